import { cents } from '@hoa/contracts/money';
import { describe, expect, it } from 'vitest';
import { fixtureLinkHref, makeLogoPng, makeStatement } from '../../../test/statements/fixtures';
import { occurrences, readPdf, readQrCode } from '../../../test/statements/pdf-text';
import { imageSize } from './image-size';
import { renderStatementPdf } from './render-statement-pdf';
import { qrMatrix, qrPrintedSize, qrQuietZoneModules } from './statement-pay-online';
import { toWinAnsi } from './win-ansi';

describe('renderStatementPdf', () => {
  it('prints the header, the account, the period, the balances and every line', async () => {
    const doc = makeStatement({ lines: 12 });
    const pdf = await renderStatementPdf(doc);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { pageCount, pages, info } = await readPdf(pdf);
    expect(pageCount).toBe(1);
    const text = pages[0] ?? '';
    expect(text).toContain('Willow Creek Homeowners Association');
    expect(text).toContain('1200 Willow Creek Parkway, Suite 300, Austin, TX 78701');
    expect(text).toContain('Transaction history');
    expect(text).toContain('Account number WC-004217');
    expect(text).toContain('María José Ortega-Smith');
    expect(text).toContain('4217 Bluebonnet Lane');
    expect(text).toContain('Austin, TX 78745');
    expect(text).toContain('Sub-ledger Pool & Clubhouse');
    expect(text).toContain('Statement period 01/01/2025 – 08/14/2025');
    expect(text).toContain('Duration YTD');
    expect(text).toContain('Generated Aug 14, 2025, 3:05 PM CDT');
    expect(text).toContain('01/01/2025 Opening balance $123.45');
    for (const line of doc.lines) expect(text).toContain(line.description.slice(0, 20));
    expect(text).toContain('01/03/2025 Monthly assessment #1 $325.00 $448.45');
    expect(text).toContain('01/03/2025 Payment - thank you (ACH) #2 $325.00 $123.45');
    expect(text).toContain('08/14/2025 Closing balance $123.45');
    expect(text).toMatch(/Amount due\s+\$123\.45/);
    expect(text).not.toContain('Credit balance');
    expect(text).toContain('Page 1 of 1');
    // Nothing of the other types.
    expect(text).not.toContain('Amount enclosed');
    expect(text).not.toContain('Future charges');
    expect(text).not.toContain('Charge summary');
    expect(info.Title).toBe('Transaction history – Account WC-004217');
    expect(info.CreationDate).toBe('D:20250814200500Z');
  });

  it('calls a negative closing balance a credit balance', async () => {
    const doc = makeStatement({ lines: 0, openingBalance: -4_210 });
    const { pages } = await readPdf(await renderStatementPdf(doc));
    const text = pages[0] ?? '';
    expect(text).toContain('No transactions in this period.');
    expect(text).toContain('CREDIT BALANCE');
    expect(text).toMatch(/Credit balance\s+\$42\.10/);
    expect(text).toContain('Closing balance -$42.10');
    expect(text).not.toContain('Amount due');
  });

  it('adds pages as lines grow, repeating the table header and numbering "Page X of Y"', async () => {
    const counts: number[] = [];
    for (const lines of [10, 120, 400]) {
      counts.push((await readPdf(await renderStatementPdf(makeStatement({ lines })), [1])).pageCount);
    }
    expect(counts[0]).toBe(1);
    expect(counts[1]).toBeGreaterThan(counts[0] as number);
    expect(counts[2]).toBeGreaterThan(counts[1] as number);

    const doc = makeStatement({ lines: 400 });
    const { pageCount, pages } = await readPdf(await renderStatementPdf(doc));
    expect(pageCount).toBe(counts[2]);
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pageCount}`);
      expect(page).toContain('Date Description Charges Payments/Credits Balance');
      if (index > 0) {
        expect(page).toContain('Transactions (continued)');
        expect(page).toContain('Transaction history · Account WC-004217');
      }
    });
    // Every line is on exactly one page, in order.
    const all = pages.join('\n');
    for (const line of [doc.lines[0], doc.lines[199], doc.lines[399]]) {
      expect(occurrences(all, `${line?.description.slice(0, 20)}`)).toBeGreaterThan(0);
    }
    expect(occurrences(all, 'Monthly assessment #1 ')).toBe(1);
    expect(all.indexOf('#398')).toBeLessThan(all.indexOf('#399'));
    expect(pages.at(-1)).toContain('08/14/2025 Closing balance');
  });

  it('coupons: one detachable coupon per entry at the end, with due date, amount and remit-to', async () => {
    const doc = makeStatement({ type: 'coupons', lines: 8 });
    const { pageCount, pages } = await readPdf(await renderStatementPdf(doc));
    const first = pages[0] ?? '';
    expect(first).toContain('Statement with coupons');
    expect(first).not.toContain('Amount enclosed');
    const couponPages = pages.slice(1).join('\n');
    expect(pageCount).toBe(3); // 3 coupons a page
    expect(occurrences(couponPages, 'DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT')).toBe(4);
    expect(occurrences(couponPages, 'Amount enclosed')).toBe(4);
    expect(occurrences(couponPages, 'Account number WC-004217')).toBe(4);
    expect(occurrences(couponPages, 'PO Box 90210')).toBe(4);
    doc.coupons.forEach((coupon, index) => {
      expect(couponPages).toContain(`Coupon ${index + 1} of 4`);
      expect(couponPages).toContain(coupon.description);
    });
    expect(couponPages).toContain('Due date 09/01/2025');
    expect(couponPages).toContain('Due date 12/01/2025');
    expect(couponPages).toContain('Amount due $325.00');
    expect(couponPages).toContain('Amount due $412.75');
    expect(couponPages).toContain('Make checks payable to Willow Creek Homeowners Association.');
    expect(pages.at(-1)).toContain('Page 3 of 3');
  });

  it('coupons: says so when none are due', async () => {
    // 4 lines: with the statement link's box, 12 lines and the note no longer fit one page
    const doc = { ...makeStatement({ type: 'coupons', lines: 4 }), coupons: [] };
    const { pageCount, pages } = await readPdf(await renderStatementPdf(doc));
    expect(pageCount).toBe(1);
    expect(pages[0]).toContain('No payment coupons are due.');
  });

  it('prints the statement link on the first page as text and as a QR code a phone can scan', async () => {
    const doc = makeStatement({ lines: 12 });
    const pdf = await renderStatementPdf(doc);
    const { pageCount, pages } = await readPdf(pdf);
    expect(pageCount).toBe(1);
    const text = pages[0] ?? '';
    expect(text).toContain('Pay online without signing in');
    expect(text).toContain('Scan the code with your phone, or open this address in a browser:');
    expect(text).toContain(fixtureLinkHref); // whole, on one line: it is never shortened
    expect(text).toContain('This link is for this account only and works until');

    // the code is drawn as square modules with its quiet zone, at least 2.5 cm wide, and reads back the address
    const size = qrMatrix(fixtureLinkHref).length;
    const module = qrPrintedSize / (size + 2 * qrQuietZoneModules);
    expect((qrPrintedSize / 72) * 2.54).toBeGreaterThanOrEqual(2.5);
    const code = readQrCode(pdf, { module, quietZone: qrQuietZoneModules });
    expect(code).toEqual({ data: fixtureLinkHref, size, crowded: [] });
  });

  it('prints no link, and no code, when there is none (a revoked one)', async () => {
    const pdf = await renderStatementPdf(makeStatement({ withoutLink: true }));
    const { pages } = await readPdf(pdf);
    expect(pages[0]).not.toContain('Pay online');
    expect(pages[0]).not.toContain('/epay/');
    const module = qrPrintedSize / (qrMatrix(fixtureLinkHref).length + 2 * qrQuietZoneModules);
    expect(readQrCode(pdf, { module, quietZone: qrQuietZoneModules }).data).toBeNull();
  });

  it('future charges: a table of scheduled charges with their total', async () => {
    const doc = makeStatement({ type: 'future-charges' });
    const { pages } = await readPdf(await renderStatementPdf(doc));
    const text = pages.join('\n');
    expect(text).toContain('Statement with future charges');
    expect(text).toContain('Future charges');
    expect(text).toContain('Due date Description Amount');
    expect(text).toContain('09/01/2025 Monthly assessment - September $325.00');
    expect(text).toContain('10/15/2025 Special assessment: roof replacement (1 of 4) $1,250.00');
    expect(text).toContain('Total future charges $1,900.00');
    expect(text).not.toContain('Amount enclosed');

    const none = await readPdf(await renderStatementPdf({ ...doc, futureCharges: [] }));
    expect(none.pages.join('\n')).toContain('No future charges are scheduled.');
  });

  it('charge summary: totals by kind and a net total', async () => {
    const doc = makeStatement({ type: 'charge-summary' });
    const { pages } = await readPdf(await renderStatementPdf(doc));
    const text = pages.join('\n');
    expect(text).toContain('Statement with charge summary');
    expect(text).toContain('Charge summary, 01/01/2025 – 08/14/2025');
    expect(text).toContain('Type Count Total');
    expect(text).toContain('Assessments 8 $2,600.00');
    expect(text).toContain('Late fees 2 $50.00');
    expect(text).toContain('Processing fees 2 $19.50');
    expect(text).toContain('Payments 7 -$2,435.00');
    expect(text).toContain('Credits 1 -$50.00');
    expect(text).toContain('Net total 20 $184.50');
  });

  it('embeds a PNG logo (with transparency) and survives an unreadable one', async () => {
    const without = await readPdf(await renderStatementPdf(makeStatement()), [1]);
    expect(without.imagesPerPage).toEqual([0]);

    const pdf = await renderStatementPdf(makeStatement({ logo: true }));
    const withLogo = await readPdf(pdf, [1]);
    expect(withLogo.imagesPerPage).toEqual([1]);
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/Subtype \/Image/);
    expect(raw).toMatch(/\/SMask/); // the alpha channel
    expect(raw).toMatch(/\/Width 48/);

    const broken = makeStatement();
    broken.association.logo = { bytes: new Uint8Array([1, 2, 3, 4]), mime: 'image/png' };
    const fallback = await readPdf(await renderStatementPdf(broken), [1]);
    expect(fallback.imagesPerPage).toEqual([0]);
    expect(fallback.pages[0]).toContain('Willow Creek Homeowners Association');

    expect(Buffer.from(makeLogoPng()).subarray(1, 4).toString('latin1')).toBe('PNG');
  });

  it('reads logo sizes from PNG and JPEG headers', () => {
    expect(imageSize(makeLogoPng(120, 40))).toEqual({ width: 120, height: 40 });
    const jfif = [
      0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00,
      0x00,
    ];
    const frame = [
      0xff, 0xc0, 0x00, 0x11, 0x08, 0x00, 0x20, 0x00, 0x40, 0x03, 0x01, 0x22, 0x00, 0x02, 0x11, 0x01, 0x03,
      0x11, 0x01,
    ];
    expect(imageSize(new Uint8Array([0xff, 0xd8, ...jfif, ...frame]))).toEqual({ width: 64, height: 32 });
    expect(imageSize(new Uint8Array([1, 2, 3, 4]))).toBeNull();
  });

  it('is deterministic for a given input', async () => {
    const doc = makeStatement({ type: 'coupons', lines: 60, logo: true });
    const [a, b] = await Promise.all([renderStatementPdf(doc), renderStatementPdf(doc)]);
    expect(a.equals(b as Buffer)).toBe(true);
    const later = await renderStatementPdf({ ...doc, generatedAt: new Date('2025-08-15T20:05:00Z') });
    expect(a.equals(later)).toBe(false);
  });

  it('draws any text with the built-in fonts: escapes, unsupported characters, long descriptions', async () => {
    const doc = makeStatement({ lines: 0 });
    doc.association.name = 'Łódź Gardens HOA 🏡';
    doc.account.ownerName = 'Zoë 李 Nguyễn';
    doc.lines = [
      {
        date: '2025-02-01',
        description: 'Refund (check #12) \\ back-slash\tand tab',
        kind: 'refund',
        amount: cents(-1_000),
        balance: cents(11_345),
      },
      {
        date: '2025-02-02',
        description: `Special assessment ${'for the clubhouse roof, gutters and siding '.repeat(4)}`,
        kind: 'assessment',
        amount: cents(1_000),
        balance: cents(12_345),
      },
    ];
    const { pages } = await readPdf(await renderStatementPdf(doc));
    const text = pages.join('\n');
    expect(text).toContain('Lódz Gardens HOA ?');
    expect(text).toContain('Zoë ? Nguyen');
    expect(text).toContain('Refund (check #12) \\ back-slash and tab');
    expect(text).toMatch(/Special assessment for the clubhouse [^\n]*… \$10\.00/);
    expect(text).not.toContain('siding for the clubhouse roof, gutters and siding for');
  });

  it('renders 10,000 lines (time reported, not asserted)', async () => {
    const doc = makeStatement({ lines: 10_000 });
    await renderStatementPdf(makeStatement({ lines: 500 })); // warm-up
    const started = performance.now();
    const pdf = await renderStatementPdf(doc);
    const elapsed = performance.now() - started;
    console.info(`renderStatementPdf: 10,000 lines in ${elapsed.toFixed(0)} ms, ${pdf.length} bytes`);
    const { pageCount, pages } = await readPdf(pdf, [1]);
    expect(pageCount).toBeGreaterThan(200);
    expect(pages[0]).toContain(`Page 1 of ${pageCount}`);
    const end = (await readPdf(pdf, [pageCount - 1, pageCount])).pages.join('\n');
    expect(end).toContain(`Page ${pageCount} of ${pageCount}`);
    expect(end).toContain('#10000');
    expect(end).toContain('Closing balance');
  });
});

describe('toWinAnsi', () => {
  it('keeps WinAnsi text and replaces the rest', () => {
    expect(toWinAnsi('Plain ASCII, Café – “quoted” €5 …')).toBe('Plain ASCII, Café – “quoted” €5 …');
    expect(toWinAnsi('Łódź\tő\n漢😀')).toBe('Lódz o ??');
    expect(toWinAnsi('3:05\u202fPM')).toBe('3:05 PM');
  });
});
