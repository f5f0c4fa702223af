import { type Cents, cents, formatCents } from '@hoa/contracts/money';
import { statementDurationLabel, statementTypeLabel } from '@hoa/contracts/statements';
import PDFDocument from 'pdfkit';
import type { StatementDocument, StatementLine } from './statement-document';

/*
 * A US-letter statement drawn with pdfkit and its built-in Helvetica (no font files).
 *
 * Layout is computed here: every `text()` call uses `lineBreak: false` at explicit coordinates, so
 * pdfkit's line wrapper never runs and pdfkit never adds a page on its own. Pages are buffered so the
 * footers can say "Page X of Y" once the count is known.
 *
 * Speed: pdfkit's `text()` costs tens of microseconds a call (kerning looked up per glyph pair by
 * string key, the width measured up to three times), which is seconds for a 10 000-line statement.
 * What repeats on every row or page (table rows and headers, running headers, footers) is therefore
 * written by `RawText` as plain text operators: one BT…ET per row, glyph widths from a 256-entry table
 * per font that pdfkit itself measured once, no kerning. One-off text goes through `text()`.
 */

type Doc = PDFKit.PDFDocument;
type Align = 'left' | 'right';
type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

const pageWidth = 612;
const pageHeight = 792;
const left = 42;
const right = pageWidth - 42;
const contentWidth = right - left;
/** Content never goes below this line; the footer lives underneath. */
const contentBottom = pageHeight - 58;
const continuationTop = 66;
const cellPadding = 6;
const tableFontSize = 8.5;
const rowHeight = 14.5;
const headerHeight = 17;
const sectionTitleHeight = 18;

const ink = '#1b2230';
const muted = '#5c6575';
const accent = '#1f3a5f';
const rule = '#cfd6df';
const zebra = '#f3f6f9';
const tint = '#eaf0f6';
const white = '#ffffff';
const creditGreen = '#1d6b3a';
const creditTint = '#eaf5ee';

const noWrap = { lineBreak: false } as const;

// ---- text that the built-in fonts can draw ---------------------------------------------------------

/** Characters of WinAnsiEncoding outside Latin-1, with their byte. */
const winAnsiExtras = new Map<number, number>([
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
function winAnsiByte(code: number): number {
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

// ---- formatting -------------------------------------------------------------------------------------

/** `YYYY-MM-DD` → `MM/DD/YYYY`. */
function usDate(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
}

function periodText(period: { from: string; to: string }): string {
  return `${usDate(period.from)} \u2013 ${usDate(period.to)}`;
}

function formatGeneratedAt(at: Date, timeZone: string): string {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  };
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
  } catch {
    // An unknown zone must not stop the statement; UTC is printed as such.
    formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
  }
  return toWinAnsi(formatter.format(at));
}

function money(amount: number): string {
  return formatCents(amount as Cents);
}

/** Charges, and payments and credits as a positive amount, over the lines. */
function totals(lines: StatementLine[]): { charges: Cents; credits: Cents } {
  let charges = 0;
  let credits = 0;
  for (const line of lines) {
    if (line.amount > 0) charges += line.amount;
    else credits -= line.amount;
  }
  return { charges: cents(charges), credits: cents(credits) };
}

/** Pixel size of a PNG or JPEG from its header; null when it is neither. */
export function imageSize(bytes: Uint8Array): { width: number; height: number } | null {
  const data = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (
    data.length >= 24 &&
    data.readUInt32BE(0) === 0x89504e47 &&
    data.toString('latin1', 12, 16) === 'IHDR'
  ) {
    const width = data.readUInt32BE(16);
    const height = data.readUInt32BE(20);
    return width > 0 && height > 0 ? { width, height } : null;
  }
  if (data.length >= 4 && data[0] === 0xff && data[1] === 0xd8) {
    let offset = 2;
    while (offset + 9 <= data.length && data[offset] === 0xff) {
      const marker = data[offset + 1] ?? 0;
      // Start-of-frame markers carry the size; C4 (Huffman), C8 and CC (arithmetic) are not frames.
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const height = data.readUInt16BE(offset + 5);
        const width = data.readUInt16BE(offset + 7);
        return width > 0 && height > 0 ? { width, height } : null;
      }
      offset += 2 + data.readUInt16BE(offset + 2);
    }
  }
  return null;
}

