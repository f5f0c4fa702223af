import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/database';
import { genericWords, synonymGroups } from './glossary';
import {
  type Passage,
  type PassageRow,
  type PassageScope,
  passageColumns,
  selectVisiblePassages,
  toPassage,
} from './visible-passages';

/**
 * Retrieval for the rules assistant (ADR 122): the question's words, each widened to its synonym group,
 * find candidate passages through the full-text index (any word matches: an OR query), limited to the
 * folders the asker may see; the candidates are then scored here, BM25-style, counting a synonym group
 * once and a match in a heading above one in the text, with each group weighed by how rare it is among
 * the association's passages. How much of the question a passage covers decides whether it answers.
 */

/** One idea of the question: the words typed for it and the synonyms they stand for. */
export interface QueryGroup {
  /** A word of the glossary: a topic homeowners ask about, so its absence from the documents says something. */
  topic: boolean;
  words: string[];
  lexemes: string[];
  /** The lexemes of the words as typed (the others are synonyms, which count a little less). */
  typed: string[];
  generic: boolean;
  /** Passages (of those the asker may see) that contain any of its lexemes. */
  df: number;
  idf: number;
}

export interface Candidate extends Passage {
  score: number;
  /** Share of the question's weight (its non-generic groups) that the passage mentions. */
  coverage: number;
  /** Which groups (by index) it mentions. */
  matched: Set<number>;
}

export interface Retrieval {
  groups: QueryGroup[];
  candidates: Candidate[];
  passageCount: number;
}

const glossaryWords = new Set(synonymGroups.flat());
const wordPattern = /[a-z0-9]+(?:[-'][a-z0-9]+)*/g;

/** Words typed as one that documents write as two, and the like. */
const compounds: Record<string, string[]> = {
  backyard: ['rear', 'yard'],
  frontyard: ['front', 'yard'],
  'front-yard': ['front', 'yard'],
  'back-yard': ['rear', 'yard'],
  airbnb: ['short-term', 'rental'],
  vrbo: ['short-term', 'rental'],
  hoa: [],
};

/** The question's words, grouped: words of one synonym group count as one idea. */
type TypedGroup = { words: string[]; typed: string[]; topic: boolean; generic: boolean };

export function questionGroups(question: string): TypedGroup[] {
  const groups: TypedGroup[] = [];
  const byGroup = new Map<number, TypedGroup>();
  const seen = new Set<string>();
  const words = (question.toLowerCase().replace(/[’‘]/g, "'").match(wordPattern) ?? []).map((token) =>
    token.replace(/'s$/, ''),
  );
  // "double wide" is the glossary's "double-wide"
  const joined: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const pair = `${words[i]}-${words[i + 1]}`;
    if (i + 1 < words.length && glossaryWords.has(pair)) {
      joined.push(pair);
      i++;
    } else joined.push(words[i] as string);
  }
  const tokens = joined.flatMap((token) => compounds[token] ?? [token]);
  for (const token of tokens) {
    if (seen.has(token)) continue;
    seen.add(token);
    const index = synonymGroups.findIndex((group) => group.includes(token));
    if (index >= 0) {
      const existing = byGroup.get(index);
      if (existing) {
        existing.typed.push(token);
        continue;
      }
      const group = {
        words: [...(synonymGroups[index] as readonly string[])],
        typed: [token],
        topic: true,
        generic: genericWords.has(token),
      };
      byGroup.set(index, group);
      groups.push(group);
    } else {
      // numbers ("34 foot", "13 yr old") are details of the question, not its topic
      groups.push({
        words: [token],
        typed: [token],
        topic: false,
        generic: genericWords.has(token) || /^\d+$/.test(token),
      });
    }
  }
  return groups.slice(0, 16);
}

/** A text[] parameter list (drizzle would send a JS array as a row). */
export const textArray = (values: string[]) =>
  sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;

/** The section a question names ("section 6.5", "§ 5.03", "rule 4", "A-1"), lower case, or null. */
export function sectionReference(question: string): string | null {
  const match = /\b(?:section|sec\.|rule)\s+([a-z]?-?\d+(?:\.\d+)*)|§\s*(\d+(?:\.\d+)*)/i.exec(question);
  const reference = match?.[1] ?? match?.[2];
  return reference ? reference.toLowerCase() : null;
}

/** A lexeme as a tsquery literal (never parsed as query syntax). */
const literal = (lexeme: string) => `'${lexeme.replaceAll("'", "''")}'`;

type ScoredRow = PassageRow & { vector: string };

/** `'fenc':3A,17 'height':4A` → lexeme → counts by weight (A heading, B text, C part and title). */
function parseVector(vector: string): Map<string, { a: number; b: number; c: number; positions: number[] }> {
  const terms = new Map<string, { a: number; b: number; c: number; positions: number[] }>();
  const pattern = /'((?:[^']|'')+)':([0-9A-D,]+)/g;
  for (const match of vector.matchAll(pattern)) {
    const entry = { a: 0, b: 0, c: 0, positions: [] as number[] };
    for (const position of (match[2] as string).split(',')) {
      const weight = position.replace(/[0-9]/g, '') || 'D';
      entry.positions.push(Number.parseInt(position, 10));
      if (weight === 'A') entry.a++;
      else if (weight === 'C') entry.c++;
      else entry.b++;
    }
    terms.set((match[1] as string).replaceAll("''", "'"), entry);
  }
  return terms;
}

