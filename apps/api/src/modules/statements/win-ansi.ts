/** Text the built-in Helvetica can draw: WinAnsiEncoding, and the bytes of its characters. */

/** Characters of WinAnsiEncoding outside Latin-1, with their byte. */
export const winAnsiExtras = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);
const plainText = /^[\x20-\x7e\xa0-\xff]*$/;

function isWinAnsi(code: number): boolean {
  return (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(code);
}

/** The WinAnsi byte of one UTF-16 unit of a `toWinAnsi` string. */
export function winAnsiByte(code: number): number {
  return code <= 0xff ? code : (winAnsiExtras.get(code) ?? 0x3f);
}

/** Latin letters that have no decomposition to a base letter. */
const strokedLetters: Record<string, string> = {
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  Ħ: 'H',
  ħ: 'h',
  ı: 'i',
  Ŧ: 'T',
  ŧ: 't',
  Ŋ: 'N',
  ŋ: 'n',
};

/**
 * Text the standard fonts can draw: whitespace and control characters become spaces, letters outside
 * WinAnsi lose their accents ("ő" → "o", "Ł" → "L"), anything else becomes "?". pdfkit would otherwise
 * write bytes the font cannot map.
 */
export function toWinAnsi(text: string): string {
  if (plainText.test(text)) return text;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (isWinAnsi(code)) {
      out += char;
    } else if (code < 0x20 || (code >= 0x7f && code < 0xa0) || /\s/u.test(char)) {
      out += ' ';
    } else {
      const kept = [...char.normalize('NFKD')].filter((part) => isWinAnsi(part.codePointAt(0) ?? 0)).join('');
      out += kept || strokedLetters[char] || '?';
    }
  }
  return out;
}
