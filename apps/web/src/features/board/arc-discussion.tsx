import { arcMessageMaxFiles, arcMessages } from '@hoa/contracts/arc-review';
import { formatDateTime } from '@hoa/contracts/format';
import { Alert, Button, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { AttachmentPicker, type ReadyAttachments } from '../../components/attachment-picker';
import { FailureAlert } from '../../components/failure-alert';
import { LoadFailure } from '../../components/load-failure';
import { UserText } from '../../components/user-text';
import { formFailure } from '../../lib/api/form-failure';
import { useIsMimic, useSignedInUserId } from '../../lib/session-store/session-store';
import { useArcMessages, usePostArcMessage } from './api/arc-review-actions';
import { ArcFileList } from './arc-file-list';

const bodyLimit = 4000;

/** The board's own discussion of a request: never shown to the homeowner. */
export function ArcDiscussion({ requestId }: { requestId: number }) {
  const messages = useArcMessages(requestId);
  const me = useSignedInUserId();
  return (
    <Stack gap="sm" component="section" aria-labelledby="arc-discussion-heading">
      <Title order={2} size="h3" id="arc-discussion-heading">
        Board discussion
      </Title>
      <Text size="sm" c="dimmed">
        Only the board sees these messages and their files; the homeowner does not.
      </Text>
      {messages.data ? (
        messages.data.length === 0 ? (
          <Text size="sm">No messages yet.</Text>
        ) : (
          <Stack gap="xs">
            {messages.data.map((message) => (
              <Paper
                key={message.id}
                withBorder
                p="sm"
                radius="md"
                bg={message.authorUserId === me ? 'gray.0' : undefined}
              >
                <Text size="sm" fw={600}>
                  {message.authorName}
                  {message.authorUserId === me ? ' (you)' : ''}
                  <Text span size="xs" fw={400}>
                    {' · '}
                    {formatDateTime(message.sentAt)}
                  </Text>
                </Text>
                <UserText size="sm">{message.body}</UserText>
                {message.attachments.length > 0 ? (
                  <ArcFileList
                    files={message.attachments}
                    label={`Files of ${message.authorName}’s message`}
                  />
                ) : null}
              </Paper>
            ))}
          </Stack>
        )
      ) : messages.error ? (
        <LoadFailure
          title="The board discussion could not be loaded"
          error={messages.error}
          onRetry={() => void messages.refetch()}
        />
      ) : (
        <Stack gap="xs" role="status" aria-label="Loading the board discussion…">
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      )}
      <MessageForm requestId={requestId} />
    </Stack>
  );
}

function MessageForm({ requestId }: { requestId: number }) {
  const mimic = useIsMimic();
  const post = usePostArcMessage(requestId);
  const [body, setBody] = useState('');
  const [files, setFiles] = useState<ReadyAttachments>([]);
  const [missing, setMissing] = useState(false);
  // a new, empty file input after each message sent
  const [round, setRound] = useState(0);
  if (mimic) return <Alert color="yellow">Messages cannot be sent to the board in mimic mode.</Alert>;

  const failure = post.isError ? formFailure(post.error, ['body', 'files'] as const) : null;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (body.trim() === '') {
      setMissing(true);
      return;
    }
    if (files === null) return;
    try {
      await post.mutateAsync({ body: body.trim(), files });
      setBody('');
      setFiles([]);
      setRound((n) => n + 1);
    } catch {
      // shown below
    }
  };
  const bodyError = missing
    ? arcMessages.messageRequired
    : failure?.field === 'body'
      ? failure.message
      : undefined;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label="Write to the board">
      <Stack gap="xs" maw={640}>
        <Textarea
          label="Message to the board"
          autosize
          minRows={2}
          maxRows={8}
          maxLength={bodyLimit}
          value={body}
          onChange={(event) => {
            setBody(event.currentTarget.value);
            setMissing(false);
          }}
          error={bodyError}
        />
        <AttachmentPicker
          key={round}
          id={`arc-message-files-${requestId}`}
          onChange={setFiles}
          limit={arcMessageMaxFiles}
          tooManyText={arcMessages.tooManyFiles}
        />
        <FailureAlert when={failure && failure.field !== 'body'} title="The message was not sent">
          {failure?.message}
        </FailureAlert>
        <div>
          <Button type="submit" loading={post.isPending} disabled={files === null}>
            Send to the board
          </Button>
        </div>
      </Stack>
    </form>
  );
}
