import type { StatementCanvas } from './statement-canvas';
import type { StatementDocument } from './statement-document';
import { money, usDate } from './statement-format';
import {
  accent,
  contentBottom,
  ink,
  left,
  muted,
  pageWidth,
  right,
  rule,
  white,
} from './statement-pdf-style';
import { toWinAnsi } from './win-ansi';

type Coupon = StatementDocument['coupons'][number];

export function drawCoupons(canvas: StatementCanvas): void {
  const coupons = canvas.input.coupons;
  if (coupons.length === 0) {
    canvas.note('No payment coupons are due.');
    return;
  }
  const couponHeight = 206;
  canvas.newPage();
  canvas.sectionTitle('Payment coupons');
  canvas.font('Helvetica', 8.5, muted);
  canvas.text('Detach along the dashed line and return one coupon with each payment.', left, canvas.y - 2);
  canvas.y += 22;
  coupons.forEach((coupon, index) => {
    if (canvas.y + couponHeight > contentBottom + 12) canvas.newPage();
    drawCoupon(canvas, coupon, index, coupons.length);
    canvas.y += couponHeight;
  });
}

function drawCoupon(canvas: StatementCanvas, coupon: Coupon, index: number, count: number): void {
  const { doc, input } = canvas;
  const top = canvas.y;

  // The cut line, its label on a white gap.
  doc
    .moveTo(left - 12, top)
    .lineTo(right + 12, top)
    .dash(5, { space: 3 })
    .lineWidth(0.8)
    .strokeColor(muted)
    .stroke()
    .undash();
  const cutLabel = 'DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT';
  canvas.font('Helvetica-Bold', 6.5, muted);
  const cutWidth = doc.widthOfString(cutLabel);
  canvas.raw.rect((pageWidth - cutWidth) / 2 - 6, top - 5, cutWidth + 12, 10, white);
  canvas.text(cutLabel, (pageWidth - cutWidth) / 2, top - 2.4);

  // Left: whom to pay and what for.
  const bodyTop = top + 18;
  const leftWidth = 250;
  canvas.font('Helvetica-Bold', 12, accent);
  canvas.text(canvas.ellipsize(canvas.association, leftWidth), left, bodyTop);
  canvas.font('Helvetica', 7.5, muted);
  canvas.text(`Coupon ${index + 1} of ${count}`, left, bodyTop + 17);
  canvas.font('Helvetica-Bold', 7, muted);
  canvas.text('REMIT PAYMENT TO', left, bodyTop + 36);
  canvas.font('Helvetica', 9, ink);
  let y = bodyTop + 47;
  for (const line of input.remitTo) {
    canvas.text(canvas.ellipsize(toWinAnsi(line), leftWidth), left, y);
    y += 12;
  }
  y += 8;
  canvas.font('Helvetica-Bold', 7, muted);
  canvas.text('FOR', left, y);
  canvas.font('Helvetica', 9, ink);
  canvas.text(canvas.ellipsize(toWinAnsi(coupon.description), leftWidth), left, y + 11);
  canvas.font('Helvetica-Oblique', 7.5, muted);
  canvas.text(canvas.ellipsize(`Make checks payable to ${canvas.association}.`, leftWidth), left, y + 28);

  // Right: the slip.
  const boxX = 318;
  const boxWidth = right - boxX;
  const slipRow = 21;
  const pairs: [string, string][] = [
    ['Account number', canvas.accountNumber],
    ['Owner', toWinAnsi(input.account.ownerName)],
    ['Property', toWinAnsi(input.account.propertyAddress[0] ?? '')],
    ['Due date', usDate(coupon.dueDate)],
    ['Amount due', money(coupon.amountDue)],
  ];
  const boxTop = bodyTop - 4;
  const boxHeight = pairs.length * slipRow + 38;
  doc.roundedRect(boxX, boxTop, boxWidth, boxHeight, 4).lineWidth(0.8).strokeColor(accent).stroke();
  pairs.forEach(([label, value], row) => {
    const rowTop = boxTop + row * slipRow;
    if (row > 0) canvas.hRule(rowTop, rule, 0.6, boxX + 8, right - 8);
    const strong = label === 'Amount due';
    canvas.font('Helvetica', 8.5, muted);
    canvas.text(label, boxX + 10, rowTop + 7);
    canvas.font('Helvetica-Bold', strong ? 11 : 9, strong ? accent : ink);
    canvas.textRight(canvas.ellipsize(value, boxWidth - 110), right - 10, rowTop + (strong ? 5.5 : 6.5));
  });
  const enclosedTop = boxTop + pairs.length * slipRow;
  canvas.hRule(enclosedTop, rule, 0.6, boxX + 8, right - 8);
  canvas.font('Helvetica-Bold', 8.5, ink);
  canvas.text('Amount enclosed', boxX + 10, enclosedTop + 14);
  const fieldX = right - 120;
  doc
    .rect(fieldX, enclosedTop + 7, 110, 24)
    .lineWidth(1)
    .fillAndStroke(white, ink);
  canvas.font('Helvetica-Bold', 11, ink);
  canvas.text('$', fieldX + 6, enclosedTop + 13);
}
