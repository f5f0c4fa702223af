import { formatDateTime, formatMoney } from '@hoa/contracts/format';
import {
  type WorkOrderDetail,
  workOrderPriorityLabels,
  workOrderStatusLabels,
} from '@hoa/contracts/work-orders';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Textarea, Title } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { FailureAlert } from '../../../components/failure-alert';
import { NoteDecision } from '../../../components/note-decision';
import { RecordPanel } from '../../../components/record-panel';
import { formFailure } from '../../../lib/api/form-failure';
import { useIsMimic } from '../../../lib/session-store/session-store';
import {
  useCommentOnWorkOrder,
  useDecideEstimate,
  useWorkOrder,
  useWorkOrderPhoto,
  type WorkOrderSide,
} from '../api/work-orders';

/**
 * One work order: its facts, photos, history and messages, a comment box, and (for the board) the
 * decision on an estimate awaiting it. `children` adds the staff's own controls.
 */
export function WorkOrderPanel({
  side,
  associationId,
  workOrderId,
  onClose,
  children,
}: {
  side: WorkOrderSide;
  associationId: number;
  workOrderId: number;
  onClose: () => void;
  children?: (detail: WorkOrderDetail) => ReactNode;
}) {
  const detail = useWorkOrder(side, associationId, workOrderId);
  return (
    <RecordPanel
      headingId="work-order-heading"
      record={detail}
      title={(data) => (data ? `Work order ${data.workOrder.id}: ${data.workOrder.title}` : 'Work order')}
      loadingLabel="Loading the work order…"
      onClose={onClose}
    >
      {(data) => (
        <>
          <Facts detail={data} />
          {side === 'board' && data.workOrder.status === 'estimate_pending' ? (
            <EstimateDecisionForm associationId={associationId} detail={data} />
          ) : null}
          {children?.(data)}
          <Photos side={side} associationId={associationId} detail={data} />
          <History detail={data} />
          <Messages side={side} associationId={associationId} detail={data} />
        </>
      )}
    </RecordPanel>
  );
}

function Facts({ detail }: { detail: WorkOrderDetail }) {
  const { workOrder } = detail;
  const money = (cents: number | null) => (cents === null ? 'not given' : formatMoney(cents));
  return (
    <Stack gap={4}>
      <Text>
        <strong>{workOrderStatusLabels[workOrder.status]}</strong> ·{' '}
        {workOrderPriorityLabels[workOrder.priority]} priority · {workOrder.location}
        {workOrder.vendorName ? ` · ${workOrder.vendorName}` : ''}
      </Text>
      <Text size="sm">
        Estimate: {money(workOrder.estimatedCost)}; actual cost: {money(workOrder.actualCost)}. Estimates
        above {formatMoney(detail.estimateApprovalThreshold)} need the board’s approval.
      </Text>
      {workOrder.description ? <Text size="sm">{workOrder.description}</Text> : null}
      {detail.request ? (
        <Text size="sm">
          Made from homeowner request #{detail.request.id} “{detail.request.subject}” of{' '}
          {detail.request.ownerName}.
        </Text>
      ) : null}
    </Stack>
  );
}

function Photo({
  side,
  associationId,
  workOrderId,
  photo,
}: {
  side: WorkOrderSide;
  associationId: number;
  workOrderId: number;
  photo: WorkOrderDetail['photos'][number];
}) {
  const url = useWorkOrderPhoto(side, associationId, workOrderId, photo.id);
  if (url.isError) return <Text size="sm">{photo.fileName} could not be shown.</Text>;
  if (!url.data) return <Text size="sm">Loading {photo.fileName}…</Text>;
  return (
    <figure style={{ margin: 0 }}>
      <img
        src={url.data}
        alt={photo.fileName}
        style={{ maxWidth: '100%', height: 'auto', display: 'block' }}
      />
      <figcaption>
        <Text size="xs">{photo.fileName}</Text>
      </figcaption>
    </figure>
  );
}