// ---- raw text operators -----------------------------------------------------------------------------

/** What `RawText` needs from pdfkit beyond its typings: the current font's resource id and reference. */
interface PdfkitFontInternals {
  _font?: { id?: unknown; ref?: () => unknown };
}

interface RawFont {
  id: string;
  ref: unknown;
  /** Advance width of each WinAnsi byte, in thousandths of the font size. */
  widths: Float64Array;
}

interface RawCell {
  text: string;
  /** Left edge, or right edge when right-aligned. */
  x: number;
  align: Align;
  /** Longer text is cut and ends with an ellipsis. */
  maxWidth?: number;
}

/** Helvetica's ascender (all three styles): the baseline is this far below the top of the text. */
const ascender = 0.718;
const ellipsisByte = 0x85;

/** A `toWinAnsi` string as the inside of a PDF literal string: WinAnsi bytes, `\\ ( )` escaped. */
function pdfString(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const byte = winAnsiByte(text.charCodeAt(index));
    const char = String.fromCharCode(byte);
    out += byte === 0x5c || byte === 0x28 || byte === 0x29 ? `\\${char}` : char;
  }
  return out;
}

function pdfNumber(value: number): string {
  return String(Math.round(value * 100) / 100);
}

function pdfRgb(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return [value >> 16, (value >> 8) & 0xff, value & 0xff].map((part) => pdfNumber(part / 255)).join(' ');
}

class RawText {
  private readonly fonts = new Map<FontName, RawFont>();
  private readonly colors = new Map<string, string>();
  private page: PDFKit.PDFPage | null = null;
  private readonly onPage = new Set<string>();

  constructor(private readonly doc: Doc) {
    // Measure up front: measuring switches pdfkit's current font.
    for (const name of ['Helvetica', 'Helvetica-Bold', 'Helvetica-Oblique'] as const) this.font(name);
  }

  private font(name: FontName): RawFont {
    const cached = this.fonts.get(name);
    if (cached) return cached;
    const doc = this.doc;
    doc.font(name).fontSize(1000);
    const internals = (doc as unknown as PdfkitFontInternals)._font;
    const id = internals?.id;
    const ref = typeof internals?.ref === 'function' ? internals.ref() : undefined;
    if (typeof id !== 'string' || ref === undefined) {
      throw new Error('pdfkit internals changed: the current font has no id or reference');
    }
    const widths = new Float64Array(256);
    for (let byte = 0x20; byte <= 0xff; byte += 1)
      widths[byte] = doc.widthOfString(String.fromCharCode(byte));
    for (const [code, byte] of winAnsiExtras) widths[byte] = doc.widthOfString(String.fromCharCode(code));
    const font: RawFont = { id, ref, widths };
    this.fonts.set(name, font);
    return font;
  }

  private rgb(hex: string): string {
    let value = this.colors.get(hex);
    if (value === undefined) {
      value = pdfRgb(hex);
      this.colors.set(hex, value);
    }
    return value;
  }

  /** Width in points of a `toWinAnsi` string. */
  width(name: FontName, size: number, text: string): number {
    const { widths } = this.font(name);
    let total = 0;
    for (let index = 0; index < text.length; index += 1) {
      total += widths[winAnsiByte(text.charCodeAt(index))] ?? 0;
    }
    return (total * size) / 1000;
  }

  /** Content as bytes: pdfkit converts strings one character at a time, Buffer does it natively. */
  private write(ops: string): void {
    this.doc.addContent(Buffer.from(`${ops}\n`, 'latin1'));
  }

  /** A filled rectangle, leaving pdfkit's colours as they were. */
  rect(x: number, y: number, width: number, height: number, color: string): void {
    this.write(
      `q ${this.rgb(color)} rg ${pdfNumber(x)} ${pdfNumber(y)} ${pdfNumber(width)} ${pdfNumber(height)} re f Q`,
    );
  }

