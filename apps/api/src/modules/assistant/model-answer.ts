import type { Answer, AnswerBlock, Citation } from '@hoa/contracts/assistant';
import { z } from 'zod';
import type { AssistantConfig } from '../../config/config-types';
import { citationOf, pageOfQuote, placeName } from './cite-passage';
import type { Candidate } from './retrieve';

export type ModelConfig = NonNullable<AssistantConfig['model']>;

/**
 * The optional model's answer (ADR 122): an OpenAI-compatible chat-completions call given the question and
 * the retrieved passages only. What it writes is shown only if every quote in it is found verbatim in the
 * passage it cites and every citation names a passage it was given; otherwise (or on any failure) the
 * caller shows the extractive answer.
 */

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

const noAnswer = 'NO_ANSWER';

const systemPrompt = [
  "You answer a homeowner's question about their homeowners association's rules.",
  'Use ONLY the numbered passages given. Never use outside knowledge.',
  'Quote the passages word for word inside double quotes, each quote followed by its passage number in square brackets, like: "No Owner shall lease a Lot for less than twelve months." [2]',
  'Use double quotes only for quotes. Say plainly what the quotes mean for the question, in at most 120 words.',
  `If the passages do not answer the question, reply with exactly ${noAnswer}.`,
].join('\n');

export function modelPrompt(
  question: string,
  passages: Candidate[],
): { role: 'system' | 'user'; content: string }[] {
  const listed = passages
    .map(
      (passage, index) =>
        `[${index + 1}] ${placeName(passage)}${passage.page ? `, page ${passage.page}` : ''}:\n${passage.body}`,
    )
    .join('\n\n');
  return [
    { role: 'system', content: systemPrompt },
    { role: 'user', content: `Question: ${question}\n\nPassages:\n\n${listed}` },
  ];
}

const normalise = (text: string) =>
  text.replace(/[“”]/g, '"').replace(/[‘’]/g, "'").replace(/\s+/g, ' ').trim();

/**
 * The model's text as answer blocks, or null when it fails the check: a quote not verbatim in its passage,
 * a quote without a citation, a citation of a passage it was not given, or no quote at all.
 */
export function checkedModelAnswer(
  content: string,
  passages: Candidate[],
  associationId: number,
): { blocks: AnswerBlock[]; citations: Citation[] } | null {
  const text = normalise(content);
  if (!text || text.includes(noAnswer)) return null;
  const blocks: AnswerBlock[] = [];
  const citations: Citation[] = [];
  const citationIndex = new Map<number, number>();
  const quotePattern = /"([^"]+)"\s*((?:\[\d+\]\s*)*)/g;
  let last = 0;
  let quotes = 0;
  const pushText = (piece: string) => {
    // a citation mark outside a quote must still name a given passage; it is then dropped from the text
    for (const mark of piece.matchAll(/\[(\d+)\]/g)) {
      const n = Number(mark[1]);
      if (n < 1 || n > passages.length) throw new Error('unknown passage');
    }
    const clean = piece.replace(/\s*\[\d+\]/g, '').trim();
    if (clean && /[\p{L}\p{N}]/u.test(clean)) blocks.push({ type: 'text', text: clean });
  };
  try {
    for (const match of text.matchAll(quotePattern)) {
      pushText(text.slice(last, match.index));
      last = (match.index ?? 0) + match[0].length;
      const quote = (match[1] as string).trim();
      const marks = [...(match[2] ?? '').matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
      if (marks.length === 0) return null;
      const n = marks[0] as number;
      const passage = passages[n - 1];
      if (!passage) return null;
      const body = normalise(passage.body);
      const at = body.indexOf(quote.replace(/^\.\.\.\s*|\s*\.\.\.$/g, ''));
      if (at < 0 || quote.length < 12) return null;
      let index = citationIndex.get(n);
      if (index === undefined) {
        index = citations.length;
        citationIndex.set(n, index);
        citations.push(citationOf(passage, associationId, pageOfQuote(passage, at)));
      }
      blocks.push({ type: 'quote', text: quote, citation: index });
      quotes++;
    }
    pushText(text.slice(last));
  } catch {
    return null;
  }
  return quotes > 0 ? { blocks, citations } : null;
}

/** Asks the model; null on any failure or failed check (the extractive answer is then shown). */
export async function composeWithModel(
  config: ModelConfig,
  input: { question: string; passages: Candidate[]; associationId: number; extractive: Answer },
  log: { warn(object: object, message: string): void },
): Promise<Answer | null> {
  if (input.passages.length === 0) return null;
  try {
    const response = await fetch(`${config.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {}),
      },
      body: JSON.stringify({
        model: config.model,
        temperature: 0,
        max_tokens: 500,
        messages: modelPrompt(input.question, input.passages),
      }),
      signal: AbortSignal.timeout(config.timeoutMs),
    });
    if (!response.ok) {
      log.warn(
        { status: response.status },
        'assistant model answered with an error; extractive answer shown',
      );
      return null;
    }
    const parsed = completionSchema.safeParse(await response.json());
    const content = parsed.success ? parsed.data.choices[0]?.message.content : null;
    const checked = content ? checkedModelAnswer(content, input.passages, input.associationId) : null;
    if (!checked) {
      log.warn(
        { composedBy: 'model' },
        'assistant model answer failed the quote check; extractive answer shown',
      );
      return null;
    }
    return { ...input.extractive, ...checked, composedBy: 'model' };
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'assistant model unreachable; extractive answer shown',
    );
    return null;
  }
}
