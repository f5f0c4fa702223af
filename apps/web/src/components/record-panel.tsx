import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryStatus } from './query-status';

/**
 * One record opened from a list (a violation, an inspection, an invoice, a work order): a section named by
 * its heading, a Close button, the load's progress or failure with a retry, then `children` with the
 * record once it is loaded.
 */
export function RecordPanel<T>({
  headingId,
  record,
  title,
  loadingLabel,
  onClose,
  children,
}: {
  headingId: string;
  record: UseQueryResult<T>;
  /** The heading: the record's name once loaded (`data` undefined before). */
  title: (data: T | undefined) => string;
  loadingLabel: string;
  onClose: () => void;
  children: (data: T) => ReactNode;
}) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h3" id={headingId}>
            {title(record.data)}
          </Title>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
        </Group>
        <QueryStatus
          label={loadingLabel}
          isPending={record.isPending}
          error={record.error}
          onRetry={() => void record.refetch()}
        />
        {record.data === undefined ? null : children(record.data)}
      </Stack>
    </Paper>
  );
}
