import type { SubLedgerAccount } from '@hoa/contracts/billing';
import {
  type StatementDurationId,
  type StatementTypeId,
  statementDurations,
  statementTypes,
} from '@hoa/contracts/statements';
import { Button, Group, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { errorText } from '../../../lib/api/error-text';
import { saveFile } from '../../../lib/save-file';
import { downloadStatement, type StatementRequest } from '../api/ledger';

export function statementFileName(accountNumber: string, request: StatementRequest): string {
  const safe = accountNumber.replace(/[^A-Za-z0-9-]+/g, '-');
  return `statement-${safe}-${request.statementType}-${request.duration}.${request.format}`;
}

/** Statement download (SPEC §2): a type and a duration → a PDF; the transaction history also as CSV. */
export function StatementDownload({ account }: { account: SubLedgerAccount }) {
  const [statementType, setStatementType] = useState<StatementTypeId>('transaction-history');
  const [duration, setDuration] = useState<StatementDurationId>('last-30-days');
  const [saved, setSaved] = useState<string | null>(null);
  const download = useMutation({
    mutationFn: async (request: StatementRequest) => {
      const fileName = statementFileName(account.accountNumber, request);
      saveFile(await downloadStatement(request), fileName);
      return fileName;
    },
    onSuccess: setSaved,
  });
  const request = (format: 'pdf' | 'csv'): StatementRequest => ({
    subLedgerId: account.subLedgerId,
    statementType: format === 'csv' ? 'transaction-history' : statementType,
    duration,
    format,
  });
  const busyFormat = download.isPending ? download.variables?.format : null;

  return (
    <Stack gap="sm" component="section" aria-labelledby="statement-heading">
      <Title order={2} id="statement-heading">
        Statements
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} maw={640}>
        <NativeSelect
          label="Statement type"
          data={statementTypes.map((type) => ({ value: type.id, label: type.label }))}
          value={statementType}
          onChange={(event) => setStatementType(event.currentTarget.value as StatementTypeId)}
        />
        <NativeSelect
          label="Period"
          data={statementDurations.map((option) => ({ value: option.id, label: option.label }))}
          value={duration}
          onChange={(event) => setDuration(event.currentTarget.value as StatementDurationId)}
        />
      </SimpleGrid>
      <Group>
        <Button
          onClick={() => download.mutate(request('pdf'))}
          loading={busyFormat === 'pdf'}
          disabled={download.isPending}
        >
          Download PDF
        </Button>
        <Button
          variant="default"
          onClick={() => download.mutate(request('csv'))}
          loading={busyFormat === 'csv'}
          disabled={download.isPending}
        >
          Transaction history (CSV)
        </Button>
      </Group>
      <Text size="sm" role="status">
        {saved && !download.isPending ? `Downloaded ${saved}.` : ''}
      </Text>
      <FailureAlert when={download.error} title="The statement could not be downloaded">
        {errorText(download.error)}
      </FailureAlert>
    </Stack>
  );
}
