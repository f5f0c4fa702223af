/**
 * A governing document written out for the demo data and the assistant's evaluation: rendered to a real
 * PDF by the seed (pdfkit), then read back through the same text extraction as an upload, so the
 * assistant indexes it exactly as it would a file an owner's management company uploads.
 *
 * `body` is the document's text as printed. Heading lines are marked for the renderer only (the marks
 * are not printed): `## ` before a part heading (an article, chapter or part), `### ` before a section
 * heading. Paragraphs are separated by a blank line. Nothing else is markup.
 */
export interface GoverningDocumentSource {
  /** The file name in the documents area, ending in .pdf. */
  fileName: string;
  /** Printed at the top of the first page and kept as the PDF's title. */
  title: string;
  body: string;
}
