import { inflateRawSync } from 'node:zlib';

/** The zip cannot be read (no central directory, zip64, an unknown method, bad deflate data). */
export class UnreadableZipError extends Error {
  override readonly name = 'UnreadableZipError';
}

const endOfCentralDirectory = 0x06054b50;
const centralEntry = 0x02014b50;
const localEntry = 0x04034b50;

function findEnd(zip: Buffer): number {
  // the end record is 22 bytes plus a comment of at most 65 535
  for (let at = zip.length - 22; at >= Math.max(0, zip.length - 22 - 0xffff); at--) {
    if (zip.readUInt32LE(at) === endOfCentralDirectory) return at;
  }
  throw new UnreadableZipError('No zip central directory');
}

/**
 * Whether every part of the zip together inflates to at most `maxBytes`: first by the sizes the zip
 * declares, then by inflating each part with a byte cap (a zip bomb may declare small sizes), keeping
 * nothing. A Word or Excel file is a zip whose XML parsers hold it all in memory, so this runs first.
 */
export function inflatesWithin(zip: Buffer, maxBytes: number): boolean {
  const end = findEnd(zip);
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) throw new UnreadableZipError('zip64 is not read');
  const parts: { method: number; start: number; compressed: number }[] = [];
  let declared = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > zip.length || zip.readUInt32LE(at) !== centralEntry) {
      throw new UnreadableZipError('Broken zip central directory');
    }
    const method = zip.readUInt16LE(at + 10);
    const compressed = zip.readUInt32LE(at + 20);
    declared += zip.readUInt32LE(at + 24);
    const local = zip.readUInt32LE(at + 42);
    if (local + 30 > zip.length || zip.readUInt32LE(local) !== localEntry) {
      throw new UnreadableZipError('Broken zip entry');
    }
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    if (start + compressed > zip.length) throw new UnreadableZipError('Zip entry beyond the file');
    parts.push({ method, start, compressed });
    at += 46 + zip.readUInt16LE(at + 28) + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  if (declared > maxBytes) return false;
  let inflated = 0;
  for (const part of parts) {
    const data = zip.subarray(part.start, part.start + part.compressed);
    if (part.method === 0) {
      inflated += data.length;
    } else if (part.method === 8) {
      try {
        // throws once the output would pass what is left of the budget
        inflated += inflateRawSync(data, { maxOutputLength: Math.max(1, maxBytes - inflated) }).length;
      } catch (error) {
        if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') return false;
        throw new UnreadableZipError('Bad deflate data', { cause: error });
      }
    } else {
      throw new UnreadableZipError(`Unknown zip compression method ${part.method}`);
    }
    if (inflated > maxBytes) return false;
  }
  return true;
}