const candidateLimit = 80;
const synonymWeight = 0.6;
/**
 * In coverage, a word rarer than this counts no more than this: a word the documents hardly use ("usually",
 * "morning") must not outweigh the topic asked about.
 */
const coverageIdfCap = 3.5;

/** A question word's weight in coverage: its rarity, capped. */
const coverageWeight = (group: QueryGroup) => Math.min(group.idf, coverageIdfCap);

/**
 * The passages that may answer `question`, best first, scored. Empty when the question has no word
 * worth searching for.
 */
export async function retrievePassages(
  db: Db,
  options: PassageScope & { question: string },
): Promise<Retrieval> {
  const typed = questionGroups(options.question);
  if (typed.length === 0 || options.audiences.length === 0)
    return { groups: [], candidates: [], passageCount: 0 };
  const allWords = [...new Set(typed.flatMap((group) => [...group.words, ...group.typed]))];
  const stems = await queryRows<{ word: string; lexemes: string[] | null }>(
    db,
    sql`select w as word, ts_lexize('english_stem', w) as lexemes from unnest(${textArray(allWords)}) as w`,
  );
  const lexemesOf = new Map(stems.map((row) => [row.word, row.lexemes ?? []]));
  const groups = typed
    .map((group) => ({
      ...group,
      lexemes: [...new Set([...group.typed, ...group.words].flatMap((word) => lexemesOf.get(word) ?? []))],
      typed: [...new Set(group.typed.flatMap((word) => lexemesOf.get(word) ?? []))],
    }))
    .filter((group) => group.lexemes.length > 0);
  if (groups.length === 0) return { groups: [], candidates: [], passageCount: 0 };

  const searched = groups.some((group) => !group.generic) ? groups.filter((group) => !group.generic) : groups;
  const anyQuery = [...new Set(searched.flatMap((group) => group.lexemes))].map(literal).join(' | ');
  const groupQueries = groups.map((group) => group.lexemes.map(literal).join(' | '));

  const [counts] = await queryRows<Record<string, number | string>>(
    db,
    selectVisiblePassages(
      options,
      sql`count(*) as total, ${sql.join(
        groupQueries.map(
          (query, index) =>
            sql`count(*) filter (where p.search @@ ${query}::tsquery) as ${sql.identifier(`g${index}`)}`,
        ),
        sql`, `,
      )}`,
    ),
  );
  const passageCount = Number(counts?.total ?? 0);
  const weighed: QueryGroup[] = groups.map((group, index) => {
    const df = Number(counts?.[`g${index}`] ?? 0);
    const idf = Math.log(1 + (passageCount - df + 0.5) / (df + 0.5));
    return { ...group, df, idf };
  });

  const rows = await queryRows<ScoredRow>(
    db,
    selectVisiblePassages(
      options,
      sql`${passageColumns}, p.search::text as vector`,
      sql`and p.search @@ ${anyQuery}::tsquery
      order by ts_rank_cd('{0.1, 0.4, 0.6, 1.0}', p.search, ${anyQuery}::tsquery, 1) desc, p.id
      limit ${candidateLimit}`,
    ),
  );
  const reference = sectionReference(options.question);
  const averageLength = rows.length ? rows.reduce((sum, row) => sum + row.body.length, 0) / rows.length : 1;
  const questionWeight = weighed.reduce((sum, group) => sum + (group.generic ? 0 : coverageWeight(group)), 0);
  const candidates = rows.map((row) => {
    const scored = scoreRow(row, weighed, averageLength, questionWeight);
    // "what does section 6.5 say": the section named is what was asked about
    if (reference !== null && row.section?.toLowerCase() === reference) {
      return { ...scored, score: scored.score + 8, coverage: Math.max(scored.coverage, 0.8) };
    }
    return scored;
  });
  candidates.sort((a, b) => b.score - a.score || a.id - b.id);
  return { groups: weighed, candidates, passageCount };
}

