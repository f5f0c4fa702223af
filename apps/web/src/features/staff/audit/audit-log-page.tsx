import '../../../components/staff-page-styles';
import { type AuditChanges, type AuditEntry, auditLogTexts } from '@hoa/contracts/audit-log';
import { countOf, formatDateTime } from '@hoa/contracts/format';
import { staffPageSizes } from '@hoa/contracts/staff-inbox';
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { type Column, ColumnsTable } from '../../../components/columns-table';
import { PagedResults } from '../../../components/paged-results';
import { StaffAreaPage } from '../../../components/staff-area';
import { useAuditLog } from '../api/get-audit-log';

const pageSize = staffPageSizes.default;
const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /staff/audit-log: what staff did while acting as homeowners (mimic mode), newest first (ADR 108). */
export function AuditLogPage() {
  return (
    <StaffAreaPage
      title="Audit log"
      intro={
        <Text>
          Every change staff made while acting as a homeowner, and when each such session began and ended.
          Passwords, passcodes, tokens and bank or card numbers are never kept.
        </Text>
      }
    >
      <AuditLog />
    </StaffAreaPage>
  );
}

function AuditLog() {
  const [homeowner, setHomeowner] = useState('');
  const [debounced] = useDebouncedValue(homeowner.trim(), 300);
  const [staffUserId, setStaffUserId] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const rangeError = from && to && to < from ? auditLogTexts.endBeforeStart : undefined;
  const log = useAuditLog({
    homeowner: debounced,
    staffUserId: staffUserId ? Number(staffUserId) : undefined,
    from: from || undefined,
    to: rangeError ? undefined : to || undefined,
    timeZone,
    page,
    pageSize,
  });
  const filtered = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };
  return (
    <>
      <Group align="flex-start" gap="md">
        <TextInput
          label="Homeowner"
          description="Name or e-mail"
          value={homeowner}
          onChange={(event) => filtered(setHomeowner)(event.currentTarget.value)}
          w={{ base: '100%', xs: 260 }}
        />
        <NativeSelect
          label="Staff member"
          description="Who acted"
          value={staffUserId}
          onChange={(event) => filtered(setStaffUserId)(event.currentTarget.value)}
          data={[
            { value: '', label: 'All staff' },
            ...(log.data?.staffMembers ?? []).map((member) => ({
              value: String(member.userId),
              label: member.name,
            })),
          ]}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          type="date"
          label="From"
          description="On or after"
          value={from}
          onChange={(event) => filtered(setFrom)(event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
        <TextInput
          type="date"
          label="To"
          description="On or before"
          value={to}
          error={rangeError}
          onChange={(event) => filtered(setTo)(event.currentTarget.value)}
          w={{ base: '100%', xs: 170 }}
        />
      </Group>
      <PagedResults
        query={log}
        failureTitle="The audit log could not be loaded"
        loadingLabel="Loading the audit log…"
        countText={(total) => countOf(total, 'entry', 'entries')}
        empty={'No audit log entries match.'}
        page={page}
        pageSize={pageSize}
        onPage={setPage}
        pagesLabel="Audit log pages"
      >
        {(items) => (
          <ColumnsTable
            items={items}
            columns={columns}
            rowKey={(entry) => entry.id}
            label="Audit log entries"
            minWidth={760}
            caption="What staff did as homeowners, newest first"
            verticalSpacing="sm"
          />
        )}
      </PagedResults>
    </>
  );
}

const columns: Column<AuditEntry>[] = [
  {
    header: 'When',
    nowrap: true,
    cell: (entry) => <time dateTime={entry.occurredAt}>{formatDateTime(entry.occurredAt)}</time>,
  },
  { header: 'Staff member', cell: (entry) => entry.staff.name },
  {
    header: 'Homeowner',
    cell: (entry) => (
      <>
        {entry.homeowner.name}
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {entry.homeowner.email}
        </Text>
      </>
    ),
  },
  { header: 'Action', cell: (entry) => <Action entry={entry} /> },
  { header: 'What changed', cell: (entry) => <Changes changes={entry.changes} /> },
];

const events: Record<string, string> = {
  MIMIC_START: 'Began acting as the homeowner',
  MIMIC_END: 'Stopped acting as the homeowner',
};

function Action({ entry }: { entry: AuditEntry }) {
  const event = events[entry.method];
  if (event) return <Text size="sm">{event}</Text>;
  const refused = entry.status >= 400;
  return (
    <>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {entry.method} {entry.route}
      </Text>
      <Text size="xs" c={refused ? 'red.9' : 'dimmed'}>
        {refused ? `Refused (${entry.status})` : `Done (${entry.status})`}
      </Text>
    </>
  );
}

/** Nested values as "a.b" paths with their shown text. */
function flatten(value: unknown, prefix = ''): [string, string][] {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  const shown =
    value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
  return [[prefix || 'value', shown]];
}

function Changes({ changes }: { changes: AuditChanges | null }) {
  if (!changes) return <Text size="sm">—</Text>;
  if (changes.kind === 'request') {
    const sent = flatten(changes.body);
    return (
      <Stack gap={2}>
        <Text size="sm" fw={600}>
          Sent
        </Text>
        <FieldList rows={sent.map(([field, value]) => ({ field, text: value }))} />
      </Stack>
    );
  }
  const before = new Map(flatten(changes.before ?? {}));
  const after = new Map(flatten(changes.after ?? {}));
  const fields = [...new Set([...before.keys(), ...after.keys()])];
  const rows = fields.flatMap((field) => {
    const was = changes.before ? (before.get(field) ?? '—') : null;
    const is = changes.after ? (after.get(field) ?? '—') : null;
    if (was !== null && is !== null && was === is) return [];
    return [{ field, text: was === null ? `${is}` : is === null ? `was ${was}` : `${was} → ${is}` }];
  });
  const what = changes.before === null ? 'Added' : changes.after === null ? 'Removed' : 'Changed';
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {what} {changes.object}
      </Text>
      {rows.length > 0 ? <FieldList rows={rows} /> : <Text size="sm">Nothing changed</Text>}
    </Stack>
  );
}

function FieldList({ rows }: { rows: { field: string; text: string }[] }) {
  return (
    <dl style={{ margin: 0 }}>
      {rows.map((row) => (
        <Group key={row.field} gap={4} wrap="nowrap" align="baseline">
          <Text component="dt" size="sm" c="dimmed" style={{ flexShrink: 0 }}>
            {row.field}:
          </Text>
          <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
            {row.text}
          </Text>
        </Group>
      ))}
    </dl>
  );
}
