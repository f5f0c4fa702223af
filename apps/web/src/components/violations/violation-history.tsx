import { formatCalendarDate, formatDateTime, formatMoney } from '@hoa/contracts/format';
import {
  escalationStatusLabels,
  type ViolationDetail,
  type ViolationEvent,
  violationStageLabels,
} from '@hoa/contracts/violations';
import { Button, Group, Image, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorText } from '../../lib/api/error-text';
import { saveFile } from '../../lib/save-file';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { FailureAlert } from '../failure-alert';
import { violationKeys } from './violation-keys';

const eventTitle = (event: ViolationEvent): string => {
  switch (event.kind) {
    case 'created':
      return 'Recorded';
    case 'stage':
      return `${event.toStage ? violationStageLabels[event.toStage] : 'Stage'}${event.hasNotice ? ' (notice sent)' : ''}`;
    case 'comment':
      return 'Comment';
    case 'reply':
      return 'Reply from the owner';
    case 'proposal':
      return 'Escalation proposed';
    case 'decision':
      return 'Board decision';
  }
};

/** The violation's facts: where, what, the rule, and when it reached each stage. */
export function ViolationFacts({ detail }: { detail: ViolationDetail }) {
  return (
    <Stack gap={4}>
      <Text>
        <strong>{detail.category}</strong> at {detail.address} ({detail.accountNumber}, {detail.ownerName}):{' '}
        {violationStageLabels[detail.stage]}.
      </Text>
      <Text size="sm">{detail.description}</Text>
      <Text size="sm">Rule: {detail.ruleReference}</Text>
      <Text size="sm" c="dimmed">
        Observed {formatCalendarDate(detail.observedOn)}
        {Object.entries(detail.stageDates)
          .filter(([stage]) => stage !== 'observed')
          .map(
            ([stage, at]) =>
              `; ${violationStageLabels[stage as keyof typeof violationStageLabels]} ${formatDateTime(at)}`,
          )
          .join('')}
        .
      </Text>
    </Stack>
  );
}

/** The photos, each fetched with the sign-in and shown as an image with its file name as text. */
export function ViolationPhotos({
  detail,
  scope,
  fetchPhoto,
}: {
  detail: ViolationDetail;
  /** Whose call fetches the photos ('board', 'staff', 'mine'): part of the cache key. */
  scope: string;
  fetchPhoto: (photoId: number) => Promise<Blob>;
}) {
  if (detail.photos.length === 0) return <Text size="sm">No photos.</Text>;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
      {detail.photos.map((photo) => (
        <Photo
          key={photo.id}
          name={photo.fileName}
          load={() => fetchPhoto(photo.id)}
          photoId={photo.id}
          scope={scope}
        />
      ))}
    </SimpleGrid>
  );
}

/** A photo fetched with the sign-in (a plain link could not carry it), shown with its file name as text. */
export function Photo({
  name,
  load,
  photoId,
  scope,
}: {
  name: string;
  load: () => Promise<Blob>;
  photoId: number;
  scope: string;
}) {
  const userId = useSignedInUserId();
  const image = useQuery({
    queryKey: violationKeys.photo(userId, scope, photoId),
    queryFn: async () => URL.createObjectURL(await load()),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return (
    <figure style={{ margin: 0 }}>
      {image.data ? (
        <Image src={image.data} alt={`Photo: ${name}`} radius="sm" mah={220} fit="contain" />
      ) : null}
      {image.isError ? <Text size="sm">The photo could not be loaded.</Text> : null}
      <Text component="figcaption" size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
    </figure>
  );
}

/** The history, oldest first, with a download for each notice letter. */
export function ViolationHistory({
  detail,
  fetchNotice,
}: {
  detail: ViolationDetail;
  fetchNotice: (eventId: number) => Promise<Blob>;
}) {
  const letter = useMutation({
    mutationFn: async (event: ViolationEvent) => {
      const blob = await fetchNotice(event.id);
      const stage = event.toStage ?? 'notice';
      saveFile(blob, `${stage.replace(/_/g, '-')}-${event.occurredAt.slice(0, 10)}.pdf`);
    },
  });
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        History
      </Title>
      <ol style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {detail.events.map((event) => (
          <li key={event.id} style={{ marginBottom: '0.5rem' }}>
            <Text size="sm" fw={600}>
              {eventTitle(event)} · {event.author} · {formatDateTime(event.occurredAt)}
            </Text>
            {event.body ? (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {event.body}
              </Text>
            ) : null}
            {event.hasNotice ? (
              <Button
                variant="default"
                size="compact-sm"
                mt={4}
                onClick={() => letter.mutate(event)}
                loading={letter.isPending && letter.variables?.id === event.id}
              >
                Download the {event.toStage ? violationStageLabels[event.toStage].toLowerCase() : 'notice'}{' '}
                letter (PDF)
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
      <FailureAlert when={letter.isError} title="The letter could not be downloaded">
        {errorText(letter.error)}
      </FailureAlert>
    </Stack>
  );
}

/** The escalations proposed to the board and what became of them. */
export function EscalationList({ detail }: { detail: ViolationDetail }) {
  if (detail.escalations.length === 0) return null;
  return (
    <Stack gap={4}>
      <Title order={3} size="h4">
        Escalations
      </Title>
      <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
        {detail.escalations.map((escalation) => (
          <li key={escalation.id}>
            <Group gap={6} wrap="wrap">
              <Text size="sm">
                {violationStageLabels[escalation.stage]}
                {escalation.fineAmount !== null ? ` of ${formatMoney(escalation.fineAmount)}` : ''}
                {escalation.hearingOn ? ` on ${formatCalendarDate(escalation.hearingOn)}` : ''} proposed by{' '}
                {escalation.proposedBy}: {escalationStatusLabels[escalation.status]}
                {escalation.decidedBy ? ` (${escalation.decidedBy})` : ''}
                {escalation.decisionNote ? `: ${escalation.decisionNote}` : ''}
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    </Stack>
  );
}
