/**
 * GET of a demo-only address (/api/demo/…): plain fetch, no bearer (the demo's data is nobody's), and a
 * failure the demo pages show as it is.
 */
export async function getDemoJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal });
  if (!response.ok) throw new Error(`The demo server answered ${response.status}.`);
  return (await response.json()) as T;
}
