import { strToU8, zipSync } from 'fflate';

/**
 * Files for the upload and text-extraction tests, built in memory (nothing large is committed): small
 * Word and Excel files, zip bombs of both, and a PDF of thousands of pages.
 */

const contentTypes = (overrides: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;

const paragraph = (text: string) => `<w:p><w:r><w:t>${text}</w:t></w:r></w:p>`;

/** A minimal Word document whose body is `body` (paragraph XML). */
function docxWithBody(body: string): Uint8Array {
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        contentTypes(
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
        ),
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
      ),
    },
    { level: 9 },
  );
}

/** A minimal Word document whose one paragraph is `text`. */
export const docx = (text: string): Uint8Array => docxWithBody(paragraph(text));

/** A minimal workbook with one sheet named Budget whose rows are `rows` (inline strings). */
function xlsxWithRows(rows: string): Uint8Array {
  return zipSync(
    {
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
        `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`,
      ),
    },
    { level: 9 },
  );
}

const row = (number: number, cells: string[]) =>
  `<row r="${number}">${cells
    .map(
      (cell, i) => `<c r="${String.fromCharCode(65 + i)}${number}" t="inlineStr"><is><t>${cell}</t></is></c>`,
    )
    .join('')}</row>`;

/** A minimal workbook with one sheet named Budget holding `cells` in row 1. */
export const xlsx = (cells: string[]): Uint8Array => xlsxWithRows(row(1, cells));

/** A Word document of ~150 KB whose text inflates to about `inflatedMb` MB (the issue's zip bomb). */
export function docxBomb(inflatedMb = 50): Uint8Array {
  const one = paragraph('The quick brown fox jumps over the lazy dog again and again. ');
  return docxWithBody(one.repeat(Math.ceil((inflatedMb * 1024 * 1024) / one.length)));
}

/** A workbook whose one sheet inflates to about `inflatedMb` MB of rows. */
export function xlsxBomb(inflatedMb = 50): Uint8Array {
  const one = row(1, ['Snow removal', 'Landscaping', 'Pool service']);
  return xlsxWithRows(one.repeat(Math.ceil((inflatedMb * 1024 * 1024) / one.length)));
}

/**
 * The zip with every entry's uncompressed size declared as `size` bytes (local and central headers):
 * a bomb that lies, so only inflating with a byte cap finds it out.
 */
export function withDeclaredSizes(zip: Uint8Array, size: number): Uint8Array {
  const bytes = Buffer.from(zip);
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const entries = bytes.readUInt16LE(end + 10);
  let offset = bytes.readUInt32LE(end + 16);
  for (let i = 0; i < entries; i++) {
    bytes.writeUInt32LE(size, offset + 24);
    const local = bytes.readUInt32LE(offset + 42);
    bytes.writeUInt32LE(size, local + 22);
    offset +=
      46 +
      bytes.readUInt16LE(offset + 28) +
      bytes.readUInt16LE(offset + 30) +
      bytes.readUInt16LE(offset + 32);
  }
  return new Uint8Array(bytes);
}

/** A PDF of `pages` pages sharing one content stream that says `text` (objects written by hand). */
export function manyPagePdf(pages: number, text = 'Reserve study appendix'): Buffer {
  const objects: string[] = [];
  const firstPage = 5;
  const kids = Array.from({ length: pages }, (_, i) => `${firstPage + i} 0 R`).join(' ');
  const content = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  objects.push('<< /Type /Catalog /Pages 2 0 R >>');
  objects.push(`<< /Type /Pages /Kids [${kids}] /Count ${pages} >>`);
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  objects.push(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
  for (let i = 0; i < pages; i++) {
    objects.push(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>',
    );
  }
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