function Photos({
  side,
  associationId,
  detail,
}: {
  side: WorkOrderSide;
  associationId: number;
  detail: WorkOrderDetail;
}) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Photos
      </Title>
      {detail.photos.length === 0 ? (
        <Text size="sm">No photos yet.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
          {detail.photos.map((photo) => (
            <Photo
              key={photo.id}
              side={side}
              associationId={associationId}
              workOrderId={detail.workOrder.id}
              photo={photo}
            />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function History({ detail }: { detail: WorkOrderDetail }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        History
      </Title>
      <ol aria-label="Status history">
        {detail.history.map((change) => (
          <li key={change.id}>
            <Text size="sm">
              {formatDateTime(change.changedAt)}: {workOrderStatusLabels[change.toStatus]} ({change.changedBy}
              )
              {change.estimatedCost !== null && change.toStatus !== 'open'
                ? `, estimate ${formatMoney(change.estimatedCost)}`
                : ''}
              {change.note ? ` — ${change.note}` : ''}
            </Text>
          </li>
        ))}
      </ol>
    </Stack>
  );
}

function Messages({
  side,
  associationId,
  detail,
}: {
  side: WorkOrderSide;
  associationId: number;
  detail: WorkOrderDetail;
}) {
  const mimic = useIsMimic();
  const comment = useCommentOnWorkOrder(side, associationId, detail.workOrder.id);
  const [body, setBody] = useState('');
  const [done, setDone] = useState('');
  const failure = comment.isError ? formFailure(comment.error, ['body'] as const) : null;
  const send = async () => {
    setDone('');
    try {
      await comment.mutateAsync(body.trim());
      setBody('');
      setDone('Your comment was added.');
    } catch {
      // shown below
    }
  };
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">
        Messages
      </Title>
      {detail.messages.length === 0 ? (
        <Text size="sm">No messages yet.</Text>
      ) : (
        <ul aria-label="Messages">
          {detail.messages.map((message) => (
            <li key={message.id}>
              <Text size="sm">
                <strong>
                  {message.authorName} ({message.authorRole === 'board' ? 'board' : 'management'})
                </strong>
                , {formatDateTime(message.sentAt)}: {message.body}
              </Text>
            </li>
          ))}
        </ul>
      )}
      {mimic ? (
        <Text size="sm">Comments cannot be written in mimic mode.</Text>
      ) : (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap="xs" maw={640}>
            <Textarea
              label="Comment"
              autosize
              minRows={2}
              maxLength={4000}
              value={body}
              onChange={(event) => setBody(event.currentTarget.value)}
              error={failure?.field === 'body' ? failure.message : undefined}
            />
            <FailureAlert when={failure && failure.field !== 'body'} title="Your comment was not added">
              {failure?.message}
            </FailureAlert>
            <Text size="sm" role="status">
              {done}
            </Text>
            <Group>
              <Button type="submit" loading={comment.isPending} disabled={body.trim() === ''}>
                Add comment
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}

/** Approve, or refuse with a note, the estimate awaiting the board; refused decisions say why. */
function EstimateDecisionForm({ associationId, detail }: { associationId: number; detail: WorkOrderDetail }) {
  const mimic = useIsMimic();
  const decide = useDecideEstimate(associationId, detail.workOrder.id);
  if (mimic) return <Text size="sm">Estimates cannot be approved or refused in mimic mode.</Text>;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="estimate-decision-heading">
      <Stack gap="xs">
        <Title order={3} size="h4" id="estimate-decision-heading">
          Estimate awaiting the board: {formatMoney(detail.workOrder.estimatedCost ?? 0)}
        </Title>
        <NoteDecision
          noteDescription="Required to refuse. Staff and the other board members see it."
          maxLength={1000}
          choices={[
            { decision: 'approve', label: 'Approve estimate', color: 'green.9' },
            { decision: 'refuse', label: 'Refuse estimate', color: 'red.9' },
          ]}
          decide={async (decision, note) => {
            await decide.mutateAsync({ decision, note });
            return decision === 'approve' ? 'The estimate is approved.' : 'The estimate was refused.';
          }}
          error={decide.error}
          pending={decide.isPending ? decide.variables.decision : undefined}
        />
      </Stack>
    </Paper>
  );
}
