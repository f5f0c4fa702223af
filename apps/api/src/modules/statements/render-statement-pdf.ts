import { StatementCanvas } from './statement-canvas';
import { drawCoupons } from './statement-coupons';
import type { StatementDocument } from './statement-document';
import { drawAccountBlock, drawFirstPageHeader, drawSummaryBand } from './statement-first-page';
import { drawPayOnline } from './statement-pay-online';
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
  // The association's name goes last: it is what gets cut when the line is too long.
  canvas.drawFooters(
    `Account ${canvas.accountNumber} \u00b7 Generated ${canvas.generated} \u00b7 ${canvas.association}`,
  );
}

/** Renders a statement as a US-letter PDF; the same input gives the same bytes. */
export function renderStatementPdf(input: StatementDocument): Promise<Buffer> {
  const statement = new StatementCanvas(input);
  return statement.render(() => drawStatement(statement));
}
