import PDFDocument from 'pdfkit';
import { RawText } from './raw-text';
import {
  accent,
  contentBottom,
  contentWidth,
  continuationTop,
  type Doc,
  type FontName,
  ink,
  left,
  muted,
  noWrap,
  pageHeight,
  right,
  rule,
  sectionTitleHeight,
} from './statement-pdf-style';

/**
 * A US-letter document of the association being drawn (a statement, a board report): the pdfkit
 * document with buffered pages, where the next thing goes (`y`), and the drawing primitives. Pages
 * after the first carry a running header: the association on the left, `runningTitle` on the right.
 */
export class PdfCanvas {
  readonly doc: Doc;
  readonly raw: RawText;
  y = 0;

  constructor(
    /** The association's name, already `toWinAnsi`. */
    readonly association: string,
    readonly runningTitle: string,
    info: PDFKit.DocumentInfo,
  ) {
    this.doc = new PDFDocument({
      size: 'LETTER',
      margin: 0,
      bufferPages: true,
      autoFirstPage: false,
      pdfVersion: '1.4',
      info,
    });
    this.raw = new RawText(this.doc);
  }

  font(name: FontName, size: number, color: string = ink): void {
    this.doc.font(name).fontSize(size).fillColor(color);
  }

  text(value: string, x: number, y: number): void {
    this.doc.text(value, x, y, noWrap);
  }

  textRight(value: string, rightEdge: number, y: number): void {
    this.doc.text(value, rightEdge - this.doc.widthOfString(value), y, noWrap);
  }

  /** Shortens `value` with an ellipsis so it fits `width` in the current font. */
  ellipsize(value: string, width: number): string {
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

  hRule(y: number, color: string = rule, width = 0.6, from = left, to = right): void {
    this.doc.moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke();
  }

  /** Starts a new page when `height` more points would not fit. */
  ensureSpace(height: number): void {
    if (this.y + height > contentBottom) this.newPage();
  }

  /** A page after the first: a running header with the association and the running title. */
  newPage(): void {
    this.doc.addPage();
    const rightWidth = this.raw.width('Helvetica', 8.5, this.runningTitle);
    this.raw.line('Helvetica-Bold', 9, accent, 38, [
      { text: this.association, x: left, align: 'left', maxWidth: contentWidth - rightWidth - 24 },
    ]);
    this.raw.line('Helvetica', 8.5, muted, 38.5, [{ text: this.runningTitle, x: right, align: 'right' }]);
    this.hRule(52, accent, 1);
    this.y = continuationTop;
  }

  sectionTitle(title: string): void {
    this.raw.line('Helvetica-Bold', 11, accent, this.y, [{ text: title, x: left, align: 'left' }]);
    this.y += sectionTitleHeight;
  }

  note(message: string): void {
    this.ensureSpace(16);
    this.font('Helvetica-Oblique', 9, muted);
    this.text(message, left, this.y);
    this.y += 22;
  }

  /** "Page X of Y" on every page, after `footerLeft` (cut first when the line is too long). */
  drawFooters(footerLeft: string): void {
    const { doc } = this;
    const range = doc.bufferedPageRange();
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

  /** Draws the document with `draw` and resolves with its bytes; the same drawing gives the same bytes. */
  render(draw: () => void): Promise<Buffer> {
    return new Promise<Buffer>((resolve, reject) => {
      try {
        const chunks: Buffer[] = [];
        this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
        this.doc.on('end', () => resolve(Buffer.concat(chunks)));
        this.doc.on('error', reject);
        draw();
        this.doc.end();
      } catch (error) {
        reject(error);
      }
    });
  }
}
