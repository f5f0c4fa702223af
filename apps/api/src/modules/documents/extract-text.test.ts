import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8 } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import {
  docx,
  docxBomb,
  manyPagePdf,
  withDeclaredSizes,
  xlsx,
  xlsxBomb,
} from '../../../test/documents/office-files';
import { loadConfig } from '../../config/load-config';
import { checkFileType } from './detect-file-type';
import { type ExtractOptions, extractText } from './extract-text';

const dir = mkdtempSync(path.join(tmpdir(), 'hoa-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const warnings: object[] = [];
const { textExtractLimits, textExtractMaxMb } = loadConfig({}).documents;
const options = (limits: Partial<ExtractOptions['limits']> = {}): ExtractOptions => ({
  limits: { ...textExtractLimits, maxFileMb: textExtractMaxMb, ...limits },
  log: { warn: (object) => warnings.push(object) },
});

async function typeAndText(name: string, bytes: Uint8Array, limits: Partial<ExtractOptions['limits']> = {}) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const head = Buffer.from(bytes).subarray(0, 4100);
  const type = await checkFileType(name, { path: file, head });
  return { type, extraction: await extractText({ path: file, size: bytes.length }, type, options(limits)) };
}

/** The longest the main thread's event loop went without running a 20 ms timer while `work` ran. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 20);
  try {
    return { result: await work(), stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('text extraction for search', { timeout: 120_000 }, () => {
  it('reads the words of a Word document', async () => {
    const { type, extraction } = await typeAndText('Minutes.docx', docx('The pergola vote passed.'));
    expect(type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(extraction).toEqual({ status: 'extracted', text: 'The pergola vote passed.' });
  });

  it('reads the cells and sheet names of an Excel workbook', async () => {
    const { type, extraction } = await typeAndText('Budget.xlsx', xlsx(['Snow removal', 'Landscaping']));
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // a line per sheet (its name and cells), so structure survives for the rules assistant (ADR 122)
    expect(extraction).toEqual({ status: 'extracted', text: 'Budget\nSnow removal Landscaping' });
  });

  it('reads the text of a PDF', async () => {
    const { extraction } = await typeAndText('Appendix.pdf', manyPagePdf(3, 'Reserve study'));
    // pages end in a form feed, so the assistant can cite the page a passage is on (ADR 122)
    expect(extraction).toEqual({ status: 'extracted', text: 'Reserve study\fReserve study\fReserve study' });
  });

  it('refuses a workbook named as a Word document', async () => {
    await expect(typeAndText('Budget.docx', xlsx(['x']))).rejects.toMatchObject({
      errorCode: 'FILE_DISGUISED',
    });
  });

  it('keeps text and CSV as they are, and finds nothing in an image', async () => {
    expect((await typeAndText('notes.csv', strToU8('unit,fee\nA1,  fob\n'))).extraction).toEqual({
      status: 'extracted',
      // line ends kept, runs of spaces within a line made one
      text: 'unit,fee\nA1, fob',
    });
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await typeAndText('pixel.png', png)).toEqual({
      type: 'image/png',
      extraction: { status: 'none' },
    });
  });

  it('skips a file over DOCUMENT_TEXT_EXTRACT_MAX_MB without reading it', async () => {
    const { extraction } = await typeAndText('Minutes.docx', docx('words'), { maxFileMb: 0 });
    expect(extraction).toEqual({ status: 'skipped', limit: 'fileSize' });
  });

  it('skips a Word zip bomb (150 KB inflating to 50 MB) before parsing it, without blocking the server', async () => {
    const bomb = docxBomb(50);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const heapBefore = process.memoryUsage().heapUsed;
    const { result, stallMs } = await longestStall(() => typeAndText('Bomb.docx', bomb));
    expect(result.extraction).toEqual({ status: 'skipped', limit: 'inflatedSize' });
    expect(stallMs).toBeLessThan(1_000);
    // nothing of the inflated text reached this thread's heap
    expect(process.memoryUsage().heapUsed - heapBefore).toBeLessThan(40 * 1024 * 1024);
    expect(warnings).toContainEqual(expect.objectContaining({ limit: 'inflatedSize' }));
  });

  it('skips an Excel zip bomb that declares small sizes: the inflating itself is capped', async () => {
    const lying = withDeclaredSizes(xlsxBomb(50), 1_000);
    const { type, extraction } = await typeAndText('Bomb.xlsx', lying);
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(extraction).toEqual({ status: 'skipped', limit: 'inflatedSize' });
  });

  it('stops the worker at its memory limit when a file within the size limits needs more', async () => {
    const { extraction } = await typeAndText('Large.docx', docxBomb(20), {
      maxInflatedMb: 100,
      memoryMb: 32,
    });
    expect(extraction).toEqual({ status: 'skipped', limit: 'memory' });
  });

  it('stops the worker at its time limit on a PDF of thousands of pages, without blocking the server', async () => {
    const pdf = manyPagePdf(20_000);
    const started = performance.now();
    const { result, stallMs } = await longestStall(() =>
      typeAndText('Appendix.pdf', pdf, { timeoutSeconds: 1 }),
    );
    expect(result.extraction).toEqual({ status: 'skipped', limit: 'time' });
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(stallMs).toBeLessThan(1_000);
  });

  it('says failed for a Word file that is not a readable zip', async () => {
    const broken = Buffer.from(docx('x'));
    // the central directory's first entry signature
    broken.write('XXXX', broken.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02])), 'latin1');
    const file = path.join(dir, 'Broken.docx');
    writeFileSync(file, broken);
    const extraction = await extractText(
      { path: file, size: broken.length },
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      options(),
    );
    expect(extraction).toEqual({ status: 'failed' });
  });
});
