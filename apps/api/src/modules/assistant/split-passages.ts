/**
 * Splits a governing document's text into passages by its own structure (ADR 122): parts (ARTICLE IV,
 * CHAPTER 4, PART FIVE, "12. USE RESTRICTIONS"), sections ("Section 6.4.", "§ 5.03", "Rule 4.",
 * "3.2 Pool Hours") and, for a long section, its lettered paragraphs. Pages come from the form feeds
 * that text extraction leaves between PDF pages. Pure: no database.
 */

export interface SplitPassage {
  /** The section number as printed, or null for text outside numbered sections. */
  section: string | null;
  heading: string | null;
  /** The part (article, chapter) heading it sits in, or null. */
  part: string | null;
  /** The page it starts on, from 1; null when the text has no page breaks. */
  page: number | null;
  /** Offsets in `body` where the next pages start. */
  pageBreaks: number[];
  body: string;
}

interface Line {
  text: string;
  page: number;
}

interface Heading {
  kind: 'part' | 'section';
  number: string;
  title: string;
  /** Text after the heading on the same line (a run-in heading: "Section 6.4. Leasing. No Owner…"). */
  rest: string;
}

/** Longer sections are split at lettered paragraphs or sentences into passages of about this size. */
const passageTarget = 1400;
const passageMax = 2000;
/** A document without headings is cut into passages of about this size. */
const plainChunk = 900;

const roman = /^[IVXLC]+$/;
const words = [
  'ONE',
  'TWO',
  'THREE',
  'FOUR',
  'FIVE',
  'SIX',
  'SEVEN',
  'EIGHT',
  'NINE',
  'TEN',
  'ELEVEN',
  'TWELVE',
];

function romanValue(text: string): number {
  const values: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
  let total = 0;
  for (let i = 0; i < text.length; i++) {
    const value = values[text[i] as string] ?? 0;
    const next = values[text[i + 1] as string] ?? 0;
    total += value < next ? -value : value;
  }
  return total;
}

/** "VII" → "7", "FIVE" → "5", "12" → "12". */
function partNumber(token: string): string {
  const upper = token.toUpperCase();
  if (roman.test(upper)) return String(romanValue(upper));
  const index = words.indexOf(upper);
  return index >= 0 ? String(index + 1) : token;
}

