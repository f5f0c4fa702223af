import { attachmentRules, communityMessages } from '@hoa/contracts/community';
import { Alert, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { type AcceptedAttachment, type CheckedAttachment, checkAttachment } from '../lib/attachment-check';

/** The files ready to send, or null while any chosen file is refused (or still being checked). */
export type ReadyAttachments = AcceptedAttachment[] | null;

/**
 * A file input for request attachments: each file is checked as the server will (size, content), and
 * refused ones are listed at the field before anything is sent.
 */
export function AttachmentPicker({
  id,
  onChange,
  existing = 0,
  limit = attachmentRules.maxPerRequest,
  tooManyText = communityMessages.tooManyFiles,
}: {
  id: string;
  onChange: (ready: ReadyAttachments) => void;
  /** Files the request (or message) already has: they count toward the limit. */
  existing?: number;
  /** How many files may be sent in all, and what to say past that. */
  limit?: number;
  tooManyText?: string;
}) {
  const [checked, setChecked] = useState<CheckedAttachment[]>([]);
  const sizeProblems = checked.flatMap((c) => (c.problem?.kind === 'size' ? [c.problem.text] : []));
  const typeProblems = checked.flatMap((c) => (c.problem?.kind === 'type' ? [c.problem.text] : []));
  const tooMany = existing + checked.length > limit;

  // a newer choice wins over an older one whose checks finish later
  const latestChoice = useRef(0);

  async function choose(files: File[]) {
    const choice = ++latestChoice.current;
    onChange(null);
    const results = await Promise.all(files.map(checkAttachment));
    if (choice !== latestChoice.current) return;
    setChecked(results);
    const ready = results.filter((r): r is AcceptedAttachment => r.problem === null);
    const refused = ready.length < results.length || existing + results.length > limit;
    onChange(refused ? null : ready);
  }

  return (
    <div>
      <label htmlFor={id}>
        <Text size="sm" fw={500}>
          Attachments (PDF, PNG or JPEG, up to {attachmentRules.maxMegabytes} MB each)
        </Text>
      </label>
      <input
        id={id}
        type="file"
        multiple
        accept={attachmentRules.accept}
        // the browser's own control is wider than the narrowest phones
        style={{ maxWidth: '100%' }}
        aria-describedby={`${id}-problems`}
        onChange={(event) => void choose([...(event.currentTarget.files ?? [])])}
      />
      <div id={`${id}-problems`}>
        {sizeProblems.length > 0 ? (
          <Alert color="red" mt="xs" title={communityMessages.fileSizeExceeded}>
            {sizeProblems.map((problem) => (
              <Text size="sm" key={problem}>
                {problem}
              </Text>
            ))}
          </Alert>
        ) : null}
        {typeProblems.length > 0 ? (
          <Alert color="red" mt="xs" title="Files not accepted">
            {typeProblems.map((problem) => (
              <Text size="sm" key={problem}>
                {problem}
              </Text>
            ))}
          </Alert>
        ) : null}
        {tooMany ? (
          <Text c="red.8" size="sm">
            {tooManyText}
          </Text>
        ) : null}
      </div>
    </div>
  );
}
