import { statementDurationLabel, statementTypeLabel } from '@hoa/contracts/statements';
import PDFDocument from 'pdfkit';
import { RawText } from './raw-text';
import type { StatementDocument } from './statement-document';
import { formatGeneratedAt, periodText } from './statement-format';
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
  right,
  rule,
  sectionTitleHeight,
} from './statement-pdf-style';
import { toWinAnsi } from './win-ansi';

/** One statement being drawn: the document, where the next thing goes (`y`), and the drawing primitives. */
export class StatementCanvas {
  readonly doc: Doc;
  readonly raw: RawText;
  y = 0;
  readonly title: string;
  readonly generated: string;
  readonly association: string;
  readonly accountNumber: string;

  constructor(readonly input: StatementDocument) {
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

  /** A page after the first: a running header with the association, statement type and account. */
  newPage(): void {
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
}
