import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import { afterAll, describe, expect, it } from 'vitest';
import { checkFileType } from './detect-file-type';
import { extractText } from './extract-text';

const dir = mkdtempSync(path.join(tmpdir(), 'hoa-extract-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const log = { warn: () => {} };

const contentTypes = (overrides: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;

/** A minimal Word document whose one paragraph is `text`. */
function docx(text: string): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes(
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
      ),
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ),
    'word/document.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
    ),
  });
}

/** A minimal workbook with one sheet holding `cells` as inline strings in row 1. */
function xlsx(cells: string[]): Uint8Array {
  const row = cells.map(
    (cell, i) => `<c r="${String.fromCharCode(65 + i)}1" t="inlineStr"><is><t>${cell}</t></is></c>`,
  );
  return zipSync({
    '[Content_Types].xml': strToU8(
      contentTypes(
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>',
      ),
    ),
    '_rels/.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Budget" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1">${row.join('')}</row></sheetData></worksheet>`,
    ),
  });
}

async function typeAndText(name: string, bytes: Uint8Array) {
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  const head = Buffer.from(bytes).subarray(0, 4100);
  const type = await checkFileType(name, { path: file, head });
  return { type, text: await extractText(file, type, log) };
}

describe('text extraction for search', () => {
  it('reads the words of a Word document', async () => {
    const { type, text } = await typeAndText('Minutes.docx', docx('The pergola vote passed.'));
    expect(type).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(text).toContain('pergola vote passed');
  });

  it('reads the cells and sheet names of an Excel workbook', async () => {
    const { type, text } = await typeAndText('Budget.xlsx', xlsx(['Snow removal', 'Landscaping']));
    expect(type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(text).toContain('Snow removal');
    expect(text).toContain('Budget');
  });

  it('refuses a workbook named as a Word document', async () => {
    await expect(typeAndText('Budget.docx', xlsx(['x']))).rejects.toMatchObject({
      errorCode: 'FILE_DISGUISED',
    });
  });

  it('keeps text and CSV as they are, and finds nothing in an image', async () => {
    expect((await typeAndText('notes.csv', strToU8('unit,fee\nA1,  fob\n'))).text).toBe('unit,fee A1, fob');
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    expect(await typeAndText('pixel.png', png)).toEqual({ type: 'image/png', text: null });
  });
});
