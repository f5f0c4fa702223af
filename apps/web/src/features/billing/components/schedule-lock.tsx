import { billingMessages } from '@hoa/contracts/billing';
import { Text } from '@mantine/core';
import { formatEasternDeadline } from '../billing-dates';

export interface EditableSchedule {
  status: string;
  editable: boolean;
  editableUntil: string;
  deactivatedReason: string | null;
}

/** Whether a scheduled payment can still be changed now, and if not, why (SPEC §4 cutoff). */
export function scheduleLock(schedule: EditableSchedule, now: Date = new Date()): string | null {
  if (schedule.status === 'deactivated')
    return schedule.deactivatedReason ?? 'This payment is no longer active.';
  if (schedule.status !== 'active') return 'This payment is no longer active.';
  if (!schedule.editable || now.getTime() >= Date.parse(schedule.editableUntil))
    return billingMessages.afterCutoff;
  return null;
}

/** "Changes allowed until 8:00 PM ET on Mar 3, 2026", or the reason changes are closed. */
export function ScheduleLockNote({ schedule, id }: { schedule: EditableSchedule; id: string }) {
  const lock = scheduleLock(schedule);
  return (
    <Text id={id} size="sm" c={lock ? 'red.8' : 'dimmed'}>
      {lock ?? `Changes allowed until ${formatEasternDeadline(schedule.editableUntil)}`}
    </Text>
  );
}
