import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { mediaDir, mediaPrefix } from '../../plugins/media';
import type { StatementLogo } from '../statements/statement-document';

const mimeOfExtension: Record<string, StatementLogo['mime']> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

/** The file really is what its name says: PNG and JPEG signatures. */
function signatureMatches(bytes: Uint8Array, mime: StatementLogo['mime']): boolean {
  if (mime === 'image/png') return [0x89, 0x50, 0x4e, 0x47].every((byte, i) => bytes[i] === byte);
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
}

/**
 * An association's logo for a statement: the bytes of a PNG or JPEG the API serves itself under
 * /media/ (apps/api/public/media), or null for anything else (SVG, another host, a missing file, a
 * path leaving the media folder). The PDF then shows the association's name alone.
 */
export async function readAssociationLogo(
  logoUrl: string | null,
  folder: string = mediaDir,
): Promise<StatementLogo | null> {
  if (!logoUrl?.startsWith(mediaPrefix)) return null;
  let relative: string;
  try {
    relative = decodeURIComponent(logoUrl.slice(mediaPrefix.length).split(/[?#]/)[0] ?? '');
  } catch {
    return null;
  }
  const mime = mimeOfExtension[path.extname(relative).toLowerCase()];
  if (!mime) return null;
  const root = path.resolve(folder);
  const file = path.resolve(root, relative);
  if (!file.startsWith(`${root}${path.sep}`)) return null;
  try {
    const bytes = new Uint8Array(await readFile(file));
    return signatureMatches(bytes, mime) ? { bytes, mime } : null;
  } catch {
    return null;
  }
}
