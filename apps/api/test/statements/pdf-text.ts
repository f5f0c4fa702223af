import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { openPdf } from '../../src/modules/documents/open-pdf';

export interface PdfContent {
  pageCount: number;
  /** Each page's text, one line per baseline (top to bottom), items on a line joined by a space. */
  pages: string[];
  info: Record<string, unknown>;
  /** How many images each page paints. */
  imagesPerPage: number[];
}

interface TextItemLike {
  str: string;
  transform: number[];
}

function isTextItem(item: unknown): item is TextItemLike {
  return typeof item === 'object' && item !== null && 'str' in item && 'transform' in item;
}

/** Extracts the text of `pages` (1-based; all when omitted) with pdfjs. */
export async function readPdf(bytes: Uint8Array, pages?: number[]): Promise<PdfContent> {
  const document = await openPdf(new Uint8Array(bytes));
  try {
    const wanted = pages ?? Array.from({ length: document.numPages }, (_, index) => index + 1);
    const texts: string[] = [];
    const images: number[] = [];
    for (const number of wanted) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const lines = new Map<number, TextItemLike[]>();
      for (const item of content.items) {
        if (!isTextItem(item) || item.str.trim() === '') continue;
        const y = Math.round(item.transform[5] ?? 0);
        const line = lines.get(y) ?? [];
        line.push(item);
        lines.set(y, line);
      }
      texts.push(
        [...lines.entries()]
          .sort(([a], [b]) => b - a)
          .map(([, items]) =>
            items
              .sort((a, b) => (a.transform[4] ?? 0) - (b.transform[4] ?? 0))
              .map((item) => item.str)
              .join(' '),
          )
          .join('\n'),
      );
      const operators = await page.getOperatorList();
      images.push(operators.fnArray.filter((fn) => fn === OPS.paintImageXObject).length);
      page.cleanup();
    }
    const metadata = await document.getMetadata();
    return {
      pageCount: document.numPages,
      pages: texts,
      info: metadata.info as Record<string, unknown>,
      imagesPerPage: images,
    };
  } finally {
    await document.destroy();
  }
}

/** How often `needle` occurs in `haystack`. */
export function occurrences(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}
