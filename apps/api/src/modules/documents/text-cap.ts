/** Enough for any governing document; keeps the tsvector well under PostgreSQL's 1 MB limit. */
export const maxExtractedCharacters = 200_000;

/**
 * The text as search stores it: no NUL, at most the cap. Line ends (\n) and page breaks (\f) are kept,
 * so the rules assistant can split a document by its headings and cite pages (ADR 122); other
 * whitespace runs become one space, and blank lines one.
 */
export function capText(text: string): string {
  const clean = text
    .replaceAll('\u0000', '')
    .replace(/\r\n?/g, '\n')
    .replace(/[^\S\n\f]+/g, ' ')
    .replace(/ ?([\n\f]) ?/g, '$1')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return clean.length > maxExtractedCharacters ? clean.slice(0, maxExtractedCharacters) : clean;
}