  /** Cells on one line; `top` is the top of the text, as for pdfkit's `text()`. */
  line(name: FontName, size: number, color: string, top: number, cells: readonly RawCell[]): void {
    const font = this.font(name);
    const page = this.doc.page;
    if (page !== this.page) {
      this.page = page;
      this.onPage.clear();
    }
    if (!this.onPage.has(font.id)) {
      (page.fonts as Record<string, unknown>)[font.id] = font.ref;
      this.onPage.add(font.id);
    }
    const widths = font.widths;
    const ellipsis = widths[ellipsisByte] ?? 0;
    const scale = size / 1000;
    // pdfkit's page space has y going down; a text matrix with d = -1 sets the glyphs upright again.
    const baseline = pdfNumber(top + ascender * size);
    let ops = `q ${this.rgb(color)} rg BT /${font.id} ${pdfNumber(size)} Tf`;
    let lineX: number | null = null;
    for (const cell of cells) {
      const text = cell.text;
      if (!text) continue;
      // Measure without building anything; most cells are plain ASCII that fits.
      let width = 0;
      let plain = true;
      for (let index = 0; index < text.length; index += 1) {
        const code = text.charCodeAt(index);
        const byte = code <= 0xff ? code : winAnsiByte(code);
        if (byte !== code || byte === 0x5c || byte === 0x28 || byte === 0x29) plain = false;
        width += widths[byte] ?? 0;
      }
      let encoded: string;
      const limit = cell.maxWidth === undefined ? Number.POSITIVE_INFINITY : cell.maxWidth / scale;
      if (width > limit) {
        // Cut where the text and an ellipsis still fit.
        let kept = 0;
        let keptWidth = 0;
        while (kept < text.length) {
          const advance = widths[winAnsiByte(text.charCodeAt(kept))] ?? 0;
          if (keptWidth + advance + ellipsis > limit) break;
          keptWidth += advance;
          kept += 1;
        }
        const head = text.slice(0, kept).trimEnd();
        encoded = `${pdfString(head)}\\205`;
        width = this.width(name, 1000, head) + ellipsis; // in thousandths of the size, like `widths`
      } else {
        encoded = plain ? text : pdfString(text);
      }
      const x = cell.align === 'right' ? cell.x - width * scale : cell.x;
      // The first cell sets the text matrix; the next ones move along the same baseline.
      ops += lineX === null ? ` 1 0 0 -1 ${pdfNumber(x)} ${baseline} Tm` : ` ${pdfNumber(x - lineX)} 0 Td`;
      ops += ` (${encoded}) Tj`;
      lineX = x;
    }
    this.write(`${ops} ET Q`);
  }
}

// ---- the statement ----------------------------------------------------------------------------------

interface Column {
  header: string;
  x: number;
  width: number;
  align: Align;
}

interface Row {
  cells: string[];
  style?: 'bold' | 'muted';
  /** A rule above the row (closing balance, totals). */
  ruleAbove?: boolean;
}

/** What a table draws: an array, or rows made on demand. */
interface Rows {
  readonly length: number;
  at(index: number): Row | undefined;
}

type Coupon = StatementDocument['coupons'][number];

class StatementPdf {
  readonly doc: Doc;
  private readonly raw: RawText;
  private y = 0;
  private readonly title: string;
  private readonly generated: string;
  private readonly association: string;
  private readonly accountNumber: string;

