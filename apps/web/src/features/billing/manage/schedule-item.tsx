import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { type EditableSchedule, ScheduleLockNote, scheduleLock } from '../components/schedule-lock';

interface ScheduleItemProps {
  title: string;
  lines: string[];
  schedule: EditableSchedule;
  onEdit: () => void;
  onRemove: () => void;
}

/** One recurring or scheduled payment: its details, until when it can change, and Change/Remove. */
export function ScheduleItem({ title, lines, schedule, onEdit, onRemove }: ScheduleItemProps) {
  const noteId = useId();
  const locked = scheduleLock(schedule) !== null;
  return (
    <Paper withBorder p="md" component="li">
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={2}>
          <Text fw={600}>{title}</Text>
          {lines.map((line) => (
            <Text key={line} size="sm">
              {line}
            </Text>
          ))}
          <ScheduleLockNote schedule={schedule} id={noteId} />
        </Stack>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            onClick={onEdit}
            disabled={locked}
            aria-describedby={noteId}
            aria-label={`Change ${title}`}
          >
            Change
          </Button>
          <Button
            size="xs"
            color="red"
            variant="light"
            onClick={onRemove}
            disabled={locked}
            aria-describedby={noteId}
            aria-label={`Remove ${title}`}
          >
            Remove
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/** A payment that was stopped and will not be made: what it was and why it stopped. */
export function StoppedScheduleItem({ title, reason }: { title: string; reason: string | null }) {
  return (
    <Paper withBorder p="md" component="li">
      <Text fw={600}>{title}</Text>
      <Text size="sm">Stopped: {reason ?? 'This payment is no longer active.'}</Text>
    </Paper>
  );
}
