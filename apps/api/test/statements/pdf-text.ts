import { inflateSync } from 'node:zlib';
import jsQR from 'jsqr';
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

export interface PdfRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The rectangles (`re`) a page's content draws, in pdfkit's coordinates (points, y downwards): read from
 * the page content streams themselves, in order (pdfkit starts each with its `1 0 0 -1 0 792 cm` flip).
 */
export function pageRectangles(pdf: Buffer, pageIndex = 0): PdfRect[] {
  const raw = pdf.toString('latin1');
  const pages: string[] = [];
  for (const match of raw.matchAll(/<<[^>]*\/FlateDecode[^>]*>>\s*stream\r?\n/g)) {
    const start = (match.index ?? 0) + match[0].length;
    const content = inflateSync(pdf.subarray(start, raw.indexOf('endstream', start))).toString('latin1');
    if (content.startsWith('1 0 0 -1 0 792 cm')) pages.push(content);
  }
  const page = pages[pageIndex] ?? '';
  return [...page.matchAll(/(-?[\d.]+) (-?[\d.]+) (-?[\d.]+) (-?[\d.]+) re\b/g)].map((match) => ({
    x: Number(match[1]),
    y: Number(match[2]),
    width: Number(match[3]),
    height: Number(match[4]),
  }));
}

/**
 * The QR code a page draws with modules `module` points square (the only rectangles of that height),
 * read the way a phone does: what the page draws there is rasterised (4 pixels a module, the quiet zone
 * white) and decoded with jsQR. Also says whether anything else is drawn on the code or its quiet zone.
 */
export function readQrCode(
  pdf: Buffer,
  input: { module: number; quietZone: number; pageIndex?: number },
): { data: string | null; size: number; crowded: PdfRect[] } {
  const { module, quietZone } = input;
  const rects = pageRectangles(pdf, input.pageIndex);
  const isModule = (rect: PdfRect) => Math.abs(rect.height - module) < 1e-3;
  const modules = rects.filter(isModule);
  if (modules.length === 0) return { data: null, size: 0, crowded: [] };
  const x0 = Math.min(...modules.map((rect) => rect.x));
  const y0 = Math.min(...modules.map((rect) => rect.y));
  const size = Math.round((Math.max(...modules.map((rect) => rect.y)) - y0) / module) + 1;
  const from = -quietZone * module;
  const to = (size + quietZone) * module;
  const crowded = rects.filter(
    (rect) =>
      !isModule(rect) &&
      rect.x < x0 + to &&
      rect.x + rect.width > x0 + from &&
      rect.y < y0 + to &&
      rect.y + rect.height > y0 + from,
  );
  const scale = 4;
  const side = (size + 2 * quietZone) * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const rect of modules) {
    const left = Math.round(((rect.x - x0) / module + quietZone) * scale);
    const top = Math.round(((rect.y - y0) / module + quietZone) * scale);
    const width = Math.round((rect.width / module) * scale);
    for (let y = top; y < top + scale; y += 1) {
      for (let x = left; x < left + width; x += 1) pixels.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3);
    }
  }
  return { data: jsQR(pixels, side, side)?.data ?? null, size, crowded };
}
