import type { Answer, AnswerBlock, Citation } from '@hoa/contracts/assistant';
import { type DocumentKind, kindName, kindRank } from './document-kind';
import type { Candidate, Retrieval } from './retrieve';

/**
 * The extractive answer (ADR 122): the passages that answer, each quoted verbatim (its most relevant
 * sentences) with its citation; or, when none does, a plain "the documents do not say" with the offer
 * to ask the management company. Pure: retrieval has happened.
 */

/** Below this share of the question's weight a passage does not answer it. */
export const minCoverage = 0.3;
/** Below this score the best passage is too weak an answer whatever its coverage. */
export const minScore = 2;
/** Further passages are shown when they score at least this share of the best. */
const companionShare = 0.55;
const maxPassages = 3;
const quoteTarget = 420;

export interface QuestionIntent {
  /** "Is the pool heated?", "Is there a …?": asks whether something is so, not what the rule is. */
  existence: boolean;
  /** A dispute, an enforcement or a fine: the answer also offers a person. */
  dispute: boolean;
  /** What kind of fact the question asks for, which the passage must contain to answer it. */
  needs: AnswerType | null;
}

type AnswerType =
  | 'weekday'
  | 'contact'
  | 'currentPerson'
  | 'currentFact'
  | 'upcomingDate'
  | 'secret'
  | 'rate'
  | 'companyName'
  | 'speed'
  | 'depth'
  | 'amount';

const disputePattern =
  /\b(fine[sd]?|fining|violation|violations|dispute|disputes|appeal|hearing|sue|suing|lawsuit|lawyer|attorney|enforce|enforcement|unfair|contest|complain|complaint|warning letter|penalt(y|ies))\b/i;