const dash = '[-–—:.]';
const partPatterns: RegExp[] = [
  new RegExp(String.raw`^(?:ARTICLE|Article)\s+([IVXLC]+|\d+)\b\.?\s*${dash}?\s*(.*)$`),
  new RegExp(String.raw`^(?:CHAPTER|Chapter)\s+(\d+|[IVXLC]+)\b\.?\s*${dash}?\s*(.*)$`),
  new RegExp(String.raw`^(?:PART|Part)\s+(\d+|[IVXLC]+|[A-Z][a-z]*|[A-Z]+)\b\.?\s*${dash}?\s*(.*)$`),
  // "SECTION A - POOL AND SPA": a lettered part (its sections are "A-1", "A-2")
  new RegExp(String.raw`^(?:SECTION|Section)\s+([A-Z])\s*${dash}\s*(.*)$`),
  // "12. USE RESTRICTIONS": a number and a title in capitals
  /^(\d{1,2})\.\s+([A-Z][A-Z0-9 ,;&'’()/-]{2,80})$/,
];

const sectionPatterns: { pattern: RegExp; keyword: boolean }[] = [
  { pattern: /^(?:Section|SECTION|Sec\.)\s+(\d+(?:\.\d+)*[A-Za-z]?)\b\.?(.*)$/, keyword: true },
  { pattern: /^§+\s*(\d+(?:\.\d+)*[A-Za-z]?)\b\.?(.*)$/, keyword: true },
  { pattern: /^(?:Rule|RULE)\s+(\d+(?:\.\d+)*)\b\.?(.*)$/, keyword: true },
  { pattern: /^(\d{1,2}\.\d{1,3}(?:\.\d{1,3})?)\.?(\s.*)$/, keyword: false },
  // "A-1 Pool Hours"
  { pattern: /^([A-Z]{1,2}-\d{1,3})\.?(\s.*)$/, keyword: false },
];

/** "Leasing. No Owner shall…" → title "Leasing", rest "No Owner shall…"; a long line has no title. */
function titleAndRest(text: string): { title: string; rest: string } {
  const trimmed = text.replace(new RegExp(`^\\s*${dash}?\\s*`), '').trim();
  if (trimmed === '') return { title: '', rest: '' };
  const stop = trimmed.search(/[.:](\s|$)/);
  if (stop > 0 && stop <= 90) {
    return { title: trimmed.slice(0, stop).trim(), rest: trimmed.slice(stop + 1).trim() };
  }
  if (trimmed.length <= 90) return { title: trimmed, rest: '' };
  return { title: '', rest: trimmed };
}

function parseHeading(line: string): Heading | null {
  for (const pattern of partPatterns) {
    const match = pattern.exec(line);
    if (!match) continue;
    const title = (match[2] ?? '').trim();
    // "Article 4 of the Declaration…" is a reference, not a heading
    if (/^[a-z(,;]/.test(title)) continue;
    if (title.length > 100) continue;
    return {
      kind: 'part',
      number: partNumber(match[1] as string),
      title: title.replace(/\.$/, ''),
      rest: '',
    };
  }
  for (const { pattern, keyword } of sectionPatterns) {
    const match = pattern.exec(line);
    if (!match) continue;
    const after = match[2] ?? '';
    // "Section 4.3 of this Declaration", "6.4, the Board…": a reference that a line happens to start with
    if (/^\s*[a-z,;)(]/.test(after)) continue;
    if (!keyword && !/^\s+[A-Z]/.test(after)) continue;
    const { title, rest } = titleAndRest(after);
    return { kind: 'section', number: match[1] as string, title, rest };
  }
  return null;
}

const numberParts = (number: string) => number.split('.').map((part) => Number.parseInt(part, 10) || 0);

/** Whether `next` can follow `previous` in a numbered sequence (so "4.5 acres" mid-text is not a heading). */
function followsOn(previous: string | null, next: string): boolean {
  if (previous === null) return true;
  const a = numberParts(previous);
  const b = numberParts(next);
  if (a.length !== b.length) {
    const deeper = b[a.length];
    return b.length < a.length || (deeper !== undefined && deeper <= 2);
  }
  for (let i = 0; i < a.length; i++) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (y === x) continue;
    // the next number at this level, and the levels below it start again
    return y > x && y <= x + 3 && b.slice(i + 1).every((rest) => rest <= 2);
  }
  return false;
}

/** Legacy text (all whitespace squashed into spaces): put headings back at the start of their lines. */
function restoreLines(text: string): string {
  if (text.includes('\n') || text.includes('\f')) return text;
  return text
    .replace(/\s+(?=(?:ARTICLE|CHAPTER|PART)\s+(?:[IVXLC]+|\d+|[A-Z]+)\b)/g, '\n')
    .replace(/\s+(?=(?:Section|SECTION)\s+\d+(?:\.\d+)*\.?\s+[A-Z])/g, '\n')
    .replace(/\s+(?=§\s*\d)/g, '\n')
    .replace(/\s+(?=Rule\s+\d+\.\s+[A-Z])/g, '\n');
}

/** "Page 3 of 14", "- 3 -", "3": running page numbers, not text. */
const pageFooter = /^(?:(?:page\s+)?\d{1,4}(?:\s+of\s+\d{1,4})?|-\s*\d{1,4}\s*-)$/i;

function linesOf(text: string): { lines: Line[]; paged: boolean } {
  const pages = restoreLines(text).split('\f');
  const lines: Line[] = [];
  pages.forEach((pageText, index) => {
    for (const raw of pageText.split('\n')) {
      const line = raw.trim();
      if (line && !pageFooter.test(line)) lines.push({ text: line, page: index + 1 });
    }
  });
  return { lines, paged: pages.length > 1 };
}

interface Section {
  number: string | null;
  title: string | null;
  part: string | null;
  lines: Line[];
}

/** Cuts a long body at lettered paragraphs ("(a)") or sentence ends into passages near the target. */
function cutBody(body: string, target: number, max: number): [number, number][] {
  if (body.length <= max) return [[0, body.length]];
  const cuts: [number, number][] = [];
  let start = 0;
  while (body.length - start > max) {
    const window = body.slice(start, start + max);
    let cut = -1;
    // prefer a lettered paragraph after the target's first half, else a sentence end
    const paragraph = /\s\((?:[a-z]|[ivx]+|\d+)\)\s/g;
    for (let match = paragraph.exec(window); match; match = paragraph.exec(window)) {
      if (match.index >= target / 2) {
        cut = match.index + 1;
        if (match.index >= target) break;
      }
    }
    if (cut < 0) {
      const sentence = /[.;:]\s+(?=[A-Z("])/g;
      for (let match = sentence.exec(window); match; match = sentence.exec(window)) {
        if (match.index >= target / 2) {
          cut = match.index + match[0].length;
          if (match.index >= target) break;
        }
      }
    }
    if (cut <= 0) cut = window.lastIndexOf(' ') > target / 2 ? window.lastIndexOf(' ') + 1 : max;
    cuts.push([start, start + cut]);
    start += cut;
  }
  cuts.push([start, body.length]);
  return cuts;
}

function toPassages(section: Section, paged: boolean, target: number, max: number): SplitPassage[] {
  if (section.lines.length === 0) return [];
  let body = '';
  const breaks: number[] = [];
  let page = section.lines[0]?.page ?? 1;
  for (const line of section.lines) {
    if (line.page !== page) {
      for (let p = page; p < line.page; p++) breaks.push(body.length === 0 ? 0 : body.length + 1);
      page = line.page;
    }
    // a word split by a hyphen at the line's end is joined again
    if (body.endsWith('-') && /^[a-z]/.test(line.text)) body = body.slice(0, -1) + line.text;
    else body = body ? `${body} ${line.text}` : line.text;
  }
  const firstPage = section.lines[0]?.page ?? 1;
  return cutBody(body, target, max).map(([from, to]) => {
    const before = breaks.filter((offset) => offset <= from).length;
    return {
      section: section.number,
      heading: section.title,
      part: section.part,
      page: paged ? firstPage + before : null,
      pageBreaks: breaks.filter((offset) => offset > from && offset < to).map((offset) => offset - from),
      body: body.slice(from, to).trim(),
    };
  });
}

/** The passages of a document's text, in order. */
export function splitPassages(text: string, options: { pdf?: boolean } = {}): SplitPassage[] {
  const { lines, paged: breaks } = linesOf(text);
  // a PDF read with its lines kept has pages even when it has one (text squashed by an older extraction
  // has no line or page breaks, so its pages are unknown)
  const paged = breaks || (options.pdf === true && text.includes('\n'));
  const sections: Section[] = [];
  let part: string | null = null;
  let partNo: string | null = null;
  let lastSection: string | null = null;
  let headings = 0;
  let current: Section = { number: null, title: null, part: null, lines: [] };
  const start = (next: Section) => {
    if (current.lines.length > 0 || current.number !== null) sections.push(current);
    current = next;
  };
  const seen = new Set<string>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const heading = parseHeading(line.text);
    if (heading?.kind === 'part') {
      let title = heading.title;
      // a part heading whose title is printed on the next line
      const next = lines[i + 1];
      if (!title && next && next.text.length <= 80 && next.text === next.text.toUpperCase()) {
        title = next.text;
        i++;
      }
      part = title ? `${capitalised(title)}` : null;
      partNo = heading.number;
      lastSection = null;
      headings++;
      start({ number: partNo, title: part, part, lines: [] });
      continue;
    }
    if (heading?.kind === 'section') {
      const key = `${partNo ?? ''}|${heading.number}`;
      const numeric = /^\d+\./.test(line.text);
      const accepted =
        !seen.has(key) && (!numeric || followsOn(lastSection, heading.number) || lastSection === null);
      if (accepted) {
        seen.add(key);
        lastSection = heading.number;
        headings++;
        start({ number: heading.number, title: heading.title || null, part, lines: [] });
        if (heading.rest) current.lines.push({ text: heading.rest, page: line.page });
        continue;
      }
    }
    current.lines.push(line);
  }
  start({ number: null, title: null, part: null, lines: [] });

  if (headings === 0) {
    // no structure to follow: passages of about one paragraph, cited by page
    return toPassages({ number: null, title: null, part: null, lines }, paged, plainChunk, plainChunk * 1.4);
  }
  // a part's own text (before its first section) keeps the part's number, unless it is empty
  return sections.flatMap((section) => toPassages(section, paged, passageTarget, passageMax));
}

/** "USE RESTRICTIONS" → "Use Restrictions"; a title already in mixed case stays as it is. */
export function capitalised(title: string): string {
  if (title !== title.toUpperCase()) return title;
  const small = new Set(['and', 'or', 'of', 'the', 'to', 'in', 'for', 'on', 'a', 'an', 'by', 'with']);
  return title
    .toLowerCase()
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && small.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1),
    )
    .join(' ');
}
