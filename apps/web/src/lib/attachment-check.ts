import {
  type AttachmentContentType,
  attachmentRules,
  attachmentSignatureBytes,
  attachmentTypeOf,
  communityMessages,
} from '@hoa/contracts/community';

/** A chosen file and what its content says it is: its type to send, or why it cannot be attached. */
export type CheckedAttachment =
  | { file: File; contentType: AttachmentContentType; problem: null }
  | { file: File; contentType: null; problem: { kind: 'size' | 'type'; text: string } };
/** A chosen file that passed the checks. */
export type AcceptedAttachment = Extract<CheckedAttachment, { problem: null }>;

/** Checks a file as the server will (size, then the first bytes), before anything is submitted. */
export async function checkAttachment(file: File): Promise<CheckedAttachment> {
  if (file.size > attachmentRules.maxBytes) {
    return {
      file,
      contentType: null,
      problem: { kind: 'size', text: communityMessages.fileTooLarge(file.name) },
    };
  }
  const head = new Uint8Array(await file.slice(0, attachmentSignatureBytes).arrayBuffer());
  const contentType = attachmentTypeOf(head);
  if (!contentType) {
    return {
      file,
      contentType: null,
      problem: { kind: 'type', text: communityMessages.fileTypeRefused(file.name) },
    };
  }
  return { file, contentType, problem: null };
}

/** The file with the type its content has (a PNG named "plan.pdf" is sent, and saved, as a PNG). */
export const asUpload = (checked: { file: File; contentType: AttachmentContentType }) =>
  new File([checked.file], checked.file.name, { type: checked.contentType });