/** The fact a question asks for, when it is of a kind a governing document rarely holds. */
function neededAnswerType(question: string): AnswerType | null {
  const q = question.toLowerCase().replace(/[’‘]/g, "'");
  if (/\b(wi-?fi|password|gate code|access code|door code|combination)\b/.test(q)) return 'secret';
  if (/\b(what|which) days?\b/.test(q)) return 'weekday';
  if (
    /\b(phone|telephone|number to call|e-?mail address|contact info|who (do|should) i call|who to call|call about)\b/.test(
      q,
    )
  ) {
    return 'contact';
  }
  if (
    /\bwhose\b|\bwho(?:'s| is| are)\b.*\b(current|currently|now|this year|president|treasurer|secretary|manager|on the)\b/.test(
      q,
    )
  ) {
    return 'currentPerson';
  }
  if (/\b(right now|currently|at the moment|these days|this year)\b/.test(q)) return 'currentFact';
  if (/\bwhen(?:'s| is| are)? (?:the )?next\b|\bnext (?:board |annual )?meeting\b|\bupcoming\b/.test(q))
    return 'upcomingDate';
  if (/\b(tax|interest|mill) rate\b|\brate of\b/.test(q)) return 'rate';
  if (/\b(what|which) (\w+ )?(company|companies|contractor|vendor|firm)\b|\bname of the\b/.test(q))
    return 'companyName';
  if (/\bspeed limit\b|\bhow fast\b/.test(q)) return 'speed';
  if (/\bhow deep\b|\bdepth\b/.test(q)) return 'depth';
  if (
    /\bhow much (is|are|does|do|money)\b|\bhow much\b.*\b(cost|costs|charge|charges)\b|\bwhat does it cost\b/.test(
      q,
    )
  ) {
    return 'amount';
  }
  return null;
}

const answerTypeFound: Record<AnswerType, RegExp> = {
  weekday: /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i,
  contact: /(\(\d{3}\)\s*\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b|[\w.+-]+@[\w-]+\.[\w.]+)/,
  currentPerson: /\b(Mr|Mrs|Ms|Dr)\.\s+[A-Z]/,
  currentFact: /(?!)/,
  upcomingDate:
    /\b(January|February|March|April|May|June|July|August|September|October|November|December)\s+\d{1,2},\s+\d{4}\b/,
  secret: /\b(password|code) is\b/i,
  rate: /\d+(\.\d+)?\s?(%|percent)/i,
  companyName:
    /\b[A-Z][a-z]+ (Landscaping|Lawn|Services|Pools?|Roofing|Management|Company|Contractors?|LLC|Inc)\b/,
  speed: /\b\d+\s?(mph|miles per hour)\b/i,
  depth: /\b\d+(\.\d+)?\s?(feet|foot|ft|inches)\b.{0,40}\bdeep|\bdepth of\b/i,
  amount: /\$\s?\d/,
};

export function questionIntent(question: string): QuestionIntent {
  return {
    dispute: disputePattern.test(question),
    needs: neededAnswerType(question),
    existence: /^\s*(is|are) (the|our|there)\b|^\s*(does|do) (the|our) [\w-]+( [\w-]+)? (have|offer)\b/i.test(
      question,
    ),
  };
}

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

/** Whether the best candidate answers the question at all. */
export function answers(retrieval: Retrieval, intent: QuestionIntent): boolean {
  const best = retrieval.candidates[0];
  if (!best) return false;
  if (best.coverage < minCoverage || best.score < minScore) return false;
  const asked = retrieval.groups.filter((group) => !group.generic);
  // a topic homeowners ask about that these documents never mention ("EV charger", "gym"): not covered
  if (asked.some((group) => group.topic && group.df === 0)) return false;
  // "is the pool heated?", "does the clubhouse have a gym?": the rarest thing asked about must be there
  if (intent.existence && asked.length > 1) {
    const rarest = asked.reduce((a, b) => (b.idf > a.idf ? b : a));
    if (!best.matched.has(retrieval.groups.indexOf(rarest))) return false;
  }
  // the kind of fact asked for must be in one of the passages that would answer
  const needs = intent.needs;
  if (needs) {
    const answering = retrieval.candidates.slice(0, 3).filter((c) => c.coverage >= minCoverage);
    if (!answering.some((c) => answerTypeFound[needs].test(c.body))) return false;
  }
  return true;
}

/**
 * The passages to answer with: the best, and up to two more that score near it (from other sections),
 * an amendment moved ahead of the section it replaces, then by rank of document where scores are close.
 */
export function choosePassages(retrieval: Retrieval, amendments: Candidate[]): Candidate[] {
  const [best, ...rest] = retrieval.candidates;
  if (!best) return [];
  const chosen: Candidate[] = [best];
  for (const candidate of rest) {
    if (chosen.length >= maxPassages) break;
    if (candidate.score < best.score * companionShare || candidate.coverage < minCoverage) continue;
    if (chosen.some((c) => c.documentId === candidate.documentId && c.section === candidate.section))
      continue;
    chosen.push(candidate);
  }
  // an amendment that replaces a chosen section of the declaration or bylaws goes first
  for (const amendment of amendments) {
    const replaces = chosen.some(
      (c) =>
        (c.documentKind === 'declaration' || c.documentKind === 'bylaws') &&
        c.section !== null &&
        amendment.amends.some(
          (s) => s === c.section || c.section?.startsWith(`${s}.`) || s.startsWith(`${c.section}(`),
        ),
    );
    if (replaces && !chosen.some((c) => c.id === amendment.id)) chosen.unshift(amendment);
  }
  const ordered = chosen.slice(0, maxPassages);
  // within a close score, the higher-ranking document first (the declaration over the rules)
  return ordered.sort((a, b) => {
    const close = Math.abs(a.score - b.score) <= 0.25 * Math.max(a.score, b.score);
    if (a.documentKind === 'amendment' || b.documentKind === 'amendment') {
      return kindRank[a.documentKind] - kindRank[b.documentKind];
    }
    return close
      ? kindRank[a.documentKind] - kindRank[b.documentKind] || b.score - a.score
      : b.score - a.score;
  });
}

/** What the answer says about which document ruled, when the chosen passages come from different ranks. */
export function precedenceNote(chosen: Candidate[]): string | null {
  const amendment = chosen.find((c) => c.documentKind === 'amendment' && c.amends.length > 0);
  if (amendment) {
    const replaced = chosen.find(
      (c) =>
        c !== amendment &&
        c.section !== null &&
        amendment.amends.some((s) => s === c.section || s.startsWith(`${c.section}(`)),
    );
    const title = amendment.documentName.replace(/\.[a-z0-9]{1,5}$/i, '');
    if (replaced) {
      return `${title} changed section ${replaced.section} of the ${kindName[replaced.documentKind]}. A later amendment governs over what it amends, so this answer follows the amendment.`;
    }
    return `This answer follows ${title}, which changed section ${amendment.amends.join(', ')}.`;
  }
  const kinds = [...new Set(chosen.map((c) => c.documentKind))].filter((k) => k !== 'other');
  if (kinds.length < 2) return null;
  const sorted = kinds.sort((a, b) => kindRank[a] - kindRank[b]);
  const top = sorted[0] as DocumentKind;
  const others = sorted.slice(1).map((kind) => `the ${kindName[kind]}`);
  return `Where they differ, the ${kindName[top]} governs over ${others.join(' and ')}, so this answer follows the ${kindName[top]}.`;
}

/**
 * Follow-up questions: the other sections the search found, each asked about by its number and heading
 * ("What does section 6.5 (Vehicles and Parking) of the Declaration of Covenants say?"), which the
 * assistant answers from that section.
 */
export function suggestionsFrom(retrieval: Retrieval, shown: Candidate[]): string[] {
  const suggestions: string[] = [];
  const seen = new Set(shown.map((c) => `${c.documentId}|${c.section}`));
  for (const candidate of retrieval.candidates.slice(0, 12)) {
    const heading = candidate.heading?.trim();
    const key = `${candidate.documentId}|${candidate.section}`;
    if (!heading || candidate.section === null || heading.length > 60 || seen.has(key)) continue;
    seen.add(key);
    const title = candidate.documentName.replace(/\.[a-z0-9]{1,5}$/i, '');
    suggestions.push(`What does section ${candidate.section} (${heading}) of the ${title} say?`);
    if (suggestions.length >= 3) break;
  }
  return suggestions;
}

export interface ComposeInput {
  associationId: number;
  associationName: string;
  question: string;
  retrieval: Retrieval;
  amendments: Candidate[];
}

/** The extractive answer, or the honest decline. */
export function composeExtractive(input: ComposeInput): { answer: Answer; chosen: Candidate[] } {
  const intent = questionIntent(input.question);
  if (!answers(input.retrieval, intent)) {
    return { answer: declined(input, intent), chosen: [] };
  }
  const chosen = choosePassages(input.retrieval, input.amendments);
  const words = input.retrieval.groups.filter((g) => !g.generic).map((g) => g.words);
  const blocks: AnswerBlock[] = [];
  const citations: Citation[] = [];
  const precedence = precedenceNote(chosen);
  blocks.push({
    type: 'text',
    text:
      chosen.length === 1
        ? `${placeName(chosen[0] as Candidate)} says:`
        : `${input.associationName}'s documents say this in ${chosen.length} places:`,
  });
  chosen.forEach((candidate, index) => {
    const quote = quoteOf(candidate, words);
    citations.push(citationOf(candidate, input.associationId, pageOfQuote(candidate, quote.start)));
    if (chosen.length > 1) blocks.push({ type: 'text', text: `${placeName(candidate)}:` });
    blocks.push({ type: 'quote', text: candidate.body.slice(quote.start, quote.end), citation: index });
  });
  if (intent.dispute) {
    blocks.push({
      type: 'text',
      text: 'If you want to talk about a notice, a fine or a disagreement with someone, you can send your question to the management company.',
    });
  }
  return {
    answer: {
      kind: 'answered',
      blocks,
      citations,
      suggestions: suggestionsFrom(input.retrieval, chosen),
      offerHandoff: intent.dispute,
      precedence,
      composedBy: 'extractive',
    },
    chosen,
  };
}

function declined(input: ComposeInput, intent: QuestionIntent): Answer {
  const nearest = input.retrieval.candidates.slice(0, 3);
  return {
    kind: 'declined',
    blocks: [
      {
        type: 'text',
        text: `I could not find the answer to that in ${input.associationName}'s documents, and I would rather not guess.`,
      },
      {
        type: 'text',
        text: intent.needs
          ? 'That is the kind of thing the management company can tell you. I can send your question to them as a message.'
          : 'I can send your question to the management company as a message, and they will answer you in Messages.',
      },
    ],
    citations: [],
    suggestions: suggestionsFrom({ ...input.retrieval, candidates: nearest }, []),
    offerHandoff: true,
    precedence: null,
    composedBy: 'extractive',
  };
}

/** The answer as plain text (kept with the message, shown to screen readers and in the staff list). */
export function answerText(answer: Answer): string {
  const parts = answer.blocks.map((block) => {
    if (block.type === 'text') return block.text;
    if (block.type === 'link') return block.label;
    const citation = answer.citations[block.citation];
    return `"${block.text}"${citation ? ` (${citationLabel(citation)})` : ''}`;
  });
  if (answer.precedence) parts.push(answer.precedence);
  return parts.join('\n\n');
}

export function citationLabel(citation: Citation): string {
  const parts = [citation.documentTitle];
  if (citation.section)
    parts.push(`section ${citation.section}${citation.heading ? ` ${citation.heading}` : ''}`);
  if (citation.page !== null) parts.push(`page ${citation.page}`);
  return parts.join(', ');
}
