import type { Citation } from '@hoa/contracts/assistant';
import type { Candidate } from './retrieve';

/**
 * Quoting and citing a passage (ADR 122): the sentences worth quoting, always an exact substring of the
 * passage; the page a quote is on; the citation and how an answer names the place.
 */

const quoteTarget = 420;

/** Sentences of a passage with their offsets, so a quote is always an exact substring. */
function sentencesOf(body: string): { start: number; end: number }[] {
  const sentences: { start: number; end: number }[] = [];
  // a point not followed by a space ("6.10", "U.S.") does not end a sentence
  const pattern = /(?:[^.;!?]|[.;!?](?!\s|$))+(?:[.;!?]+(?=\s|$)|$)/g;
  // abbreviations and numbers ("No. 5", "6.4") must not end a sentence: join pieces that end in one
  let start = -1;
  for (const match of body.matchAll(pattern)) {
    const piece = match[0];
    if (start < 0) start = match.index ?? 0;
    const end = (match.index ?? 0) + piece.length;
    const tail = piece.trimEnd();
    const abbreviation = /\b(?:No|Sec|St|Inc|Co|Mr|Mrs|Ms|Dr|U\.S|e\.g|i\.e|[A-Z])\.$/.test(tail);
    if (!abbreviation || end >= body.length) {
      sentences.push({ start, end });
      start = -1;
    }
  }
  if (start >= 0) sentences.push({ start, end: body.length });
  return sentences
    .map(({ start: s, end }) => {
      let from = s;
      let to = end;
      while (from < to && /\s/.test(body[from] as string)) from++;
      while (to > from && /\s/.test(body[to - 1] as string)) to--;
      return { start: from, end: to };
    })
    .filter((sentence) => sentence.end > sentence.start);
}

/**
 * The passage's part worth quoting: the whole of a short passage, else the run of sentences around the
 * one that mentions most of the question, up to about `quoteTarget` characters. Verbatim.
 */
export function quoteOf(
  candidate: Pick<Candidate, 'body'>,
  words: string[][],
): { start: number; end: number } {
  const body = candidate.body;
  if (body.length <= quoteTarget + 80) return { start: 0, end: body.length };
  const sentences = sentencesOf(body);
  if (sentences.length === 0) return { start: 0, end: Math.min(body.length, quoteTarget) };
  const lower = body.toLowerCase();
  const scoreOf = (sentence: { start: number; end: number }) => {
    const text = lower.slice(sentence.start, sentence.end);
    return words.reduce(
      (sum, group) =>
        sum +
        (group.some((word) =>
          new RegExp(`\\b${escapeRegExp(word.slice(0, Math.max(4, word.length - 2)))}`).test(text),
        )
          ? 1
          : 0),
      0,
    );
  };
  let best = 0;
  let bestScore = -1;
  sentences.forEach((sentence, index) => {
    const score = scoreOf(sentence);
    if (score > bestScore) {
      best = index;
      bestScore = score;
    }
  });
  let first = best;
  let last = best;
  const length = () =>
    (sentences[last] as { end: number }).end - (sentences[first] as { start: number }).start;
  // grow after the best sentence first (a rule's details follow it), then before it
  while (length() < quoteTarget) {
    const next = sentences[last + 1];
    const previous = sentences[first - 1];
    if (next && next.end - (sentences[first] as { start: number }).start <= quoteTarget * 1.3) last++;
    else if (previous && (sentences[last] as { end: number }).end - previous.start <= quoteTarget * 1.3)
      first--;
    else break;
  }
  return {
    start: (sentences[first] as { start: number }).start,
    end: (sentences[last] as { end: number }).end,
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The page a quote starts on: the passage's page, moved on by the page breaks before the quote. */
export function pageOfQuote(
  candidate: Pick<Candidate, 'page' | 'pageBreaks'>,
  quoteStart: number,
): number | null {
  if (candidate.page === null) return null;
  return candidate.page + candidate.pageBreaks.filter((offset) => offset <= quoteStart).length;
}

export function citationOf(candidate: Candidate, associationId: number, page: number | null): Citation {
  return {
    passageId: candidate.id,
    associationId,
    documentId: candidate.documentId,
    documentTitle: candidate.documentName,
    documentKind: candidate.documentKind,
    section: candidate.section,
    heading: candidate.heading,
    page,
  };
}

/** "Declaration of Covenants.pdf, Section 6.4 (Leasing)" as an answer's sentence names it. */
export function placeName(candidate: Pick<Candidate, 'documentName' | 'section' | 'heading'>): string {
  const document = candidate.documentName.replace(/\.[a-z0-9]{1,5}$/i, '');
  if (candidate.section === null) return document;
  return `${document}, section ${candidate.section}${candidate.heading ? ` (${candidate.heading})` : ''}`;
}
