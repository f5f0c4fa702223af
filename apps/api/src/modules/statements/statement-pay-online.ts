import { formatInstantDate } from '@hoa/contracts/format';
import QRCode from 'qrcode';
import type { StatementCanvas } from './statement-canvas';
import { accent, contentWidth, ink, left, muted, right, rule } from './statement-pdf-style';

/** Light modules around the code, as the QR standard asks for (ISO/IEC 18004: 4 modules). */
export const qrQuietZoneModules = 4;
/** The printed width of the code with its quiet zone, in points: 74 pt is 2.6 cm. */
export const qrPrintedSize = 74;

/** The QR code of `text` (error correction M) as rows of dark (true) and light modules, without quiet zone. */
export function qrMatrix(text: string): boolean[][] {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  return Array.from({ length: modules.size }, (_, row) =>
    Array.from({ length: modules.size }, (_, column) => modules.data[row * modules.size + column] === 1),
  );
}

/**
 * Draws the code with its top-left corner (quiet zone included) at x, y, `size` points wide: each run of
 * dark modules in a row is one filled rectangle, all filled at once in black on the white page.
 */
function drawQr(canvas: StatementCanvas, text: string, x: number, y: number, size: number): void {
  const matrix = qrMatrix(text);
  const module = size / (matrix.length + 2 * qrQuietZoneModules);
  const origin = qrQuietZoneModules * module;
  const { doc } = canvas;
  matrix.forEach((cells, row) => {
    let column = 0;
    while (column < cells.length) {
      if (!cells[column]) {
        column += 1;
        continue;
      }
      const start = column;
      while (column < cells.length && cells[column]) column += 1;
      doc.rect(x + origin + start * module, y + origin + row * module, (column - start) * module, module);
    }
  });
  doc.fillColor('#000000').fill();
}

/** The address in lines that fit `width` at the current font, cut anywhere (it is never shortened). */
function addressLines(canvas: StatementCanvas, href: string, width: number): string[] {
  const lines: string[] = [];
  let rest = href;
  while (rest.length > 0) {
    let length = rest.length;
    while (length > 1 && canvas.doc.widthOfString(rest.slice(0, length)) > width) length -= 1;
    lines.push(rest.slice(0, length));
    rest = rest.slice(length);
  }
  return lines;
}

/**
 * "Pay online without signing in" (issue 15, ADR 120): the account's statement link as a QR code a phone
 * can scan and as the address written out in full, under the balances of the first page.
 */
export function drawPayOnline(canvas: StatementCanvas): void {
  const pay = canvas.input.payOnline;
  if (!pay) return;
  const top = canvas.y;
  const padding = 4;
  const textX = left + padding + qrPrintedSize + 12;
  const textWidth = right - padding - textX;
  const height = qrPrintedSize + 2 * padding;
  canvas.doc.roundedRect(left, top, contentWidth, height, 4).lineWidth(0.8).strokeColor(rule).stroke();
  drawQr(canvas, pay.href, left + padding, top + padding, qrPrintedSize);

  let y = top + padding + 6;
  canvas.font('Helvetica-Bold', 11, accent);
  canvas.text('Pay online without signing in', textX, y);
  y += 18;
  canvas.font('Helvetica', 8.5, ink);
  canvas.text('Scan the code with your phone, or open this address in a browser:', textX, y);
  y += 14;
  canvas.font('Helvetica-Bold', 8.5, ink);
  for (const line of addressLines(canvas, pay.href, textWidth)) {
    canvas.text(line, textX, y);
    y += 11;
  }
  y += 4;
  canvas.font('Helvetica', 7.5, muted);
  const until = formatInstantDate(pay.validUntil, canvas.input.timeZone);
  for (const note of [
    'The page shows the balance and any fee before you pay.',
    `This link is for this account only and works until ${until}.`,
  ]) {
    canvas.text(canvas.ellipsize(note, textWidth), textX, y);
    y += 10;
  }
  canvas.y = top + height + 14;
}
