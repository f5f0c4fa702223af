import { describe, expect, it } from 'vitest';
import { splitPassages } from './split-passages';

const sections = (text: string, pdf = false) =>
  splitPassages(text, { pdf }).map((p) => [p.section, p.heading, p.part, p.page]);

describe('splitPassages', () => {
  it('follows articles and sections, with the page each starts on', () => {
    const text = [
      'Declaration of Covenants\nThis Declaration is made by the Developer.',
      'ARTICLE VI. USE RESTRICTIONS\nSection 6.3. Leasing. No Lot may be leased for less than twelve months.\nThe Owner shall give the Association a copy',
      'of the lease.\nSection 6.4. Animals.\nNo more than two dogs or cats may be kept on a Lot.\nPage 9 of 20',
    ].join('\f');
    expect(sections(text, true)).toEqual(
      [
        [null, null, null, 1],
        ['6', 'Use Restrictions', 'Use Restrictions', 2],
        ['6.3', 'Leasing', 'Use Restrictions', 2],
        ['6.4', 'Animals', 'Use Restrictions', 3],
      ].filter((row) => row[0] !== '6'),
    );
    const leasing = splitPassages(text, { pdf: true })[1];
    // the section runs over a page break: the quote's page can be told from where it is
    expect(leasing?.body).toBe(
      'No Lot may be leased for less than twelve months. The Owner shall give the Association a copy of the lease.',
    );
    expect(leasing?.pageBreaks).toEqual([leasing?.body.indexOf('of the lease')]);
    // the running page number is not text
    expect(splitPassages(text)[2]?.body).not.toContain('Page 9');
  });

  it('reads the numbering styles of other documents', () => {
    expect(
      sections(
        '3. POOL AND RECREATION\n3.2 Pool Hours\nThe pool is open from 9 AM.\n3.3 No Lifeguard\nSwim at your own risk.',
      ),
    ).toEqual([
      ['3.2', 'Pool Hours', 'Pool and Recreation', null],
      ['3.3', 'No Lifeguard', 'Pool and Recreation', null],
    ]);
    expect(sections('PART FIVE - RESTRICTIONS ON USE\n§ 5.03 Animals.\nSix hens, no roosters.')).toEqual([
      ['5.03', 'Animals', 'Restrictions on Use', null],
    ]);
    expect(
      sections('Rule 4. Guest Vessels\nGuests may stay 48 hours.\nRule 5. Kayaks\nIn the racks.'),
    ).toEqual([
      ['4', 'Guest Vessels', null, null],
      ['5', 'Kayaks', null, null],
    ]);
    expect(sections('SECTION A - POOL AND SPA\nA-1 Pool Hours\nOpen 8 AM to 10 PM.')).toEqual([
      ['A-1', 'Pool Hours', 'Pool and Spa', null],
    ]);
  });

  it('does not take a reference at the start of a line for a heading', () => {
    const text =
      'Section 4.1. Assessments.\nEach Owner shall pay the assessments levied under\nSection 4.3 of this Declaration, and\n4.5 acres of common area are kept by the Association.\nSection 4.2. Late Fee.\nA late fee of $25 is charged.';
    expect(sections(text).map((row) => row[0])).toEqual(['4.1', '4.2']);
  });

  it('puts headings back into text that an older extraction squashed into one line', () => {
    const text =
      'Bylaws ARTICLE II MEMBERS Section 2.1 Annual Meeting. The annual meeting is held in March. Section 2.2 Quorum. Ten percent of the members.';
    expect(sections(text).map((row) => [row[0], row[1]])).toEqual([
      [null, null],
      ['2.1', 'Annual Meeting'],
      ['2.2', 'Quorum'],
    ]);
  });

  it('cuts a long section at its lettered paragraphs, and a document without headings into paragraphs', () => {
    const paragraph = (letter: string) =>
      `(${letter}) ${'The Owner shall keep the Lot in good order. '.repeat(12)}`;
    const long = splitPassages(
      `Section 8.2. Owner Maintenance.\n${['a', 'b', 'c', 'd'].map(paragraph).join(' ')}`,
    );
    expect(long.length).toBeGreaterThan(1);
    expect(long.every((p) => p.section === '8.2' && p.body.length <= 2000)).toBe(true);
    expect(long[1]?.body.startsWith('(')).toBe(true);
    const plain = splitPassages('Welcome to the pool. '.repeat(120));
    expect(plain.length).toBeGreaterThan(1);
    expect(plain.every((p) => p.section === null)).toBe(true);
  });
});
