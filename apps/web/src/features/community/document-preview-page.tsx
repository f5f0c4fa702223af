import { Alert, Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { citedPlaceLabel, citedPlaceOf, urlAtPage } from '../../lib/cited-place';
import { AppLink } from '../../lib/link';
import { useObjectUrl } from '../../lib/object-url';
import { productName } from '../../lib/theme/association-store';
import { useDocumentFile } from './api/get-document';
import { folderRoute, previewOriginOf } from './documents/document-paths';

// never SVG or HTML: the blob URL is same-origin, so a script inside would run as the portal
const inlineTypes = /^(application\/pdf|image\/(png|jpeg|gif|webp)|text\/plain)$/;

const toId = (value: string) => {
  const number = Number(value);
  return Number.isSafeInteger(number) && number > 0 ? number : null;
};

/**
 * Shows one association document in the browser (PDF, image, text) or offers it as a download, in the app
 * frame, with a way back to the folder it was opened from (or the association's documents, for a copied link).
 */
export function DocumentPreviewPage() {
  const { associationId = '', documentId = '' } = useParams();
  const origin = previewOriginOf(useLocation().state);
  const library = toId(associationId);
  const back = library === null ? '/community/documents' : folderRoute(library, origin?.folderId ?? null);
  const file = useDocumentFile(associationId, documentId);
  const url = useObjectUrl(file.data);
  // the server names the file (Content-Disposition); the client hands it over as a File
  const name = file.data instanceof File ? file.data.name : null;
  const title = name ?? 'Document preview';
  // an answer's citation opens the document at the place it quotes (the rules assistant, issue 16)
  const [search] = useSearchParams();
  const cited = citedPlaceOf(search);
  const citedLabel = cited ? citedPlaceLabel(cited) : '';
  const isPdf = file.data?.type === 'application/pdf';

  return (
    <Stack gap="sm">
      <title>{`${name ? `${name} · ` : ''}Document preview · ${productName}`}</title>
      <Anchor component={AppLink} to={back} size="sm">
        <span aria-hidden="true">← </span>
        {origin ? `Back to ${origin.folderName}` : 'Back to documents'}
      </Anchor>
      <Title order={1}>{title}</Title>
      {file.isPending && (
        <Stack align="flex-start" gap="xs" role="status" aria-live="polite">
          <Loader size="sm" aria-hidden />
          <Text>Loading the document…</Text>
        </Stack>
      )}
      {file.isError && (
        <Alert color="red" title="This document could not be loaded." role="alert">
          It may have been moved or removed, or you may not have access to it.
        </Alert>
      )}
      {citedLabel && (
        <Alert color="blue" variant="light" p="xs">
          Cited: {citedLabel}
        </Alert>
      )}
      {file.data && url && inlineTypes.test(file.data.type) && (
        <iframe
          title="Document"
          src={isPdf ? urlAtPage(url, cited?.page ?? null) : url}
          style={{ flex: 1, minHeight: '70vh', border: 0, width: '100%' }}
        />
      )}
      {file.data && url && !inlineTypes.test(file.data.type) && (
        <Text>
          This file cannot be shown in the browser.{' '}
          <Anchor href={url} download={name ?? `document-${documentId}`}>
            Download it
          </Anchor>
          .
        </Text>
      )}
    </Stack>
  );
}
