import { NativeSelect, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
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
 * an Association chooser, and the page's body for the chosen association, mounted afresh when the choice
 * changes. The choice is kept in the address (`?association=ID`), so a link can open the page on an
 * association and a reload keeps it; without one (or with one not listed) the first association is chosen.
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
  const [params, setParams] = useSearchParams();
  const list = associations.data?.items ?? [];
  const asked = Number(params.get('association'));
  const associationId = list.some((one) => one.id === asked) ? asked : (list[0]?.id ?? 0);
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams();
        // another association's record or view means nothing here: only the choice is kept
        next.set('association', String(id));
        return current.get('association') === String(id) ? current : next;
      },
      { replace: true },
    );
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
          onChange={(event) => choose(Number(event.currentTarget.value))}
          data={list.map((one) => ({ value: String(one.id), label: one.name }))}
          maw={360}
        />
      ) : null}
      {associationId > 0 ? <Stack key={associationId}>{children(associationId)}</Stack> : null}
    </Stack>
  );
}
