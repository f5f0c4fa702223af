/**
 * The file name a Content-Disposition header gives (RFC 6266): the exact UTF-8 `filename*` when
 * present, else the plain `filename`; null when there is none.
 */
export function fileNameOf(header: string | null): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*UTF-8''([^;\s]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(extended);
    } catch {
      // a malformed encoding: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/i.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name ? name : null;
}
