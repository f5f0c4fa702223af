import { documentErrorCodes, documentMessages } from '@hoa/contracts/documents';
import { fileTypeFromFile } from 'file-type';
import { AppError } from '../../errors/app-error';

interface AllowedType {
  label: string;
  /** Extensions a name of this type may have. */
  extensions: string[];
  contentType: string;
}

/** What may be uploaded, keyed by the type file-type detects from the content. */
const detectable: Record<string, AllowedType> = {
  pdf: { label: 'PDF', extensions: ['pdf'], contentType: 'application/pdf' },
  png: { label: 'PNG image', extensions: ['png'], contentType: 'image/png' },
  jpg: { label: 'JPEG image', extensions: ['jpg', 'jpeg'], contentType: 'image/jpeg' },
  gif: { label: 'GIF image', extensions: ['gif'], contentType: 'image/gif' },
  webp: { label: 'WebP image', extensions: ['webp'], contentType: 'image/webp' },
  docx: {
    label: 'Word document',
    extensions: ['docx'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  },
  xlsx: {
    label: 'Excel workbook',
    extensions: ['xlsx'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  },
  pptx: {
    label: 'PowerPoint presentation',
    extensions: ['pptx'],
    contentType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  },
};

/** Office 97–2003 files share one container format (CFB); the name tells which. */
const legacyOffice: Record<string, string> = {
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/** Plain text has no magic bytes: it is text when its start is UTF-8 without NUL bytes. */
const textTypes: Record<string, string> = { txt: 'text/plain', csv: 'text/csv' };

const claimedLabel: Record<string, string> = {
  ...Object.fromEntries(
    Object.values(detectable).flatMap((type) => type.extensions.map((ext) => [ext, `a ${type.label}`])),
  ),
  doc: 'a Word document',
  xls: 'an Excel workbook',
  ppt: 'a PowerPoint presentation',
  txt: 'a text file',
  csv: 'a CSV file',
};

const extensionOf = (name: string) => {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
};

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  try {
    // a multi-byte character may be cut at the end of the head
    new TextDecoder('utf-8', { fatal: true }).decode(head.subarray(0, Math.max(0, head.length - 4)));
    return true;
  } catch {
    return false;
  }
}

const refuse = (errorCode: string, detail: string) =>
  new AppError('UNSUPPORTED_MEDIA_TYPE', documentMessages.uploadFailed, { errorCode, detail });

/**
 * The content type of an upload, decided by its content (magic bytes) and required to agree with its
 * name's extension; throws 415 with a message naming the file otherwise.
 */
export async function checkFileType(name: string, file: { path: string; head: Buffer }): Promise<string> {
  const extension = extensionOf(name);
  const detected = await fileTypeFromFile(file.path);
  const claimed = claimedLabel[extension];
  const disguised = (actual: string) =>
    refuse(
      documentErrorCodes.fileDisguised,
      documentMessages.fileDisguised(name, claimed ?? `a .${extension} file`, actual),
    );

  if (!detected) {
    const type = textTypes[extension];
    if (type && looksLikeText(file.head)) return type;
    if (claimed)
      throw disguised(looksLikeText(file.head) ? 'plain text' : 'of a kind that is not recognised');
    throw refuse(documentErrorCodes.fileType, documentMessages.fileTypeNotAllowed(name));
  }
  if (detected.ext === 'cfb') {
    const type = legacyOffice[extension];
    if (type) return type;
    if (claimed) throw disguised('an Office 97–2003 file');
    throw refuse(documentErrorCodes.fileType, documentMessages.fileTypeNotAllowed(name));
  }
  const allowed = detectable[detected.ext];
  if (allowed?.extensions.includes(extension)) return allowed.contentType;
  if (claimed) throw disguised(allowed ? `a ${allowed.label}` : `a .${detected.ext} file (${detected.mime})`);
  throw refuse(documentErrorCodes.fileType, documentMessages.fileTypeNotAllowed(name));
}

/** Each uploadable content type: what to call it and the extensions its name may have. */
const namingOf: Record<string, { kind: string; extensions: string[] }> = Object.fromEntries([
  ...Object.values(detectable).map((type) => [
    type.contentType,
    { kind: `a ${type.label}`, extensions: type.extensions },
  ]),
  ...Object.entries({ ...legacyOffice, ...textTypes }).map(([extension, contentType]) => [
    contentType,
    { kind: claimedLabel[extension] ?? `a .${extension} file`, extensions: [extension] },
  ]),
]);

/**
 * A new name for a stored file (rename, named copy) must say what its content is, as at upload:
 * otherwise a PDF renamed "x.html" would be downloaded as a web page. Throws 400 at the name.
 */
export function checkNameFitsContent(name: string, stored: { name: string; contentType: string }): void {
  // a type without an entry (none today) keeps the extension it was stored with
  const naming = namingOf[stored.contentType] ?? {
    kind: `a ${stored.contentType} file`,
    extensions: [extensionOf(stored.name)],
  };
  if (naming.extensions.includes(extensionOf(name.trim()))) return;
  const message = documentMessages.nameExtension(name.trim(), naming.kind, naming.extensions);
  throw new AppError('BAD_REQUEST', message, {
    errorCode: documentErrorCodes.nameExtension,
    detail: message,
  });
}
