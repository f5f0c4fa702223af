import { StatementCanvas } from './statement-canvas';
import { drawCoupons } from './statement-coupons';
import type { StatementDocument } from './statement-document';
import { drawAccountBlock, drawFirstPageHeader, drawSummaryBand } from './statement-first-page';
import { drawPayOnline } from './statement-pay-online';
import { contentWidth, left, muted, pageHeight, right, rule } from './statement-pdf-style';
import { drawChargeSummary, drawClosingBox, drawFutureCharges, drawTransactions } from './statement-sections';

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

function drawStatement(canvas: StatementCanvas): void {
  canvas.doc.addPage();
  drawFirstPageHeader(canvas);
  drawAccountBlock(canvas);
  drawSummaryBand(canvas);
  drawPayOnline(canvas);
  drawTransactions(canvas);
  drawClosingBox(canvas);
  switch (canvas.input.type) {
    case 'future-charges':
      drawFutureCharges(canvas, true);
      break;
    case 'charge-summary':
      drawChargeSummary(canvas);
      break;
    case 'coupons':
      drawFutureCharges(canvas, false);
      drawCoupons(canvas);
      break;
    case 'transaction-history':
      break;
  }
  drawFooters(canvas);
}

function drawFooters(canvas: StatementCanvas): void {
  const { doc } = canvas;
  const range = doc.bufferedPageRange();
  // The association's name goes last: it is what gets cut when the line is too long.
  const footerLeft = `Account ${canvas.accountNumber} \u00b7 Generated ${canvas.generated} \u00b7 ${canvas.association}`;
  for (let index = 0; index < range.count; index += 1) {
    doc.switchToPage(range.start + index);
    canvas.hRule(pageHeight - 44, rule, 0.6);
    const pageText = `Page ${index + 1} of ${range.count}`;
    const pageTextWidth = canvas.raw.width('Helvetica', 7.5, pageText);
    canvas.raw.line('Helvetica', 7.5, muted, pageHeight - 36, [
      { text: footerLeft, x: left, align: 'left', maxWidth: contentWidth - pageTextWidth - 24 },
      { text: pageText, x: right, align: 'right' },
    ]);
  }
}

/** Renders a statement as a US-letter PDF; the same input gives the same bytes. */
export function renderStatementPdf(input: StatementDocument): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    try {
      const statement = new StatementCanvas(input);
      const { doc } = statement;
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.on('error', reject);
      drawStatement(statement);
      doc.end();
    } catch (error) {
      reject(error);
    }
  });
}
