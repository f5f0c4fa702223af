import { type SQL, sql } from 'drizzle-orm';

/** Where the snippet looks for a match: the opening of the text, as far as it always has. */
export const snippetSearchChars = 20_000;
/** ts_headline reads about 0.4 µs a character, so it gets only this much around the first match. */
export const snippetWindowChars = 240;
/** How much of the window comes before the match (ts_headline shows about 8 words either side). */
const snippetLeadChars = 100;

/**
 * The snippet of the row `hits` (columns `text_content`): the window around the first word that starts
 * like a query word (or the opening, if none does), without a cut word at its start, and ts_headline
 * over only that window, so a long text is neither read nor parsed whole. Null without text.
 */
export function snippetSql(words: string[], query: SQL): SQL {
  const pattern = `\\m(${words.join('|')})`;
  // the character before the window (0: the window starts the text), found once (offset 0 keeps it so)
  const before = sql`greatest(regexp_instr(left(hits.text_content, ${snippetSearchChars}::int), ${pattern}, 1, 1, 0, 'i')
    - ${snippetLeadChars + 1}::int, 0)`;
  const window = sql`case when s.before = 0 then ' ' else '' end
    || substr(hits.text_content, greatest(s.before, 1), ${snippetWindowChars + 1}::int)`;
  return sql`(
    select nullif(ts_headline('english', regexp_replace(${window}, '^\\S*\\s+', ''), ${query},
      'StartSel=«, StopSel=», MaxWords=18, MinWords=6, MaxFragments=1'), '')
    from (select ${before} as before offset 0) s)`;
}
