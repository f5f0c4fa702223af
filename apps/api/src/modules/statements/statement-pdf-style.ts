/** The statement's page geometry, colours and fonts (points; pdfkit's y grows downwards). */

export type Doc = PDFKit.PDFDocument;
export type Align = 'left' | 'right';
export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique';

export const pageWidth = 612;
export const pageHeight = 792;
export const left = 42;
export const right = pageWidth - 42;
export const contentWidth = right - left;
/** Content never goes below this line; the footer lives underneath. */
export const contentBottom = pageHeight - 58;
export const continuationTop = 66;
export const cellPadding = 6;
export const tableFontSize = 8.5;
export const rowHeight = 14.5;
export const headerHeight = 17;
export const sectionTitleHeight = 18;

export const ink = '#1b2230';
export const muted = '#5c6575';
export const accent = '#1f3a5f';
export const rule = '#cfd6df';
export const zebra = '#f3f6f9';
export const tint = '#eaf0f6';
export const white = '#ffffff';
export const creditGreen = '#1d6b3a';
export const creditTint = '#eaf5ee';

export const noWrap = { lineBreak: false } as const;
