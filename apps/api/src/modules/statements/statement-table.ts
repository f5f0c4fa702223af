import type { PdfCanvas } from './pdf-canvas';
import type { RawCell } from './raw-text';
import {
  type Align,
  accent,
  cellPadding,
  contentBottom,
  contentWidth,
  continuationTop,
  headerHeight,
  ink,
  left,
  muted,
  rowHeight,
  rule,
  sectionTitleHeight,
  tableFontSize,
  white,
  zebra,
} from './statement-pdf-style';

export interface Column {
  header: string;
  x: number;
  width: number;
  align: Align;
}

export interface Row {
  cells: string[];
  style?: 'bold' | 'muted';
  /** A rule above the row (closing balance, totals). */
  ruleAbove?: boolean;
}

/** What a table draws: an array, or rows made on demand. */
export interface Rows {
  readonly length: number;
  at(index: number): Row | undefined;
}

function drawTableHeader(canvas: PdfCanvas, columns: readonly Column[]): void {
  canvas.raw.rect(left, canvas.y, contentWidth, headerHeight, accent);
  canvas.raw.line(
    'Helvetica-Bold',
    8,
    white,
    canvas.y + 5,
    columns.map((column) =>
      column.align === 'right'
        ? { text: column.header, x: column.x + column.width - cellPadding, align: 'right' }
        : { text: column.header, x: column.x + cellPadding, align: 'left' },
    ),
  );
  canvas.y += headerHeight;
}

/**
 * Rows with zebra striping. On a page break the section title (marked "continued") and the column
 * header are drawn again. Cells are formatted strings; left-aligned ones are cut to fit.
 */
export function drawTable(
  canvas: PdfCanvas,
  title: string,
  columns: readonly Column[],
  rows: Rows,
  keepTogether = false,
): void {
  // The title, the header and two rows stay together; a short table that fits a page stays whole.
  const whole = sectionTitleHeight + headerHeight + rows.length * rowHeight;
  const fitsOnAPage = whole <= contentBottom - continuationTop;
  canvas.ensureSpace(keepTogether && fitsOnAPage ? whole : sectionTitleHeight + headerHeight + 2 * rowHeight);
  canvas.sectionTitle(title);
  drawTableHeader(canvas, columns);
  const cells: RawCell[] = columns.map((column) =>
    column.align === 'right'
      ? { text: '', x: column.x + column.width - cellPadding, align: 'right' }
      : { text: '', x: column.x + cellPadding, align: 'left', maxWidth: column.width - 2 * cellPadding },
  );
  for (let index = 0; index < rows.length; index += 1) {
    const row = rows.at(index) as Row;
    if (canvas.y + rowHeight > contentBottom) {
      canvas.hRule(canvas.y, rule, 0.6);
      canvas.newPage();
      canvas.sectionTitle(`${title} (continued)`);
      drawTableHeader(canvas, columns);
    }
    if (index % 2 === 1) canvas.raw.rect(left, canvas.y, contentWidth, rowHeight, zebra);
    if (row.ruleAbove) canvas.hRule(canvas.y, muted, 0.8);
    for (let c = 0; c < cells.length; c += 1) (cells[c] as RawCell).text = row.cells[c] ?? '';
    canvas.raw.line(
      row.style === 'bold' ? 'Helvetica-Bold' : 'Helvetica',
      tableFontSize,
      row.style === 'muted' ? muted : ink,
      canvas.y + 3.6,
      cells,
    );
    canvas.y += rowHeight;
  }
  canvas.hRule(canvas.y, rule, 0.6);
  canvas.y += 14;
}