function scoreRow(
  row: ScoredRow,
  groups: QueryGroup[],
  averageLength: number,
  questionWeight: number,
): Candidate {
  const terms = parseVector(row.vector);
  const k1 = 1.2;
  const b = 0.6;
  const lengthNorm = 1 - b + (b * row.body.length) / averageLength;
  let score = 0;
  let covered = 0;
  const matched = new Set<number>();
  const bodyPositions: number[][] = [];
  const headingLexemes = [...terms.entries()].filter(([, entry]) => entry.a > 0).map(([lexeme]) => lexeme);
  const asked = new Set<string>();
  groups.forEach((group, index) => {
    let a = 0;
    let bodyCount = 0;
    let c = 0;
    const positions: number[] = [];
    for (const lexeme of group.lexemes) {
      const entry = terms.get(lexeme);
      if (!entry) continue;
      // a synonym counts a little less than the word as typed
      const factor = group.typed.includes(lexeme) ? 1 : synonymWeight;
      a = Math.max(a, entry.a > 0 ? factor : 0);
      bodyCount += entry.b * factor;
      c = Math.max(c, entry.c > 0 ? factor : 0);
      positions.push(...entry.positions);
      if (!group.generic) asked.add(lexeme);
    }
    bodyPositions.push(positions);
    if (a + bodyCount + c === 0) return;
    matched.add(index);
    const weight = group.generic ? 0.25 : 1;
    const tf = (bodyCount * (k1 + 1)) / (bodyCount + k1 * lengthNorm);
    score += weight * group.idf * (tf + 1.6 * a + 0.4 * c);
    if (!group.generic) covered += coverageWeight(group);
  });
  // a heading that is mostly words of the question ("Annual Meeting") is what was asked about
  if (headingLexemes.length > 0 && headingLexemes.length <= 6) {
    const share = headingLexemes.filter((lexeme) => asked.has(lexeme)).length / headingLexemes.length;
    score += 2.5 * share;
  }
  // words of two different ideas close together ("fence" … "height") say more than each alone
  for (let i = 0; i < groups.length; i++) {
    for (let j = i + 1; j < groups.length; j++) {
      if ((groups[i] as QueryGroup).generic || (groups[j] as QueryGroup).generic) continue;
      const near = (bodyPositions[i] ?? []).some((p) =>
        (bodyPositions[j] ?? []).some((q) => Math.abs(p - q) <= 6),
      );
      if (near) score += 0.4 * Math.min((groups[i] as QueryGroup).idf, (groups[j] as QueryGroup).idf);
    }
  }
  const coverage = questionWeight > 0 ? covered / questionWeight : matched.size > 0 ? 1 : 0;
  return {
    ...toPassage(row),
    score: score * (0.5 + 0.5 * coverage) * (row.section === null ? 0.7 : 1),
    coverage,
    matched,
  };
}
