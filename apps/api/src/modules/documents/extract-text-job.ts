import { readFile } from 'node:fs/promises';
import { openPdf } from './open-pdf';
import { capText, maxExtractedCharacters } from './text-cap';
import { inflatesWithin } from './zip-inflated-size';

/**
 * What runs inside the extraction worker thread (ADR 097): the text of a PDF (pdfjs), Word document
 * (mammoth) or Excel workbook (read-excel-file), each library loaded only when its type comes. Never
 * called on the server's main thread.
 */

export const wordContentType = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
export const excelContentType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ExtractionJob {
  filePath: string;
  contentType: string;
  /** What a Word or Excel file's parts may inflate to. */
  maxInflatedBytes: number;
}

/** A Word or Excel file whose parts inflate to more than the limit: not parsed at all. */
export class InflatedSizeExceededError extends Error {
  override readonly name = 'InflatedSizeExceededError';
}

async function pdfText(filePath: string): Promise<string> {
  const document = await openPdf(new Uint8Array(await readFile(filePath)));
  try {
    // lines end in \n and pages in \f, so headings stay at the start of their line (ADR 122)
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= document.numPages && length < maxExtractedCharacters; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      let text = '';
      for (const item of content.items) {
        if ('str' in item) text += item.hasEOL ? `${item.str}\n` : item.str;
      }
      pages.push(text);
      length += text.length + 1;
      page.cleanup();
    }
    return pages.join('\f');
  } finally {
    await document.destroy();
  }
}

/** The zip, once its parts are known to inflate within the limit. */
async function checkedZip(job: ExtractionJob): Promise<Buffer> {
  const zip = await readFile(job.filePath);
  if (!inflatesWithin(zip, job.maxInflatedBytes)) {
    throw new InflatedSizeExceededError(`The parts inflate to more than ${job.maxInflatedBytes} bytes`);
  }
  return zip;
}

async function wordText(zip: Buffer): Promise<string> {
  const { default: mammoth } = await import('mammoth');
  return (await mammoth.extractRawText({ buffer: zip })).value;
}

async function workbookText(zip: Buffer): Promise<string> {
  const { default: readXlsxFile } = await import('read-excel-file/node');
  const sheets = await readXlsxFile(zip);
  return sheets
    .map(({ sheet, data }) =>
      [sheet, ...data.map((row) => row.filter((cell) => cell !== null).join(' '))].join('\n'),
    )
    .join('\n');
}

async function rawText(job: ExtractionJob): Promise<string | null> {
  switch (job.contentType) {
    case 'application/pdf':
      return pdfText(job.filePath);
    case wordContentType:
      return wordText(await checkedZip(job));
    case excelContentType:
      return workbookText(await checkedZip(job));
    default:
      return null;
  }
}

/** The text of the file, cleaned and capped; null for a type this does not read. */
export async function runExtraction(job: ExtractionJob): Promise<string | null> {
  const text = await rawText(job);
  return text === null ? null : capText(text);
}
