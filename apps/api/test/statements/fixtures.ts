import { deflateSync } from 'node:zlib';
import { type Cents, cents } from '@hoa/contracts/money';
import { addDays, type StatementTypeId } from '@hoa/contracts/statements';
import type { StatementDocument, StatementLine } from '../../src/modules/statements/statement-document';
import { pngChunk as chunk } from '../../src/seed/png-chunk';

/** A small RGBA PNG (a navy roof over a teal square on transparent ground), made with zlib. */
export function makeLogoPng(width = 48, height = 48): Uint8Array {
  const raw = Buffer.alloc((width * 4 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    const row = y * (width * 4 + 1);
    raw[row] = 0; // filter: none
    for (let x = 0; x < width; x += 1) {
      const at = row + 1 + x * 4;
      const roof = y < height / 2 && Math.abs(x - width / 2) <= y;
      const house = y >= height / 2 && x >= width / 5 && x < width - width / 5;
      const [r, g, b, a] = roof ? [31, 58, 95, 255] : house ? [42, 157, 143, 255] : [0, 0, 0, 0];
      raw[at] = r;
      raw[at + 1] = g;
      raw[at + 2] = b;
      raw[at + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 6; // RGBA
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const descriptions: [string, string, number][] = [
  ['assessment', 'Monthly assessment', 32_500],
  ['payment', 'Payment - thank you (ACH)', -32_500],
  ['late_fee', 'Late fee', 2_500],
  ['processing_fee', 'Card processing fee', 975],
  ['payment', 'Payment by card ending 4242', -3_000],
  ['credit', 'Credit: pool key deposit refund, "Unit 4", Building A, returned after the 2024 season', -475],
];

/** `count` ledger lines from `from`, one a day, cycling through the kinds above, with running balances. */
export function makeLines(count: number, from: string, openingBalance: number): StatementLine[] {
  const lines: StatementLine[] = [];
  let balance = openingBalance;
  for (let index = 0; index < count; index += 1) {
    const [kind, description, amount] = descriptions[index % descriptions.length] as [string, string, number];
    balance += amount;
    lines.push({
      date: addDays(from, Math.floor(index / 3)),
      description: `${description} #${index + 1}`,
      kind,
      amount: cents(amount),
      balance: cents(balance),
    });
  }
  return lines;
}

export interface FixtureOptions {
  type?: StatementTypeId;
  lines?: number;
  openingBalance?: number;
  logo?: boolean;
  /** Without the statement link (a revoked one is not printed). */
  withoutLink?: boolean;
}

/** The statement link the fixtures print: 43 base64url characters after `/epay/statement/`. */
export const fixtureLinkHref =
  'https://portal.example.com/epay/statement/q7Jm2Vx0bN4cR8tZ1uY5wKe3sD6fG9hA_-LpOiUaXyE';

export function makeStatement(options: FixtureOptions = {}): StatementDocument {
  const openingBalance = options.openingBalance ?? 12_345;
  const lines = makeLines(options.lines ?? 12, '2025-01-03', openingBalance);
  const closingBalance = (lines.at(-1)?.balance ?? openingBalance) as Cents;
  return {
    type: options.type ?? 'transaction-history',
    duration: 'ytd',
    association: {
      name: 'Willow Creek Homeowners Association',
      logo: options.logo ? { bytes: makeLogoPng(), mime: 'image/png' } : null,
      address: '1200 Willow Creek Parkway, Suite 300, Austin, TX 78701',
    },
    account: {
      accountNumber: 'WC-004217',
      ownerName: 'María José Ortega-Smith',
      propertyAddress: ['4217 Bluebonnet Lane', 'Austin, TX 78745'],
      subLedgerName: 'Pool & Clubhouse',
    },
    period: { from: '2025-01-01', to: '2025-08-14' },
    generatedAt: new Date('2025-08-14T20:05:00Z'),
    timeZone: 'America/Chicago',
    openingBalance: cents(openingBalance),
    closingBalance,
    lines,
    futureCharges: [
      { dueDate: '2025-09-01', description: 'Monthly assessment - September', amount: cents(32_500) },
      { dueDate: '2025-10-01', description: 'Monthly assessment - October', amount: cents(32_500) },
      {
        dueDate: '2025-10-15',
        description: 'Special assessment: roof replacement (1 of 4)',
        amount: cents(125_000),
      },
    ],
    chargeSummary: [
      { kind: 'assessment', label: 'Assessments', total: cents(260_000), count: 8 },
      { kind: 'late_fee', label: 'Late fees', total: cents(5_000), count: 2 },
      { kind: 'processing_fee', label: 'Processing fees', total: cents(1_950), count: 2 },
      { kind: 'payment', label: 'Payments', total: cents(-243_500), count: 7 },
      { kind: 'credit', label: 'Credits', total: cents(-5_000), count: 1 },
    ],
    coupons: [
      { dueDate: '2025-09-01', description: 'Monthly assessment - September', amountDue: cents(32_500) },
      { dueDate: '2025-10-01', description: 'Monthly assessment - October', amountDue: cents(32_500) },
      { dueDate: '2025-11-01', description: 'Monthly assessment - November', amountDue: cents(32_500) },
      { dueDate: '2025-12-01', description: 'Monthly assessment - December', amountDue: cents(41_275) },
    ],
    remitTo: ['Willow Creek HOA', 'c/o Lakeside Management', 'PO Box 90210', 'Austin, TX 78701'],
    payOnline: options.withoutLink
      ? null
      : { href: fixtureLinkHref, validUntil: new Date('2025-09-15T05:00:00Z') },
  };
}
