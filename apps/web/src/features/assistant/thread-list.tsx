import { assistantTexts, type ThreadSummary, threadTitleField } from '@hoa/contracts/assistant';
import { formatDateTime } from '@hoa/contracts/format';
import { ActionIcon, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { AppModal } from '../../components/app-modal';
import { ActionConfirmDialog } from '../../components/confirm-dialog';
import { FailureAlert } from '../../components/failure-alert';
import { QueryStatus } from '../../components/query-status';
import { UserText } from '../../components/user-text';
import { formFailure } from '../../lib/api/form-failure';
import { AppLink } from '../../lib/link';
import { useDeleteThread } from './api/delete-thread';
import { useThreads } from './api/get-threads';
import { useRenameThread } from './api/rename-thread';

export const threadPath = (threadId: number | null) =>
  threadId === null ? '/assistant' : `/assistant/${threadId}`;

interface ThreadListProps {
  associationId: number;
  currentId: number | null;
  /** After a link is followed (the drawer closes). */
  onOpened?: () => void;
  /** After the open conversation is deleted. */
  onDeletedCurrent: () => void;
}

/** The user's conversations, latest first: start a new one, open, rename, delete (asked first). */
export function ThreadList({ associationId, currentId, onOpened, onDeletedCurrent }: ThreadListProps) {
  const threads = useThreads(associationId);
  const [renaming, setRenaming] = useState<ThreadSummary | null>(null);
  const [deleting, setDeleting] = useState<ThreadSummary | null>(null);
  const remove = useDeleteThread(associationId);

  return (
    <Stack gap="sm">
      <Button component={AppLink} to={threadPath(null)} onClick={onOpened} variant="light">
        New conversation
      </Button>
      <QueryStatus
        label="Loading your conversations…"
        isPending={threads.isPending}
        error={threads.error}
        onRetry={() => void threads.refetch()}
      />
      {threads.data?.threads.length === 0 && <Text size="sm">No conversations yet.</Text>}
      {threads.data && threads.data.threads.length > 0 && (
        <Stack component="ul" gap={4} p={0} m={0} style={{ listStyle: 'none' }}>
          {threads.data.threads.map((thread) => (
            <Group
              component="li"
              key={thread.id}
              gap={4}
              wrap="nowrap"
              align="flex-start"
              p={4}
              bg={thread.id === currentId ? 'var(--mantine-color-gray-1)' : undefined}
              style={{ borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                <Anchor
                  component={AppLink}
                  to={threadPath(thread.id)}
                  onClick={onOpened}
                  aria-current={thread.id === currentId ? 'page' : undefined}
                  fw={thread.id === currentId ? 700 : undefined}
                >
                  <UserText span inherit>
                    {thread.title}
                  </UserText>
                </Anchor>
                <Text size="xs" c="dimmed">
                  <time dateTime={thread.updatedAt}>{formatDateTime(thread.updatedAt)}</time>
                </Text>
              </Stack>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={`Rename “${thread.title}”`}
                onClick={() => setRenaming(thread)}
              >
                <span aria-hidden="true">✎</span>
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete “${thread.title}”`}
                onClick={() => setDeleting(thread)}
              >
                <span aria-hidden="true">✕</span>
              </ActionIcon>
            </Group>
          ))}
        </Stack>
      )}
      {renaming && (
        <RenameDialog associationId={associationId} thread={renaming} onClose={() => setRenaming(null)} />
      )}
      <ActionConfirmDialog
        opened={deleting !== null}
        title="Delete conversation"
        confirmLabel="Delete"
        danger
        action={remove}
        onClose={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const deleted = deleting.id;
          remove.mutate(deleted, {
            onSuccess: () => {
              setDeleting(null);
              if (deleted === currentId) onDeletedCurrent();
            },
          });
        }}
      >
        <Text style={{ overflowWrap: 'anywhere' }}>
          Delete the conversation “{deleting?.title}”? This cannot be undone.
        </Text>
      </ActionConfirmDialog>
    </Stack>
  );
}

function RenameDialog({
  associationId,
  thread,
  onClose,
}: {
  associationId: number;
  thread: ThreadSummary;
  onClose: () => void;
}) {
  const [title, setTitle] = useState(thread.title);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameThread(associationId);
  const failure = rename.error ? formFailure(rename.error, ['title'] as const) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = threadTitleField.safeParse(title);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? assistantTexts.titleRequired);
      return;
    }
    rename.mutate({ threadId: thread.id, title: checked.data }, { onSuccess: onClose });
  }

  return (
    <AppModal opened onClose={onClose} title="Rename conversation">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            value={title}
            onChange={(event) => {
              setTitle(event.currentTarget.value);
              setError(null);
            }}
            error={error ?? (failure?.field === 'title' ? failure.message : null)}
            data-autofocus
          />
          <FailureAlert when={failure && failure.field === null}>{failure?.message}</FailureAlert>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={rename.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={rename.isPending}>
              Rename
            </Button>
          </Group>
        </Stack>
      </form>
    </AppModal>
  );
}
