import type { Answer, AssistantMessage, Citation } from '@hoa/contracts/assistant';
import { describe, expect, it } from 'vitest';
import { citationHref, citationLabel, citationOf, exchangesOf, isArcQuestion } from './citations';

const citation = (overrides: Partial<Citation> = {}): Citation => ({
  passageId: 1,
  associationId: 3,
  documentId: 44,
  documentTitle: 'Declaration of Covenants.pdf',
  documentKind: 'declaration',
  section: '6.4',
  heading: 'Leasing',
  page: 9,
  ...overrides,
});

const answer = (overrides: Partial<Answer> = {}): Answer => ({
  kind: 'answered',
  blocks: [],
  citations: [],
  suggestions: [],
  offerHandoff: false,
  precedence: null,
  composedBy: 'extractive',
  ...overrides,
});

const message = (id: number, role: AssistantMessage['role'], text = ''): AssistantMessage => ({
  id,
  role,
  text,
  answer: role === 'assistant' ? answer() : null,
  feedback: null,
  handoffConversationId: null,
  createdAt: '2026-11-29T12:00:00.000Z',
});

describe('citations', () => {
  it('names the document, the section and the page', () => {
    expect(citationLabel(citation())).toBe('Declaration of Covenants.pdf, Section 6.4 Leasing, page 9');
    expect(citationLabel(citation({ section: null, heading: null, page: null }))).toBe(
      'Declaration of Covenants.pdf',
    );
  });

  it('links to the preview at the cited place', () => {
    expect(citationHref(citation())).toBe('/document/3/44/preview?page=9&section=6.4&heading=Leasing');
    expect(citationHref(citation({ heading: 'Pets & animals', page: null, section: null }))).toBe(
      '/document/3/44/preview?heading=Pets+%26+animals',
    );
  });

  it('finds a quote’s citation and none for an index out of range', () => {
    const citations = [citation()];
    expect(citationOf(citations, { type: 'quote', text: 'x', citation: 0 })).toEqual(citation());
    expect(citationOf(citations, { type: 'quote', text: 'x', citation: 3 })).toBeNull();
    expect(citationOf(citations, { type: 'text', text: 'x' })).toBeNull();
  });
});

describe('exchangesOf', () => {
  it('pairs each answer with the question before it', () => {
    const pairs = exchangesOf([message(1, 'user'), message(2, 'assistant'), message(3, 'user')]);
    expect(pairs.map((pair) => [pair.question?.id ?? null, pair.answer?.id ?? null])).toEqual([
      [1, 2],
      [3, null],
    ]);
  });
});

describe('isArcQuestion', () => {
  it('offers an ARC request for an answered question about changing the outside of a home', () => {
    expect(isArcQuestion('How tall may my fence be?', answer())).toBe(true);
    expect(isArcQuestion('Can I paint my door blue?', answer())).toBe(true);
    expect(
      isArcQuestion(
        'What do I need for this?',
        answer({ citations: [citation({ heading: 'Architectural Control' })] }),
      ),
    ).toBe(true);
  });

  it('not for other questions, nor for declined ones', () => {
    expect(isArcQuestion('When does the pool open?', answer())).toBe(false);
    expect(isArcQuestion('May I build a shed?', answer({ kind: 'declined' }))).toBe(false);
    expect(isArcQuestion('May I build a shed?', null)).toBe(false);
  });
});
