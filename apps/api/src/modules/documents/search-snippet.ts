import { type SQL, sql } from 'drizzle-orm';

/** Where the snippet looks for a match: the opening of the text, as far as it always has. */
export const snippetSearchChars = 20_000;
/** The excerpt the database returns: enough for the snippet's words around the match. */
export const snippetWindowChars = 300;
/** How much of the excerpt comes before the match. */
const snippetLeadChars = 120;
/** As ts_headline's MaxWords before: the snippet's length, and how many of its words precede the match. */
const snippetWords = 18;
const wordsBefore = 8;

const wordRun = /[\p{L}\p{N}]+/gu;

/**
 * A lateral sub-select giving `start`: where the excerpt of the row `hits` begins, `snippetLeadChars`
 * before the first word that starts like a query word (1 if none does in the first `snippetSearchChars`).
 */
export function excerptStartSql(words: string[]): SQL {
  const pattern = `\\m(${words.join('|')})`;
  return sql`select greatest(regexp_instr(left(hits.text_content, ${snippetSearchChars}::int), ${pattern}, 1, 1, 0, 'i')
    - ${snippetLeadChars}::int, 1) as start offset 0`;
}

/** The excerpt from `start`, with the character before it (so a word cut at the start can be seen). */
export const excerptSql = (start: SQL) =>
  sql`substr(hits.text_content, greatest(${start} - 1, 1), ${snippetWindowChars + 1}::int)`;

/**
 * The snippet: up to 18 whole words of the excerpt around its first match, every word that starts like a
 * query word between « and ». Built here rather than by ts_headline, whose parsing costs the database
 * about 0.4 µs a character for each hit. Null without text.
 */
export function snippetOf(excerpt: string | null, cutAtStart: boolean, words: string[]): string | null {
  if (excerpt === null) return null;
  let tokens = excerpt.split(/\s+/);
  if (cutAtStart) tokens = tokens.slice(1);
  if (excerpt.length > snippetWindowChars) tokens = tokens.slice(0, -1);
  tokens = tokens.filter((token) => token.length > 0);
  if (tokens.length === 0) return null;
  const matches = (run: string) => words.some((word) => run.toLowerCase().startsWith(word));
  const first = tokens.findIndex((token) => (token.match(wordRun) ?? []).some(matches));
  const from = first < 0 ? 0 : Math.max(0, Math.min(first - wordsBefore, tokens.length - snippetWords));
  return tokens
    .slice(from, from + snippetWords)
    .map((token) => token.replace(wordRun, (run) => (matches(run) ? `«${run}»` : run)))
    .join(' ');
}
