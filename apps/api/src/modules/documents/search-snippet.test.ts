import { describe, expect, it } from 'vitest';
import { snippetOf, snippetWindowChars } from './search-snippet';

const words = (count: number, from = 0) => Array.from({ length: count }, (_, i) => `w${from + i}`).join(' ');

describe('snippetOf', () => {
  it('marks every word that starts like a query word, keeping punctuation outside the marks', () => {
    expect(snippetOf('Budgets, the budget; Budgeting.', false, ['budg'])).toBe(
      '«Budgets», the «budget»; «Budgeting».',
    );
    expect(snippetOf('Reserve fund and the budget', false, ['reserve', 'budg'])).toBe(
      '«Reserve» fund and the «budget»',
    );
  });

  it('keeps 18 whole words, 8 of them before the first match, and drops words the window cut', () => {
    const excerpt = `ut ${words(20)} quokka ${words(20, 20)}`;
    const snippet = snippetOf(excerpt, true, ['quokka']) ?? '';
    expect(snippet.split(' ')).toHaveLength(18);
    expect(snippet.startsWith('w12 w13')).toBe(true);
    expect(snippet).toContain('w19 «quokka» w20');
    // cut at the start: the piece before the first space goes
    expect(snippetOf('tee reviewed it', true, ['x'])).toBe('reviewed it');
    expect(snippetOf(' reviewed it', true, ['x'])).toBe('reviewed it');
    // a full window may end in a cut word
    const full = `${'abcd '.repeat(snippetWindowChars / 5)}xy`;
    expect(snippetOf(full, false, ['x'])?.endsWith('xy')).toBe(false);
  });

  it('shows the opening without a match, and nothing without text', () => {
    expect(snippetOf('The committee met on Tuesday.', false, ['quokka'])).toBe(
      'The committee met on Tuesday.',
    );
    expect(snippetOf(null, false, ['quokka'])).toBeNull();
    expect(snippetOf('  ', false, ['quokka'])).toBeNull();
  });
});
