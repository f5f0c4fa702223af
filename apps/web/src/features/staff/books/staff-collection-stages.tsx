import {
  type CollectionStage,
  collectionStageLabels,
  collectionStages,
  stagesNeedingBoardApproval,
} from '@hoa/contracts/association-books';
import { boardStageDecisionLabels, type CollectionAccount } from '@hoa/contracts/association-collections';
import { countOf, formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Button, Group, NativeSelect, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { AppModal } from '../../../components/app-modal';
import { DataGrid, type GridColumn } from '../../../components/data-grid/data-grid';
import { FailureAlert } from '../../../components/failure-alert';
import { PagedResults } from '../../../components/paged-results';
import { SearchField, usePagedSearch } from '../../../components/search-field';
import { errorText } from '../../../lib/api/error-text';
import { useSetCollectionStage, useStaffCollections } from './staff-books-api';

const pageSize = staffPageSizes.default;

/**
 * Collection stages as staff set them (issue 17, ADR 125): the association's delinquent accounts aged
 * today, oldest unpaid first, each with its current stage and "Set stage"; intent to lien and attorney then wait for the board.
 */
export function StaffCollectionStages({ associationId }: { associationId: number }) {
  const { search, setSearch, debounced, page, setPage } = usePagedSearch();
  const list = useStaffCollections({
    associationId,
    search: debounced,
    sort: 'oldest',
    direction: 'asc',
    page,
    pageSize,
  });
  const columns: GridColumn<CollectionAccount>[] = [
    { id: 'owner', title: 'Owner', render: (account) => account.ownerName },
    {
      id: 'property',
      title: 'Property',
      render: (account) => `${account.address} (${account.accountNumber})`,
    },
    { id: 'balance', title: 'Balance', align: 'right', render: (account) => formatMoney(account.balance) },
    {
      id: 'oldest',
      title: 'Oldest unpaid',
      render: (account) =>
        account.oldestUnpaidDueDate ? formatCalendarDate(account.oldestUnpaidDueDate) : '',
    },
    {
      id: 'stage',
      title: 'Collection stage',
      render: (account) => (
        <>
          <Text size="sm">{stageText(account)}</Text>
          <SetStage associationId={associationId} account={account} />
        </>
      ),
    },
  ];
  return (
    <Stack gap="sm">
      <Title order={2}>Collection stages</Title>
      <SearchField
        label="Search delinquent accounts"
        placeholder="Name, account or address"
        value={search}
        onSearch={setSearch}
        maw={420}
      />
      <PagedResults
        query={list}
        failureTitle="The delinquent accounts could not be loaded"
        loadingLabel="Aging the accounts…"
        countText={(total) => countOf(total, 'delinquent account')}
        empty="No account owes anything past due today."
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="Delinquent account pages"
        showUpdating
      >
        {(items) => (
          <DataGrid
            gridId="staff-collections"
            label="Delinquent accounts, oldest unpaid first"
            columns={columns}
            records={items}
            rowKey={(account) => account.subLedgerId}
            minTableWidth={820}
          />
        )}
      </PagedResults>
    </Stack>
  );
}

/** The stage as staff read it: its name, and what the board decided or that it waits for the board. */
function stageText(account: CollectionAccount): string {
  const stage = account.stage;
  if (!stage) return 'None';
  const label = collectionStageLabels[stage.stage];
  if (stage.boardDecision)
    return `${label}: ${boardStageDecisionLabels[stage.boardDecision].toLowerCase()} by the board`;
  return stage.needsBoardApproval ? `${label}: waits for the board` : label;
}

/** "Set stage": a dialog with the stage and a note; a refusal is said in the dialog, the note kept. */
function SetStage({ associationId, account }: { associationId: number; account: CollectionAccount }) {
  const [opened, setOpened] = useState(false);
  const [stage, setStageChoice] = useState<CollectionStage>(account.stage?.stage ?? 'reminder');
  const [note, setNote] = useState('');
  const save = useSetCollectionStage(associationId);
  const close = () => {
    setOpened(false);
    save.reset();
  };
  const who = `${account.ownerName} (${account.accountNumber})`;
  return (
    <>
      <Button
        size="compact-sm"
        variant="default"
        mt={4}
        onClick={() => setOpened(true)}
        aria-label={`Set the collection stage of ${who}`}
      >
        Set stage
      </Button>
      <AppModal opened={opened} onClose={close} title="Set the collection stage">
        <form
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(
              { subLedgerId: account.subLedgerId, stage, note },
              {
                onSuccess: () => {
                  setNote('');
                  close();
                },
              },
            );
          }}
        >
          <Stack gap="sm">
            <Text size="sm">{who}</Text>
            <NativeSelect
              label="Stage"
              value={stage}
              onChange={(event) => setStageChoice(event.currentTarget.value as CollectionStage)}
              data={collectionStages.map((value) => ({ value, label: collectionStageLabels[value] }))}
              description={
                stagesNeedingBoardApproval.includes(stage)
                  ? 'This stage waits for the board to approve it.'
                  : undefined
              }
            />
            <Textarea
              label="Note"
              description="What was done or agreed (optional)."
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              maxLength={2000}
              autosize
              minRows={2}
            />
            <FailureAlert when={save.isError} title="The stage was not set">
              {errorText(save.error)}
            </FailureAlert>
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Set stage
              </Button>
            </Group>
          </Stack>
        </form>
      </AppModal>
    </>
  );
}
