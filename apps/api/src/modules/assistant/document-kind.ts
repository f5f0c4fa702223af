import type { Citation } from '@hoa/contracts/assistant';

export type DocumentKind = Citation['documentKind'];

/**
 * Which governing document this is, from its name and the opening of its text. The order of the tests
 * matters: an "Amended and Restated Declaration" is a declaration, a "First Amendment to the Declaration"
 * an amendment.
 */
export function documentKindOf(name: string, opening: string): DocumentKind {
  const title = `${name} ${opening.slice(0, 300)}`;
  const nameOnly = name.replace(/\.[a-z0-9]{1,5}$/i, '');
  const test = (pattern: RegExp) => pattern.test(nameOnly) || pattern.test(title);
  if (/amended and restated/i.test(title) && /declaration|covenants/i.test(title)) return 'declaration';
  if (
    /\bamendment\b/i.test(nameOnly) ||
    /^\s*(first|second|third|fourth|fifth)?\s*amendment\b/i.test(opening)
  ) {
    return 'amendment';
  }
  if (test(/declaration|covenants|cc&rs|ccrs|master deed|restrictions/i)) return 'declaration';
  if (test(/articles of incorporation/i)) return 'articles';
  if (test(/by-?laws/i)) return 'bylaws';
  if (test(/rules|regulations|guidelines|policy|policies|standards|resolution|handbook/i)) return 'rules';
  return 'other';
}

/**
 * Where documents disagree (issue 16): the declaration over the articles, those over the bylaws, the
 * bylaws over the rules; an amendment ranks with what it amends and, being later, over it.
 */
export const kindRank: Record<DocumentKind, number> = {
  amendment: 0,
  declaration: 1,
  articles: 2,
  bylaws: 3,
  rules: 4,
  other: 5,
};

export const kindName: Record<DocumentKind, string> = {
  amendment: 'amendment',
  declaration: 'Declaration',
  articles: 'Articles of Incorporation',
  bylaws: 'Bylaws',
  rules: 'rules',
  other: 'document',
};

/**
 * The sections an amendment's passage replaces or changes: "Section 6.4 of the Declaration is deleted…"
 * → ["6.4"]. Only references followed by "of the Declaration/Bylaws", so its own numbering is not taken.
 */
export function amendedSections(text: string): string[] {
  const found = new Set<string>();
  const pattern =
    /\b(?:Section|§)\s*(\d+(?:\.\d+)*[A-Za-z]?)\s*(?:\([^)]{0,40}\)\s*)?of\s+(?:the|said)\s+(?:Declaration|Bylaws|By-Laws|Covenants)/g;
  for (const match of text.matchAll(pattern)) found.add(match[1] as string);
  return [...found];
}
