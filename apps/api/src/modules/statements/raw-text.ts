import type { Align, Doc, FontName } from './statement-pdf-style';
import { winAnsiByte, winAnsiExtras } from './win-ansi';

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

export interface RawCell {
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

export class RawText {
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
