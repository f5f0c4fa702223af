import type { DocumentSearchHit } from '@hoa/contracts/documents';
import { countOf } from '@hoa/contracts/format';
import { Anchor, List, Text } from '@mantine/core';
import { Fragment } from 'react';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { AppLink } from '../../../lib/link';
import { useDocumentSearch } from '../api/search-documents';
import { previewRoute, previewState } from './document-paths';

/** The snippet's «matches» as <mark>. */
function Snippet({ text }: { text: string }) {
  const parts = text.split(/(«[^»]*»)/);
  return (
    <Text size="sm" c="dimmed">
      {parts.map((part, index) =>
        part.startsWith('«') ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <mark key={index}>{part.slice(1, -1)}</mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}

export function SearchResults({ associationId, text }: { associationId: number; text: string }) {
  const search = useDocumentSearch(associationId, text);
  const results: DocumentSearchHit[] = search.data ?? [];
  return (
    <section aria-labelledby="search-results-heading" aria-busy={search.isFetching}>
      <Text component="h2" id="search-results-heading" fw={700} size="lg" mb="xs">
        Search results for “{text}”
      </Text>
      <div role="status" aria-live="polite">
        {search.isPending ? (
          <LoadingSpinner label="Searching…" />
        ) : search.isError ? (
          <Text c="red">The search could not be completed. Please try again.</Text>
        ) : (
          <Text size="sm">{`${countOf(results.length, 'document')} found`}</Text>
        )}
      </div>
      <List listStyleType="none" spacing="sm" mt="sm" p={0}>
        {results.map((hit) => (
          <List.Item key={hit.id}>
            <Anchor
              component={AppLink}
              to={previewRoute(associationId, hit.id)}
              state={previewState({ folderId: hit.parentId, folderName: hit.folderName })}
              fw={600}
            >
              {hit.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              in {hit.folderName}
            </Text>
            {hit.snippet && <Snippet text={hit.snippet} />}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
