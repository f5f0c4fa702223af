import { statementDurationLabel } from '@hoa/contracts/statements';
import { imageSize } from './image-size';
import type { PdfCanvas } from './pdf-canvas';
import type { StatementCanvas } from './statement-canvas';
import type { StatementLogo } from './statement-document';
import { money, periodText, totals } from './statement-format';
import {
  accent,
  contentWidth,
  creditGreen,
  ink,
  left,
  muted,
  right,
  rule,
  tint,
} from './statement-pdf-style';
import { toWinAnsi } from './win-ansi';

export function drawFirstPageHeader(canvas: StatementCanvas): void {
  const { input } = canvas;
  drawDocumentHeader(canvas, {
    logo: input.association.logo,
    address: input.association.address,
    title: canvas.title,
    subtitle: `${statementDurationLabel(input.duration)} \u00b7 ${periodText(input.period)}`,
  });
}

/**
 * The top of a document's first page: the association's logo and name (with its address), a rule,
 * then the document's title on the left and what it covers on the right.
 */
export function drawDocumentHeader(
  canvas: PdfCanvas,
  header: { logo: StatementLogo | null; address?: string | undefined; title: string; subtitle: string },
): void {
  const { doc } = canvas;
  const top = 36;
  const logoHeight = 52;
  const logoMaxWidth = 150;
  let textX = left;
  const logo = header.logo;
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
  while (nameSize > 13 && doc.fontSize(nameSize).widthOfString(canvas.association) > nameWidth)
    nameSize -= 0.5;
  doc.fontSize(nameSize);
  const nameLines = [canvas.association];
  if (doc.widthOfString(canvas.association) > nameWidth) {
    const words = canvas.association.split(' ');
    let first = words.shift() ?? '';
    while (words.length > 0 && doc.widthOfString(`${first} ${words[0]}`) <= nameWidth)
      first += ` ${words.shift()}`;
    nameLines.splice(0, 1, first, words.join(' '));
  }
  const address = header.address ? toWinAnsi(header.address) : '';
  const nameHeight = nameLines.length * nameSize * 1.15;
  const blockHeight = nameHeight + (address ? 16 : 0);
  const withLogo = textX !== left;
  const nameTop = withLogo ? top + Math.max(0, (logoHeight - blockHeight) / 2) : top + 2;
  canvas.font('Helvetica-Bold', nameSize, ink);
  nameLines.forEach((line, index) => {
    if (line) canvas.text(canvas.ellipsize(line, nameWidth), textX, nameTop + index * nameSize * 1.15);
  });
  if (address) {
    canvas.font('Helvetica', 9, muted);
    canvas.text(canvas.ellipsize(address, nameWidth), textX, nameTop + nameHeight + 4);
  }
  const ruleY = Math.max(withLogo ? top + logoHeight + 10 : 0, nameTop + blockHeight + 12);
  canvas.hRule(ruleY, accent, 1.5);

  // The statement's title, and what it covers on the right.
  const titleTop = ruleY + 12;
  canvas.font('Helvetica', 9, muted);
  canvas.textRight(toWinAnsi(header.subtitle), right, titleTop + 4.5);
  canvas.font('Helvetica-Bold', 15, accent);
  canvas.text(toWinAnsi(header.title), left, titleTop);
  canvas.y = titleTop + 32;
}

export function drawAccountBlock(canvas: StatementCanvas): void {
  const { input } = canvas;
  const top = canvas.y;
  const leftWidth = 260;

  canvas.font('Helvetica-Bold', 7, muted);
  canvas.text('ACCOUNT HOLDER', left, top);
  canvas.font('Helvetica-Bold', 10.5, ink);
  canvas.text(canvas.ellipsize(toWinAnsi(input.account.ownerName), leftWidth), left, top + 11);
  canvas.font('Helvetica', 9, ink);
  let leftY = top + 26;
  for (const line of input.account.propertyAddress) {
    canvas.text(canvas.ellipsize(toWinAnsi(line), leftWidth), left, leftY);
    leftY += 12;
  }

  const pairs: [string, string][] = [['Account number', canvas.accountNumber]];
  if (input.account.subLedgerName) pairs.push(['Sub-ledger', toWinAnsi(input.account.subLedgerName)]);
  pairs.push(
    ['Statement period', periodText(input.period)],
    ['Duration', statementDurationLabel(input.duration)],
    ['Generated', canvas.generated],
  );
  const boxX = 330;
  let rightY = top;
  for (const [label, value] of pairs) {
    canvas.font('Helvetica', 8.5, muted);
    canvas.text(label, boxX, rightY);
    canvas.font('Helvetica-Bold', 8.5, ink);
    canvas.textRight(canvas.ellipsize(value, right - boxX - 90), right, rightY);
    rightY += 13.5;
  }
  canvas.hRule(rightY - 4, rule, 0.6, boxX, right);
  canvas.y = Math.max(leftY, rightY) + 10;
}

export function drawSummaryBand(canvas: StatementCanvas): void {
  const { input } = canvas;
  const { charges, credits } = totals(input.lines);
  const closing = input.closingBalance;
  const cells: [string, string, string][] = [
    ['OPENING BALANCE', money(input.openingBalance), ink],
    ['CHARGES', money(charges), ink],
    ['PAYMENTS & CREDITS', money(credits), ink],
    closing < 0 ? ['CREDIT BALANCE', money(-closing), creditGreen] : ['AMOUNT DUE', money(closing), accent],
  ];
  const top = canvas.y;
  const height = 46;
  canvas.doc.roundedRect(left, top, contentWidth, height, 4).fillColor(tint).fill();
  const cellWidth = contentWidth / cells.length;
  cells.forEach(([label, value, color], index) => {
    const x = left + index * cellWidth + 12;
    if (index > 0) {
      const divider = left + index * cellWidth;
      canvas.doc
        .moveTo(divider, top + 9)
        .lineTo(divider, top + height - 9)
        .lineWidth(0.6)
        .strokeColor('#c5d0dc')
        .stroke();
    }
    canvas.font('Helvetica-Bold', 7, muted);
    canvas.text(label, x, top + 10);
    canvas.font('Helvetica-Bold', 13, color);
    canvas.text(value, x, top + 22);
  });
  canvas.y = top + height + 18;
}
