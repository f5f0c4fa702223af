import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingSpinner } from '../../../components/loading-spinner';
import { useHomeSettings } from '../../../lib/session/api/get-home-settings';
import { useSessionValue } from '../../../lib/session-store/session-store';
import { productName } from '../../../lib/theme/association-store';

export interface BoardAssociation {
  id: number;
  name: string;
}

/**
 * Which association a board money page shows (issue 17): the one in the address (`?association=ID`, so
 * a link or a reload keeps it), else the one chosen in the header when the user sits on its board,
 * else the first board they sit on. Null while the settings load or when they sit on no board.
 */
export function useBoardAssociation(): {
  boards: BoardAssociation[];
  association: BoardAssociation | null;
  choose: (id: number) => void;
  loading: boolean;
} {
  const settings = useHomeSettings();
  const headerId = useSessionValue((s) => s.selectedAssociationId);
  const [params, setParams] = useSearchParams();
  const boards = (settings.data?.associations ?? [])
    .filter((association) => association.isBoardMember)
    .map(({ id, name }) => ({ id, name }));
  const asked = Number(params.get('association'));
  const association =
    boards.find((board) => board.id === asked) ??
    boards.find((board) => board.id === headerId) ??
    boards[0] ??
    null;
  const choose = (id: number) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('association', String(id));
        return next;
      },
      { replace: true },
    );
  return { boards, association, choose, loading: settings.isPending };
}

/** The association picker of a board money page; shown only to members of more than one board. */
export function BoardAssociationPicker({
  boards,
  association,
  choose,
}: Pick<ReturnType<typeof useBoardAssociation>, 'boards' | 'association' | 'choose'>) {
  if (boards.length < 2 || !association) return null;
  return (
    <NativeSelect
      label="Association"
      value={String(association.id)}
      onChange={(event) => choose(Number(event.currentTarget.value))}
      data={boards.map((board) => ({ value: String(board.id), label: board.name }))}
      maw={360}
    />
  );
}

/**
 * A board money page's frame: its title and heading, the association picker, and then the page's body
 * for the chosen association (remounted when another is chosen), or why there is none.
 */
export function BoardMoneyPage({
  title,
  children,
}: {
  title: string;
  children: (associationId: number) => ReactNode;
}) {
  const board = useBoardAssociation();
  return (
    <Stack gap="md">
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      <BoardAssociationPicker {...board} />
      {board.loading ? (
        <LoadingSpinner label="Loading your boards…" />
      ) : board.association ? (
        <Fragment key={board.association.id}>{children(board.association.id)}</Fragment>
      ) : (
        <Text>You do not sit on the board of an association.</Text>
      )}
    </Stack>
  );
}
