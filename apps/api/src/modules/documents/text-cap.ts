/** Enough for any governing document; keeps the tsvector well under PostgreSQL's 1 MB limit. */
export const maxExtractedCharacters = 200_000;

/** The text as search stores it: no NUL, whitespace runs as one space, at most the cap. */
export function capText(text: string): string {
  const clean = text.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();
  return clean.length > maxExtractedCharacters ? clean.slice(0, maxExtractedCharacters) : clean;
}
