import PDFDocument from 'pdfkit';
import type { GoverningDocumentSource } from './source';

/**
 * A governing document as a real PDF: its title, part and section headings in bold, paragraphs of body
 * text and "Page N of M" at the foot of every page, as recorded documents are printed. Fixed dates, so
 * the seed is repeatable.
 */
export function renderGoverningPdf(source: GoverningDocumentSource): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: 72,
      bufferPages: true,
      info: { Title: source.title, CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.font('Helvetica-Bold').fontSize(15).text(source.title, { align: 'center' }).moveDown();
    for (const block of source.body.split(/\n\s*\n/)) {
      const text = block.trim();
      if (!text) continue;
      if (text.startsWith('## ')) {
        pdf.moveDown(0.5).font('Helvetica-Bold').fontSize(12).text(text.slice(3).trim()).moveDown(0.4);
      } else if (text.startsWith('### ')) {
        // a section heading may carry its first paragraph on the following lines
        const [heading = '', ...rest] = text.slice(4).split('\n');
        pdf.font('Helvetica-Bold').fontSize(10.5).text(heading.trim());
        if (rest.join(' ').trim()) pdf.font('Helvetica').fontSize(10.5).text(rest.join(' ').trim());
        pdf.moveDown(0.6);
      } else {
        pdf
          .font('Helvetica')
          .fontSize(10.5)
          .text(text.replace(/\s*\n\s*/g, ' '))
          .moveDown(0.6);
      }
    }
    const { start, count } = pdf.bufferedPageRange();
    for (let index = start; index < start + count; index++) {
      pdf.switchToPage(index);
      const bottom = pdf.page.margins.bottom;
      pdf.page.margins.bottom = 0;
      pdf
        .font('Helvetica')
        .fontSize(9)
        .text(`Page ${index + 1} of ${count}`, 72, pdf.page.height - 48, {
          align: 'center',
          width: pdf.page.width - 144,
        });
      pdf.page.margins.bottom = bottom;
    }
    pdf.end();
  });
}
