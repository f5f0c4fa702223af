import type { ByteRange } from './blob-storage';

/** What to answer a download with (RFC 9110 §14): all of it, one range (206), or 416. */
export type RangeAnswer = { kind: 'whole' } | { kind: 'part'; range: ByteRange } | { kind: 'unsatisfiable' };

/**
 * Reads a Range header against a blob of `size` bytes. One range is served (`bytes=a-b`, `bytes=a-`,
 * `bytes=-n`); a header that is not a valid bytes range, or asks for several, is ignored (the whole
 * file, as RFC 9110 allows); a valid range that starts past the end, or an empty suffix, is 416. With
 * If-Range, the range applies only while the entity tag still matches (our tags are strong: the hash).
 */
export function rangeAnswer(
  header: string | undefined,
  size: number,
  options: { ifRange?: string; etag: string },
): RangeAnswer {
  if (header === undefined) return { kind: 'whole' };
  if (options.ifRange !== undefined && options.ifRange.trim() !== options.etag) return { kind: 'whole' };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: 'whole' };
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return { kind: 'whole' };
  if (first === '') {
    // the last `n` bytes
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'part', range: { start: Math.max(0, size - suffix), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  // last before first makes the header invalid, so it is ignored
  if (end < start) return { kind: 'whole' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'part', range: { start, end: Math.min(end, size - 1) } };
}
