import { describe, expect, it } from 'vitest';
import { checkedModelAnswer } from './model-answer';
import type { Candidate } from './retrieve';

const passage = (id: number, body: string): Candidate => ({
  id,
  documentId: 10,
  documentName: 'Declaration of Covenants.pdf',
  documentKind: 'declaration',
  section: `6.${id}`,
  heading: 'Fences',
  context: 'Use Restrictions',
  amends: [],
  page: 9,
  pageBreaks: [40],
  body,
  score: 1,
  coverage: 1,
  matched: new Set(),
});

const passages = [
  passage(1, 'No fence shall exceed six feet in height. A fence requires the prior approval of the ARC.'),
  passage(2, 'No more than two dogs or cats may be kept on a Lot.'),
];

describe('checkedModelAnswer', () => {
  it('keeps an answer whose quotes are verbatim, citing the page each quote is on', () => {
    const checked = checkedModelAnswer(
      'Up to six feet. “No fence shall exceed six feet in height.” [1] You also need approval: "A fence requires the prior approval of the ARC." [1]',
      passages,
      7,
    );
    expect(checked?.blocks).toEqual([
      { type: 'text', text: 'Up to six feet.' },
      { type: 'quote', text: 'No fence shall exceed six feet in height.', citation: 0 },
      { type: 'text', text: 'You also need approval:' },
      { type: 'quote', text: 'A fence requires the prior approval of the ARC.', citation: 0 },
    ]);
    expect(checked?.citations).toEqual([
      expect.objectContaining({ passageId: 1, associationId: 7, section: '6.1', page: 9 }),
    ]);
    expect(
      checkedModelAnswer('"A fence requires the prior approval of the ARC." [1]', passages, 7)?.citations[0]
        ?.page,
    ).toBe(10);
  });

  it('refuses invented quotes, uncited quotes, unknown passages and answers without a quote', () => {
    expect(checkedModelAnswer('"Fences may be eight feet tall." [1]', passages, 7)).toBeNull();
    expect(checkedModelAnswer('"No fence shall exceed six feet in height."', passages, 7)).toBeNull();
    expect(checkedModelAnswer('"No fence shall exceed six feet in height." [3]', passages, 7)).toBeNull();
    expect(checkedModelAnswer('Six feet, see [1] and [4].', passages, 7)).toBeNull();
    expect(checkedModelAnswer('Fences may be six feet tall.', passages, 7)).toBeNull();
    expect(checkedModelAnswer('NO_ANSWER', passages, 7)).toBeNull();
    // a quote from the wrong passage is not verbatim there
    expect(
      checkedModelAnswer('"No more than two dogs or cats may be kept on a Lot." [1]', passages, 7),
    ).toBeNull();
  });
});