  constructor(private readonly input: StatementDocument) {
    this.title = statementTypeLabel(input.type);
    this.generated = formatGeneratedAt(input.generatedAt, input.timeZone);
    this.association = toWinAnsi(input.association.name);
    this.accountNumber = toWinAnsi(input.account.accountNumber);
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      pdfVersion: '1.4',
      info: {
        Title: `${this.title} \u2013 Account ${this.accountNumber}`,
        Author: this.association,
        Subject: `${statementDurationLabel(input.duration)}: ${periodText(input.period)}`,
        Creator: 'HOA portal',
        Producer: 'HOA portal (PDFKit)',
        CreationDate: input.generatedAt,
        ModDate: input.generatedAt,
      },
    });
    this.raw = new RawText(this.doc);
  }

  render(): void {
    this.doc.addPage();
    this.firstPageHeader();
    this.accountBlock();
    this.summaryBand();
    this.transactions();
    this.closingBox();
    switch (this.input.type) {
      case 'future-charges':
        this.futureCharges(true);
        break;
      case 'charge-summary':
        this.chargeSummary();
        break;
      case 'coupons':
        this.futureCharges(false);
        this.coupons();
        break;
      case 'transaction-history':
        break;
    }
    this.footers();
  }

  // ---- primitives ---------------------------------------------------------------------------------

  private font(name: FontName, size: number, color: string = ink): void {
    this.doc.font(name).fontSize(size).fillColor(color);
  }

  private text(value: string, x: number, y: number): void {
    this.doc.text(value, x, y, noWrap);
  }

  private textRight(value: string, rightEdge: number, y: number): void {
    this.doc.text(value, rightEdge - this.doc.widthOfString(value), y, noWrap);
  }

  /** Shortens `value` with an ellipsis so it fits `width` in the current font. */
  private ellipsize(value: string, width: number): string {
    const doc = this.doc;
    if (doc.widthOfString(value) <= width) return value;
    let low = 0;
    let high = value.length;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if (doc.widthOfString(`${value.slice(0, middle).trimEnd()}\u2026`) <= width) low = middle;
      else high = middle - 1;
    }
    return `${value.slice(0, low).trimEnd()}\u2026`;
  }

  private hRule(y: number, color: string = rule, width = 0.6, from = left, to = right): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  /** Starts a new page when `height` more points would not fit. */
  private ensureSpace(height: number): void {
    if (this.y + height > contentBottom) this.newPage();
  }

  /** A page after the first: a running header with the association, statement type and account. */
  private newPage(): void {
    this.doc.addPage();
    const rightText = `${this.title} \u00b7 Account ${this.accountNumber}`;
    const rightWidth = this.raw.width('Helvetica', 8.5, rightText);
    this.raw.line('Helvetica-Bold', 9, accent, 38, [
      { text: this.association, x: left, align: 'left', maxWidth: contentWidth - rightWidth - 24 },
    ]);
    this.raw.line('Helvetica', 8.5, muted, 38.5, [{ text: rightText, x: right, align: 'right' }]);
    this.hRule(52, accent, 1);
    this.y = continuationTop;
  }

  private sectionTitle(title: string): void {
    this.raw.line('Helvetica-Bold', 11, accent, this.y, [{ text: title, x: left, align: 'left' }]);
    this.y += sectionTitleHeight;
  }

  // ---- page 1 -------------------------------------------------------------------------------------

  private firstPageHeader(): void {
    const { doc, input } = this;
    const top = 36;
    const logoHeight = 52;
    const logoMaxWidth = 150;
    let textX = left;
    const logo = input.association.logo;
    const size = logo ? imageSize(logo.bytes) : null;
    if (logo && size) {
      const logoWidth = Math.min(logoMaxWidth, (size.width * logoHeight) / size.height);
      try {
        doc.image(Buffer.from(logo.bytes.buffer, logo.bytes.byteOffset, logo.bytes.byteLength), left, top, {
          fit: [logoWidth, logoHeight],
          valign: 'center',
        });
        textX = left + logoWidth + 14;
      } catch {
        // An unreadable logo must not stop the statement: it is printed without one.
      }
    }

    // The association's name: shrunk to fit (17 pt down to 13 pt), else on two lines, the second cut.
    const nameWidth = right - textX;
    let nameSize = 17;
    doc.font('Helvetica-Bold');
    while (nameSize > 13 && doc.fontSize(nameSize).widthOfString(this.association) > nameWidth)
      nameSize -= 0.5;
    doc.fontSize(nameSize);
    const nameLines = [this.association];
    if (doc.widthOfString(this.association) > nameWidth) {
      const words = this.association.split(' ');
      let first = words.shift() ?? '';
      while (words.length > 0 && doc.widthOfString(`${first} ${words[0]}`) <= nameWidth)
        first += ` ${words.shift()}`;
      nameLines.splice(0, 1, first, words.join(' '));
    }
    const address = input.association.address ? toWinAnsi(input.association.address) : '';
    const nameHeight = nameLines.length * nameSize * 1.15;
    const blockHeight = nameHeight + (address ? 16 : 0);
    const withLogo = textX !== left;
    const nameTop = withLogo ? top + Math.max(0, (logoHeight - blockHeight) / 2) : top + 2;
    this.font('Helvetica-Bold', nameSize, ink);
    nameLines.forEach((line, index) => {
      if (line) this.text(this.ellipsize(line, nameWidth), textX, nameTop + index * nameSize * 1.15);
    });
    if (address) {
      this.font('Helvetica', 9, muted);
      this.text(this.ellipsize(address, nameWidth), textX, nameTop + nameHeight + 4);
    }
    const ruleY = Math.max(withLogo ? top + logoHeight + 10 : 0, nameTop + blockHeight + 12);
    this.hRule(ruleY, accent, 1.5);

    // The statement's title, and what it covers on the right.
    const titleTop = ruleY + 12;
    this.font('Helvetica', 9, muted);
    const subtitle = `${statementDurationLabel(input.duration)} \u00b7 ${periodText(input.period)}`;
    this.textRight(subtitle, right, titleTop + 4.5);
    this.font('Helvetica-Bold', 15, accent);
    this.text(this.title, left, titleTop);
    this.y = titleTop + 32;
  }

  private accountBlock(): void {
    const { input } = this;
    const top = this.y;
    const leftWidth = 260;

    this.font('Helvetica-Bold', 7, muted);
    this.text('ACCOUNT HOLDER', left, top);
    this.font('Helvetica-Bold', 10.5, ink);
    this.text(this.ellipsize(toWinAnsi(input.account.ownerName), leftWidth), left, top + 11);
    this.font('Helvetica', 9, ink);
    let leftY = top + 26;
    for (const line of input.account.propertyAddress) {
      this.text(this.ellipsize(toWinAnsi(line), leftWidth), left, leftY);
      leftY += 12;
    }

    const pairs: [string, string][] = [['Account number', this.accountNumber]];
    if (input.account.subLedgerName) pairs.push(['Sub-ledger', toWinAnsi(input.account.subLedgerName)]);
    pairs.push(
      ['Statement period', periodText(input.period)],
      ['Duration', statementDurationLabel(input.duration)],
      ['Generated', this.generated],
    );
    const boxX = 330;
    let rightY = top;
    for (const [label, value] of pairs) {
      this.font('Helvetica', 8.5, muted);
      this.text(label, boxX, rightY);
      this.font('Helvetica-Bold', 8.5, ink);
      this.textRight(this.ellipsize(value, right - boxX - 90), right, rightY);
      rightY += 13.5;
    }
    this.hRule(rightY - 4, rule, 0.6, boxX, right);
    this.y = Math.max(leftY, rightY) + 10;
  }

  private summaryBand(): void {
    const { input } = this;
    const { charges, credits } = totals(input.lines);
    const closing = input.closingBalance;
    const cells: [string, string, string][] = [
      ['OPENING BALANCE', money(input.openingBalance), ink],
      ['CHARGES', money(charges), ink],
      ['PAYMENTS & CREDITS', money(credits), ink],
      closing < 0 ? ['CREDIT BALANCE', money(-closing), creditGreen] : ['AMOUNT DUE', money(closing), accent],
    ];
    const top = this.y;
    const height = 46;
    this.doc.roundedRect(left, top, contentWidth, height, 4).fillColor(tint).fill();
    const cellWidth = contentWidth / cells.length;
    cells.forEach(([label, value, color], index) => {
      const x = left + index * cellWidth + 12;
      if (index > 0) {
        const divider = left + index * cellWidth;
        this.doc
          .moveTo(divider, top + 9)
          .lineTo(divider, top + height - 9)
          .lineWidth(0.6)
          .strokeColor('#c5d0dc')
          .stroke();
      }
      this.font('Helvetica-Bold', 7, muted);
      this.text(label, x, top + 10);
      this.font('Helvetica-Bold', 13, color);
      this.text(value, x, top + 22);
    });
    this.y = top + height + 18;
  }

  // ---- tables -------------------------------------------------------------------------------------

  private tableHeader(columns: readonly Column[]): void {
    this.raw.rect(left, this.y, contentWidth, headerHeight, accent);
    this.raw.line(
      'Helvetica-Bold',
      8,
      white,
      this.y + 5,
      columns.map((column) =>
        column.align === 'right'
          ? { text: column.header, x: column.x + column.width - cellPadding, align: 'right' }
          : { text: column.header, x: column.x + cellPadding, align: 'left' },
      ),
    );
    this.y += headerHeight;
  }

  /**
   * Rows with zebra striping. On a page break the section title (marked "continued") and the column
   * header are drawn again. Cells are formatted strings; left-aligned ones are cut to fit.
   */
  private table(title: string, columns: readonly Column[], rows: Rows, keepTogether = false): void {
    // The title, the header and two rows stay together; a short table that fits a page stays whole.
    const whole = sectionTitleHeight + headerHeight + rows.length * rowHeight;
    const fitsOnAPage = whole <= contentBottom - continuationTop;
    this.ensureSpace(keepTogether && fitsOnAPage ? whole : sectionTitleHeight + headerHeight + 2 * rowHeight);
    this.sectionTitle(title);
    this.tableHeader(columns);
    const cells: RawCell[] = columns.map((column) =>
      column.align === 'right'
        ? { text: '', x: column.x + column.width - cellPadding, align: 'right' }
        : { text: '', x: column.x + cellPadding, align: 'left', maxWidth: column.width - 2 * cellPadding },
    );
    for (let index = 0; index < rows.length; index += 1) {
      const row = rows.at(index) as Row;
      if (this.y + rowHeight > contentBottom) {
        this.hRule(this.y, rule, 0.6);
        this.newPage();
        this.sectionTitle(`${title} (continued)`);
        this.tableHeader(columns);
      }
      if (index % 2 === 1) this.raw.rect(left, this.y, contentWidth, rowHeight, zebra);
      if (row.ruleAbove) this.hRule(this.y, muted, 0.8);
      for (let c = 0; c < cells.length; c += 1) (cells[c] as RawCell).text = row.cells[c] ?? '';
      this.raw.line(
        row.style === 'bold' ? 'Helvetica-Bold' : 'Helvetica',
        tableFontSize,
        row.style === 'muted' ? muted : ink,
        this.y + 3.6,
        cells,
      );
      this.y += rowHeight;
    }
    this.hRule(this.y, rule, 0.6);
    this.y += 14;
  }

  private transactions(): void {
    const { input } = this;
    const amountWidth = 94;
    const amountsX = right - 3 * amountWidth;
    const columns: Column[] = [
      { header: 'Date', x: left, width: 66, align: 'left' },
      { header: 'Description', x: left + 66, width: amountsX - left - 66, align: 'left' },
      { header: 'Charges', x: amountsX, width: amountWidth, align: 'right' },
      { header: 'Payments/Credits', x: amountsX + amountWidth, width: amountWidth, align: 'right' },
      { header: 'Balance', x: amountsX + 2 * amountWidth, width: amountWidth, align: 'right' },
    ];
    // Rows are made as they are drawn, not held all at once: a long history stays light on memory.
    const { lines } = input;
    const opening: Row = {
      cells: [usDate(input.period.from), 'Opening balance', '', '', money(input.openingBalance)],
      style: 'muted',
    };
    const empty: Row[] = lines.length
      ? []
      : [{ cells: ['', 'No transactions in this period.', '', '', ''], style: 'muted' }];
    const closing: Row = {
      cells: [usDate(input.period.to), 'Closing balance', '', '', money(input.closingBalance)],
      style: 'bold',
      ruleAbove: true,
    };
    const current: Row = { cells: ['', '', '', '', ''] };
    const rows: Rows = {
      length: lines.length + empty.length + 2,
      at: (index) => {
        if (index === 0) return opening;
        const line = lines[index - 1];
        if (!line) return index === rows.length - 1 ? closing : empty[0];
        current.cells[0] = usDate(line.date);
        current.cells[1] = toWinAnsi(line.description);
        current.cells[2] = line.amount > 0 ? money(line.amount) : '';
        current.cells[3] = line.amount < 0 ? money(-line.amount) : '';
        current.cells[4] = money(line.balance);
        return current;
      },
    };
    this.table('Transactions', columns, rows);
  }

  private closingBox(): void {
    const closing = this.input.closingBalance;
    const credit = closing < 0;
    const color = credit ? creditGreen : accent;
    const width = 240;
    const height = 44;
    this.ensureSpace(height + 10);
    const x = right - width;
    const top = this.y;
    this.doc
      .roundedRect(x, top, width, height, 4)
      .lineWidth(1.2)
      .fillAndStroke(credit ? creditTint : tint, color);
    this.font('Helvetica-Bold', 11, color);
    this.text(credit ? 'Credit balance' : 'Amount due', x + 14, top + 10);
    this.font('Helvetica', 7.5, muted);
    this.text(`as of ${usDate(this.input.period.to)}`, x + 14, top + 26);
    this.font('Helvetica-Bold', 16, color);
    this.textRight(money(credit ? -closing : closing), right - 14, top + 14);
    this.y = top + height + 22;
  }

  private note(message: string): void {
    this.ensureSpace(16);
    this.font('Helvetica-Oblique', 9, muted);
    this.text(message, left, this.y);
    this.y += 22;
  }

  private futureCharges(always: boolean): void {
    const charges = this.input.futureCharges;
    if (charges.length === 0) {
      if (always) {
        this.ensureSpace(sectionTitleHeight + 22);
        this.sectionTitle('Future charges');
        this.note('No future charges are scheduled.');
      }
      return;
    }
    const amountX = right - 110;
    const columns: Column[] = [
      { header: 'Due date', x: left, width: 66, align: 'left' },
      { header: 'Description', x: left + 66, width: amountX - left - 66, align: 'left' },
      { header: 'Amount', x: amountX, width: 110, align: 'right' },
    ];
    let total = 0;
    const rows: Row[] = charges.map((charge) => {
      total += charge.amount;
      return { cells: [usDate(charge.dueDate), toWinAnsi(charge.description), money(charge.amount)] };
    });
    rows.push({ cells: ['', 'Total future charges', money(total)], style: 'bold', ruleAbove: true });
    this.table('Future charges', columns, rows, true);
  }

  private chargeSummary(): void {
    const summary = this.input.chargeSummary;
    const title = `Charge summary, ${periodText(this.input.period)}`;
    if (summary.length === 0) {
      this.ensureSpace(sectionTitleHeight + 22);
      this.sectionTitle(title);
      this.note('Nothing was charged or credited in this period.');
      return;
    }
    const totalX = right - 110;
    const countX = totalX - 80;
    const columns: Column[] = [
      { header: 'Type', x: left, width: countX - left, align: 'left' },
      { header: 'Count', x: countX, width: 80, align: 'right' },
      { header: 'Total', x: totalX, width: 110, align: 'right' },
    ];
    let count = 0;
    let total = 0;
    const rows: Row[] = summary.map((entry) => {
      count += entry.count;
      total += entry.total;
      return { cells: [toWinAnsi(entry.label), String(entry.count), money(entry.total)] };
    });
    rows.push({ cells: ['Net total', String(count), money(total)], style: 'bold', ruleAbove: true });
    this.table(title, columns, rows, true);
  }

  // ---- coupons ------------------------------------------------------------------------------------

  private coupons(): void {
    const coupons = this.input.coupons;
    if (coupons.length === 0) {
      this.note('No payment coupons are due.');
      return;
    }
    const couponHeight = 206;
    this.newPage();
    this.sectionTitle('Payment coupons');
    this.font('Helvetica', 8.5, muted);
    this.text('Detach along the dashed line and return one coupon with each payment.', left, this.y - 2);
    this.y += 22;
    coupons.forEach((coupon, index) => {
      if (this.y + couponHeight > contentBottom + 12) this.newPage();
      this.coupon(coupon, index, coupons.length);
      this.y += couponHeight;
    });
  }

  private coupon(coupon: Coupon, index: number, count: number): void {
    const { doc, input } = this;
    const top = this.y;

    // The cut line, its label on a white gap.
    doc
      .moveTo(left - 12, top)
      .lineTo(right + 12, top)
      .dash(5, { space: 3 })
      .lineWidth(0.8)
      .strokeColor(muted)
      .stroke()
      .undash();
    const cutLabel = 'DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT';
    this.font('Helvetica-Bold', 6.5, muted);
    const cutWidth = doc.widthOfString(cutLabel);
    this.raw.rect((pageWidth - cutWidth) / 2 - 6, top - 5, cutWidth + 12, 10, white);
    this.text(cutLabel, (pageWidth - cutWidth) / 2, top - 2.4);

    // Left: whom to pay and what for.
    const bodyTop = top + 18;
    const leftWidth = 250;
    this.font('Helvetica-Bold', 12, accent);
    this.text(this.ellipsize(this.association, leftWidth), left, bodyTop);
    this.font('Helvetica', 7.5, muted);
    this.text(`Coupon ${index + 1} of ${count}`, left, bodyTop + 17);
    this.font('Helvetica-Bold', 7, muted);
    this.text('REMIT PAYMENT TO', left, bodyTop + 36);
    this.font('Helvetica', 9, ink);
    let y = bodyTop + 47;
    for (const line of input.remitTo) {
      this.text(this.ellipsize(toWinAnsi(line), leftWidth), left, y);
      y += 12;
    }
    y += 8;
    this.font('Helvetica-Bold', 7, muted);
    this.text('FOR', left, y);
    this.font('Helvetica', 9, ink);
    this.text(this.ellipsize(toWinAnsi(coupon.description), leftWidth), left, y + 11);
    this.font('Helvetica-Oblique', 7.5, muted);
    this.text(this.ellipsize(`Make checks payable to ${this.association}.`, leftWidth), left, y + 28);

    // Right: the slip.
    const boxX = 318;
    const boxWidth = right - boxX;
    const slipRow = 21;
    const pairs: [string, string][] = [
      ['Account number', this.accountNumber],
      ['Owner', toWinAnsi(input.account.ownerName)],
      ['Property', toWinAnsi(input.account.propertyAddress[0] ?? '')],
      ['Due date', usDate(coupon.dueDate)],
      ['Amount due', money(coupon.amountDue)],
    ];
    const boxTop = bodyTop - 4;
    const boxHeight = pairs.length * slipRow + 38;
    doc.roundedRect(boxX, boxTop, boxWidth, boxHeight, 4).lineWidth(0.8).strokeColor(accent).stroke();
    pairs.forEach(([label, value], row) => {
      const rowTop = boxTop + row * slipRow;
      if (row > 0) this.hRule(rowTop, rule, 0.6, boxX + 8, right - 8);
      const strong = label === 'Amount due';
      this.font('Helvetica', 8.5, muted);
      this.text(label, boxX + 10, rowTop + 7);
      this.font('Helvetica-Bold', strong ? 11 : 9, strong ? accent : ink);
      this.textRight(this.ellipsize(value, boxWidth - 110), right - 10, rowTop + (strong ? 5.5 : 6.5));
    });
    const enclosedTop = boxTop + pairs.length * slipRow;
    this.hRule(enclosedTop, rule, 0.6, boxX + 8, right - 8);
    this.font('Helvetica-Bold', 8.5, ink);
    this.text('Amount enclosed', boxX + 10, enclosedTop + 14);
    const fieldX = right - 120;
    doc
      .rect(fieldX, enclosedTop + 7, 110, 24)
      .lineWidth(1)
      .fillAndStroke(white, ink);
    this.font('Helvetica-Bold', 11, ink);
    this.text('$', fieldX + 6, enclosedTop + 13);
  }

  // ---- footers ------------------------------------------------------------------------------------

  private footers(): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
    // The association's name goes last: it is what gets cut when the line is too long.
    const footerLeft = `Account ${this.accountNumber} \u00b7 Generated ${this.generated} \u00b7 ${this.association}`;
    for (let index = 0; index < range.count; index += 1) {
      doc.switchToPage(range.start + index);
      this.hRule(pageHeight - 44, rule, 0.6);
      const pageText = `Page ${index + 1} of ${range.count}`;
      const pageTextWidth = this.raw.width('Helvetica', 7.5, pageText);
      this.raw.line('Helvetica', 7.5, muted, pageHeight - 36, [
        { text: footerLeft, x: left, align: 'left', maxWidth: contentWidth - pageTextWidth - 24 },
        { text: pageText, x: right, align: 'right' },
      ]);
    }
  }
}

/** Renders a statement as a US-letter PDF; the same input gives the same bytes. */
export function renderStatementPdf(input: StatementDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    try {
      const statement = new StatementPdf(input);
      const { doc } = statement;
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      statement.render();
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
