import type { Answer, AnswerBlock, Citation } from '@hoa/contracts/assistant';
import { citationOf, pageOfQuote, placeName, quoteOf } from './cite-passage';
import { type DocumentKind, kindName, kindRank } from './document-kind';
import { holdsAnswerType, type QuestionIntent, questionIntent } from './question-intent';
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
    if (!answering.some((c) => holdsAnswerType(needs, c.body))) return false;
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
