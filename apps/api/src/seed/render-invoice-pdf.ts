import { formatCalendarDate, formatMoney, formatPhone } from '@hoa/contracts/format';
import PDFDocument from 'pdfkit';

export interface DemoInvoicePdf {
  vendor: { name: string; email: string; phone: string };
  billTo: string;
  invoiceNumber: string;
  invoiceDate: string;
  dueDate: string;
  description: string;
  amount: number;
}

/** A vendor's one-page invoice as a real PDF, for the demo's invoices awaiting approval. */
export function renderInvoicePdf(invoice: DemoInvoicePdf): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: 64,
      info: { Title: `Invoice ${invoice.invoiceNumber}`, CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    const amount = formatMoney(invoice.amount);
    pdf.font('Helvetica-Bold').fontSize(18).text(invoice.vendor.name);
    pdf
      .font('Helvetica')
      .fontSize(10)
      .text(invoice.vendor.email)
      .text(formatPhone(invoice.vendor.phone))
      .moveDown(1.5);
    pdf.font('Helvetica-Bold').fontSize(14).text(`INVOICE ${invoice.invoiceNumber}`).moveDown(0.5);
    pdf.font('Helvetica').fontSize(11);
    pdf.text(`Bill to: ${invoice.billTo}`);
    pdf.text(`Invoice date: ${formatCalendarDate(invoice.invoiceDate)}`);
    pdf.text(`Due date: ${formatCalendarDate(invoice.dueDate)}`).moveDown(1.5);
    pdf.font('Helvetica-Bold').text('Description', { continued: true }).text('Amount', { align: 'right' });
    pdf
      .moveTo(64, pdf.y + 4)
      .lineTo(548, pdf.y + 4)
      .stroke()
      .moveDown(0.8);
    pdf.font('Helvetica').text(invoice.description, { continued: true }).text(amount, { align: 'right' });
    pdf.moveDown(1.5).font('Helvetica-Bold').text(`Total due: ${amount}`, { align: 'right' });
    pdf
      .moveDown(2)
      .font('Helvetica')
      .fontSize(9)
      .text('Payable within 30 days. Thank you for your business.');
    pdf.end();
  });
}
