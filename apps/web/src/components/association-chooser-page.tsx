import { NativeSelect, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { productName } from '../lib/theme/association-store';
import { QueryStatus } from './query-status';

/** What a staff page reads to offer its associations (the company's list, already fetched). */
export interface AssociationsRead {
  data?: { items: readonly { id: number; name: string }[] };
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A staff page that works on one association at a time: its title, the associations loading (or why not),
 * an Association chooser (the first one to begin with), and the page's body for the chosen association,
 * mounted afresh when the choice changes.
 */
export function AssociationChooserPage({
  title,
  associations,
  children,
}: {
  title: string;
  associations: AssociationsRead;
  children: (associationId: number) => ReactNode;
}) {
  const [chosen, setChosen] = useState(0);
  const list = associations.data?.items ?? [];
  const associationId = chosen || (list[0]?.id ?? 0);
  return (
    <Stack gap="lg">
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      <QueryStatus
        label="Loading the associations…"
        isPending={associations.isPending}
        error={associations.error}
        onRetry={() => void associations.refetch()}
      />
      {list.length > 0 ? (
        <NativeSelect
          label="Association"
          value={String(associationId)}
          onChange={(event) => setChosen(Number(event.currentTarget.value))}
          data={list.map((one) => ({ value: String(one.id), label: one.name }))}
          maw={360}
        />
      ) : null}
      {associationId > 0 ? <Stack key={associationId}>{children(associationId)}</Stack> : null}
    </Stack>
  );
}
