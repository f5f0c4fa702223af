import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { AttachmentPicker, type ReadyAttachments } from '../../components/attachment-picker';
import { useUploadCheckedAttachments } from './api/requests';

/** Attach more files to an open request (also the way back after an upload failed at submission). */
export function RequestAttachFiles({ requestId, existing }: { requestId: number; existing: number }) {
  const uploadAttachments = useUploadCheckedAttachments();
  const [open, setOpen] = useState(false);
  const [ready, setReady] = useState<ReadyAttachments>([]);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  // a new picker (empty input) after each send
  const [round, setRound] = useState(0);

  if (!open) {
    return (
      <Group>
        <Button variant="default" onClick={() => setOpen(true)}>
          Attach files
        </Button>
      </Group>
    );
  }

  async function send() {
    if (!ready || ready.length === 0) return;
    setSending(true);
    const refused = await uploadAttachments(requestId, ready);
    setSending(false);
    setProblems(refused);
    setReady([]);
    setRound((n) => n + 1);
    if (refused.length === 0) setOpen(false);
  }

  return (
    <Stack gap="xs" component="section" aria-label="Attach files">
      <AttachmentPicker key={round} id={`attach-${requestId}`} existing={existing} onChange={setReady} />
      {problems.length > 0 ? (
        <Alert color="red" role="alert" title="Some files were not attached">
          {problems.map((problem) => (
            <Text key={problem} size="sm">
              {problem}
            </Text>
          ))}
        </Alert>
      ) : null}
      <Group>
        <Button onClick={() => void send()} loading={sending} disabled={!ready || ready.length === 0}>
          Upload
        </Button>
        <Button variant="default" onClick={() => setOpen(false)} disabled={sending}>
          Cancel
        </Button>
      </Group>
    </Stack>
  );
}
