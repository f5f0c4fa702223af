import type { StatementCanvas } from './statement-canvas';
import { money, periodText, usDate } from './statement-format';
import {
  accent,
  creditGreen,
  creditTint,
  left,
  muted,
  right,
  sectionTitleHeight,
  tint,
} from './statement-pdf-style';
import { type Column, drawTable, type Row, type Rows } from './statement-table';
import { toWinAnsi } from './win-ansi';

export function drawTransactions(canvas: StatementCanvas): void {
  const { input } = canvas;
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
  drawTable(canvas, 'Transactions', columns, rows);
}

export function drawClosingBox(canvas: StatementCanvas): void {
  const closing = canvas.input.closingBalance;
  const credit = closing < 0;
  const color = credit ? creditGreen : accent;
  const width = 240;
  const height = 44;
  canvas.ensureSpace(height + 10);
  const x = right - width;
  const top = canvas.y;
  canvas.doc
    .roundedRect(x, top, width, height, 4)
    .lineWidth(1.2)
    .fillAndStroke(credit ? creditTint : tint, color);
  canvas.font('Helvetica-Bold', 11, color);
  canvas.text(credit ? 'Credit balance' : 'Amount due', x + 14, top + 10);
  canvas.font('Helvetica', 7.5, muted);
  canvas.text(`as of ${usDate(canvas.input.period.to)}`, x + 14, top + 26);
  canvas.font('Helvetica-Bold', 16, color);
  canvas.textRight(money(credit ? -closing : closing), right - 14, top + 14);
  canvas.y = top + height + 22;
}

export function drawFutureCharges(canvas: StatementCanvas, always: boolean): void {
  const charges = canvas.input.futureCharges;
  if (charges.length === 0) {
    if (always) {
      canvas.ensureSpace(sectionTitleHeight + 22);
      canvas.sectionTitle('Future charges');
      canvas.note('No future charges are scheduled.');
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
  drawTable(canvas, 'Future charges', columns, rows, true);
}

export function drawChargeSummary(canvas: StatementCanvas): void {
  const summary = canvas.input.chargeSummary;
  const title = `Charge summary, ${periodText(canvas.input.period)}`;
  if (summary.length === 0) {
    canvas.ensureSpace(sectionTitleHeight + 22);
    canvas.sectionTitle(title);
    canvas.note('Nothing was charged or credited in this period.');
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
  drawTable(canvas, title, columns, rows, true);
}
