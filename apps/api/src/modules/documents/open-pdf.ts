import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const standardFontDataUrl = `${pathToFileURL(join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')).href}/`;

/**
 * Opens a PDF with pdfjs (loaded on first use) the way the server reads one: the package's standard
 * fonts, no eval, no system fonts, no console output. pdfjs takes over `data`: pass a copy.
 */
export async function openPdf(data: Uint8Array) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({
    data,
    standardFontDataUrl,
    isEvalSupported: false,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
}
