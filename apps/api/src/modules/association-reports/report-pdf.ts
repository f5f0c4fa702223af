import { formatCount, formatMoney, formatPercent } from '@hoa/contracts/format';
import { PdfCanvas } from '../statements/pdf-canvas';
import { drawDocumentHeader } from '../statements/statement-first-page';
import { formatGeneratedAt } from '../statements/statement-format';
import { contentWidth, left, muted } from '../statements/statement-pdf-style';
import { type Column, drawTable, type Row } from '../statements/statement-table';
import { toWinAnsi } from '../statements/win-ansi';
import type { ReportCell, ReportDocument } from './report-document';

function textOf(cell: ReportCell): string {
  if (typeof cell === 'string') return toWinAnsi(cell);
  if ('cents' in cell) return formatMoney(cell.cents);
  if ('count' in cell) return formatCount(cell.count);
  return formatPercent(cell.percent);
}

/** The report's columns across the page's width, in proportion to their weights. */
function columnsOf(document: ReportDocument): Column[] {
  const weights = document.columns.reduce((sum, column) => sum + column.weight, 0);
  let x = left;
  return document.columns.map((column) => {
    const width = (contentWidth * column.weight) / weights;
    const placed = { header: column.header, x, width, align: column.align };
    x += width;
    return placed;
  });
}

/** Notes under the tables, wrapped to the page's width. */
function drawNotes(canvas: PdfCanvas, notes: readonly string[]): void {
  for (const note of notes) {
    canvas.ensureSpace(40);
    canvas.font('Helvetica-Oblique', 8.5, muted);
    canvas.doc.text(toWinAnsi(note), left, canvas.y, { width: contentWidth, lineGap: 2 });
    canvas.y = canvas.doc.y + 8;
  }
}

/**
 * A board report as a US-letter PDF with the statements' building blocks: the association's header,
 * the tables (striped, their header repeated on every page), "Page X of Y" footers.
 */
export function renderReportPdf(
  document: ReportDocument,
  options: { generatedAt: Date; timeZone: string },
): Promise<Buffer> {
  const association = toWinAnsi(document.associationName);
  const generated = formatGeneratedAt(options.generatedAt, options.timeZone);
  const canvas = new PdfCanvas(association, `${document.title} \u00b7 ${toWinAnsi(document.subtitle)}`, {
    Title: `${document.title} \u2013 ${document.subtitle}`,
    Author: association,
    Subject: document.subtitle,
    Creator: 'HOA portal',
    Producer: 'HOA portal (PDFKit)',
    CreationDate: options.generatedAt,
    ModDate: options.generatedAt,
  });
  const columns = columnsOf(document);
  return canvas.render(() => {
    canvas.doc.addPage();
    drawDocumentHeader(canvas, { logo: null, title: document.title, subtitle: document.subtitle });
    for (const table of document.tables) {
      const rows: Row[] = table.rows.map((row) => ({
        cells: row.cells.map(textOf),
        ...(row.style ? { style: row.style } : {}),
        ...(row.ruleAbove ? { ruleAbove: true } : {}),
      }));
      drawTable(canvas, toWinAnsi(table.title), columns, rows, true);
    }
    drawNotes(canvas, document.notes);
    canvas.drawFooters(`${document.title} \u00b7 Generated ${generated} \u00b7 ${association}`);
  });
}
