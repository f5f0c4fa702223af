import { formatCalendarDate, formatMoney, formatMonth } from '@hoa/contracts/format';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { Badge, Button, Group, NativeSelect, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { ActionConfirmDialog } from '../../../components/confirm-dialog';
import { deleteAutoDraft, updateAutoDraft } from '../api/auto-draft';
import { DismissibleNotice } from '../components/dismissible-notice';
import { useBillingMutation } from '../use-billing-mutation';

export const pullDays = Array.from({ length: 28 }, (_, i) => String(i + 1));

/**
 * Auto-Draft enrollments: draft day, next draft, fee; change the draft day or unenroll. Keep it mounted
 * when the list empties, so the confirmation of the last unenrollment is still shown.
 */
export function EnrollmentList({ enrollments }: { enrollments: AutoDraftDto[] }) {
  const [changing, setChanging] = useState<AutoDraftDto | null>(null);
  const [pullDay, setPullDay] = useState('1');
  const [leaving, setLeaving] = useState<AutoDraftDto | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const update = useBillingMutation(({ id, day }: { id: number; day: number }) => updateAutoDraft(id, day));
  const unenroll = useBillingMutation((id: number) => deleteAutoDraft(id));

  return (
    <>
      {done ? <DismissibleNotice onDismiss={() => setDone(null)}>{done}</DismissibleNotice> : null}
      {enrollments.length === 0 ? null : (
        <Stack gap="sm" component="ul" p={0} style={{ listStyle: 'none' }}>
          {enrollments.map((enrollment) => (
            <Paper key={enrollment.id} withBorder p="md" component="li">
              <Group justify="space-between" align="flex-start">
                <Stack gap={2}>
                  <Group gap="xs">
                    <Text fw={600}>Account {enrollment.accountNumber}</Text>
                    {enrollment.status === 'active' ? (
                      <Badge color="green">Enrolled</Badge>
                    ) : (
                      <Badge color="gray">{enrollment.status}</Badge>
                    )}
                  </Group>
                  <Text size="sm">
                    Draft day {enrollment.pullDay} of each month, from {formatMonth(enrollment.startMonth)}
                  </Text>
                  {enrollment.nextPullDate ? (
                    <Text size="sm">Next draft: {formatCalendarDate(enrollment.nextPullDate)}</Text>
                  ) : null}
                  <Text size="sm">Bank account: {enrollment.paymentMethodName}</Text>
                  <Text size="sm">Processing fee per draft: {formatMoney(enrollment.processingFee)}</Text>
                  {enrollment.deactivatedReason ? (
                    <Text size="sm" c="red.8">
                      {enrollment.deactivatedReason}
                    </Text>
                  ) : null}
                </Stack>
                {enrollment.status === 'active' ? (
                  <Group gap="xs">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => {
                        setPullDay(String(enrollment.pullDay));
                        setChanging(enrollment);
                      }}
                      aria-label={`Change draft day of account ${enrollment.accountNumber}`}
                    >
                      Change draft day
                    </Button>
                    <Button
                      size="xs"
                      color="red"
                      variant="light"
                      onClick={() => setLeaving(enrollment)}
                      aria-label={`Unenroll account ${enrollment.accountNumber}`}
                    >
                      Unenroll
                    </Button>
                  </Group>
                ) : null}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      <ActionConfirmDialog
        opened={changing !== null}
        title="Change draft day"
        confirmLabel="Save"
        action={update}
        onClose={() => setChanging(null)}
        onConfirm={() => {
          if (!changing) return;
          update.mutate(
            { id: changing.id, day: Number(pullDay) },
            {
              onSuccess: () => {
                setDone(`Account ${changing.accountNumber} will be drafted on day ${pullDay} of each month.`);
                setChanging(null);
              },
            },
          );
        }}
      >
        <NativeSelect
          label="Draft day of the month"
          data={pullDays}
          value={pullDay}
          onChange={(event) => setPullDay(event.currentTarget.value)}
        />
      </ActionConfirmDialog>
      <ActionConfirmDialog
        opened={leaving !== null}
        title="Unenroll from Auto-Draft?"
        confirmLabel="Unenroll"
        cancelLabel="Stay enrolled"
        danger
        action={unenroll}
        onClose={() => setLeaving(null)}
        onConfirm={() => {
          if (!leaving) return;
          unenroll.mutate(leaving.id, {
            onSuccess: () => {
              setDone(`Account ${leaving.accountNumber} is no longer enrolled in Auto-Draft.`);
              setLeaving(null);
            },
          });
        }}
      >
        <Text>
          Account {leaving?.accountNumber} will no longer be drafted. Unenrolling in the portal takes effect
          within one business day; pay your balance another way from then on.
        </Text>
      </ActionConfirmDialog>
    </>
  );
}
