import { countOf } from '@hoa/contracts/format';
import '../../components/community-page-styles';
import '@mantine/core/styles/Accordion.layer.css';
import { communityMessages, type FaqEntry } from '@hoa/contracts/community';
import { Accordion, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { AssociationRequired } from '../../components/association-required';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { useFaq } from './api/community-content';

/** Case- and accent-insensitive words of a text. */
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

export function matchesSearch(entry: FaqEntry, search: string): boolean {
  const haystack = normalize(`${entry.category} ${entry.question} ${entry.answer}`);
  return normalize(search)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

function FaqList({ associationId }: { associationId: number }) {
  const faq = useFaq(associationId);
  const [search, setSearch] = useState('');
  const deferred = useDeferredValue(search);
  const entries = useMemo(
    () => (faq.data ?? []).filter((entry) => matchesSearch(entry, deferred)),
    [faq.data, deferred],
  );
  const categories = [...new Set(entries.map((entry) => entry.category))];
  return (
    <Stack gap="md">
      <TextInput
        label="Search questions"
        type="search"
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      <QueryStatus
        label="Loading questions…"
        isPending={faq.isPending}
        error={faq.error}
        onRetry={() => void faq.refetch()}
      />
      {faq.data ? (
        <Text size="sm" role="status" aria-live="polite">
          {entries.length === 0 ? communityMessages.noFaqMatches : countOf(entries.length, 'question')}
        </Text>
      ) : null}
      {categories.map((category) => (
        <section key={category} aria-labelledby={`faq-${category}`}>
          <Title order={2} size="h4" id={`faq-${category}`} mb="xs">
            {category}
          </Title>
          <Accordion variant="separated" multiple>
            {entries
              .filter((entry) => entry.category === category)
              .map((entry) => (
                <Accordion.Item key={entry.id} value={String(entry.id)}>
                  <Accordion.Control>{entry.question}</Accordion.Control>
                  <Accordion.Panel>{entry.answer}</Accordion.Panel>
                </Accordion.Item>
              ))}
          </Accordion>
        </section>
      ))}
    </Stack>
  );
}

/** /community/faq — the association's questions and answers, searchable. */
export function FaqPage() {
  return (
    <Stack gap="lg" maw={820}>
      <title>{`FAQ · ${productName}`}</title>
      <Title order={1}>Frequently asked questions</Title>
      <AssociationRequired>
        {(associationId) => <FaqList associationId={associationId} />}
      </AssociationRequired>
    </Stack>
  );
}
