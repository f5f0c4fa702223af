import { open, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import mammoth from 'mammoth';
import readXlsxFile from 'read-excel-file/node';

/** Enough for any governing document; keeps the tsvector well under PostgreSQL's 1 MB limit. */
export const maxExtractedCharacters = 200_000;

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${pathToFileURL(join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

const cap = (text: string) => {
  const clean = text.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();
  return clean.length > maxExtractedCharacters ? clean.slice(0, maxExtractedCharacters) : clean;
};

async function pdfText(filePath: string): Promise<string> {
  // loaded on first use: pdfjs is large and only uploads need it
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await getDocument({
    data: new Uint8Array(await readFile(filePath)),
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const parts: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < maxExtractedCharacters; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      for (const item of content.items) {
        if ('str' in item) {
          parts.push(item.str);
          length += item.str.length + 1;
        }
      }
      page.cleanup();
    }
    return parts.join(' ');
  } finally {
    await document.destroy();
  }
}

/** The first `bytes` of a text file as UTF-8 (a large CSV is not read whole). */
async function readStart(filePath: string, bytes: number): Promise<string> {
  const handle = await open(filePath, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead).toString('utf8');
  } finally {
    await handle.close();
  }
}

async function workbookText(filePath: string): Promise<string> {
  const sheets = await readXlsxFile(filePath);
  return sheets
    .map(({ sheet, data }) =>
      [sheet, ...data.map((row) => row.filter((cell) => cell !== null).join(' '))].join('\n'),
    )
    .join('\n');
}

/**
 * The text inside a file, for full-text search: PDF (pdfjs), Word (mammoth), Excel (read-excel-file),
 * text and CSV; null for images and other types, or when the file cannot be read (it is still found by
 * its name).
 */
export async function extractText(
  filePath: string,
  contentType: string,
  log: { warn(object: object, message: string): void },
): Promise<string | null> {
  try {
    switch (contentType) {
      case 'application/pdf':
        return cap(await pdfText(filePath));
      case 'application/vnd.openxmlformats-officedocument.wordprocessingml.document':
        return cap((await mammoth.extractRawText({ path: filePath })).value);
      case 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet':
        return cap(await workbookText(filePath));
      case 'text/plain':
      case 'text/csv':
        return cap(await readStart(filePath, maxExtractedCharacters * 4));
      default:
        return null;
    }
  } catch (error) {
    log.warn({ err: error, contentType }, 'Could not extract the text of an uploaded document');
    return null;
  }
}
