import type { AnswerBlock, AssistantMessage, Citation } from '@hoa/contracts/assistant';
import { citedPlaceLabel, citedPlaceQuery } from '../../lib/cited-place';

/** "Declaration of Covenants.pdf, Section 6.4 Leasing, page 9". */
export function citationLabel(citation: Citation): string {
  return [citation.documentTitle, citedPlaceLabel(citation)].filter(Boolean).join(', ');
}

/** The document preview opened at the cited place (SPEC §2: document/{associationId}/{documentId}/preview). */
export function citationHref(citation: Citation): string {
  return `/document/${citation.associationId}/${citation.documentId}/preview${citedPlaceQuery(citation)}`;
}

/** A quote block's citation; null when the answer's index points nowhere (never shown as a broken link). */
export function citationOf(citations: readonly Citation[], block: AnswerBlock): Citation | null {
  return block.type === 'quote' ? (citations[block.citation] ?? null) : null;
}

/** Each answer with the question it answers (the user's message just before it). */
export function exchangesOf(
  messages: readonly AssistantMessage[],
): { question: AssistantMessage | null; answer: AssistantMessage | null }[] {
  const exchanges: { question: AssistantMessage | null; answer: AssistantMessage | null }[] = [];
  for (const message of messages) {
    const last = exchanges.at(-1);
    if (message.role === 'assistant' && last && last.answer === null) last.answer = message;
    else if (message.role === 'assistant') exchanges.push({ question: null, answer: message });
    else exchanges.push({ question: message, answer: null });
  }
  return exchanges;
}

// words of building and changing a home's outside: what the architectural committee (ARC) reviews
const arcWords =
  /\b(fenc\w*|shed|sheds|paint\w*|colou?rs?|deck|decks|patio|additions?|roof\w*|solar|landscap\w*|exterior|install\w*|build\w*|construct\w*|alter\w*|modif\w*|improvements?|pergola|gazebo|driveway|windows?|doors?|siding|architectural|arc)\b/i;

/** An answered question about changing the outside of a home, which the ARC reviews: it can become an ARC request. */
export function isArcQuestion(question: string, answer: AssistantMessage['answer']): boolean {
  if (answer === null || answer.kind !== 'answered') return false;
  const cited = answer.citations.some((citation) =>
    arcWords.test(`${citation.documentTitle} ${citation.heading ?? ''}`),
  );
  return cited || arcWords.test(question);
}
