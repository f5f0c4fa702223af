/** Hands a downloaded file to the browser under a name (a temporary object URL, released right after). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  globalThis.setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
