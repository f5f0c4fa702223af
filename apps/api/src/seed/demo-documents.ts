import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { DocumentAudience } from '@hoa/contracts/documents';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/database';
import { documentBlobs, documentDirectories, documents } from '../db/schema/documents';
import type { BlobStorage } from '../modules/documents/blob-storage';
import { runExtraction } from '../modules/documents/extract-text-job';
import type { DemoAssociationSlug } from './demo-associations';
import { harborPointeDeclaration } from './governing-documents/harbor-pointe-declaration';
import { harborPointeMarinaRules } from './governing-documents/harbor-pointe-marina-rules';
import { harborPointeRules } from './governing-documents/harbor-pointe-rules';
import { meadowbrookArchitecturalGuidelines } from './governing-documents/meadowbrook-architectural-guidelines';
import { meadowbrookBylaws } from './governing-documents/meadowbrook-bylaws';
import { meadowbrookDeclaration } from './governing-documents/meadowbrook-declaration';
import { meadowbrookFirstAmendment } from './governing-documents/meadowbrook-first-amendment';
import { meadowbrookRules } from './governing-documents/meadowbrook-rules';
import { renderGoverningPdf } from './governing-documents/render-governing-pdf';
import type { GoverningDocumentSource } from './governing-documents/source';

/** A short file of a title and paragraphs, or a real-length governing document (issue 16). */
type DemoFile = { name: string; title: string; paragraphs: string[] } | GoverningDocumentSource;
interface DemoFolder {
  name: string;
  files: DemoFile[];
  folders?: DemoFolder[];
}
interface DemoLibrary {
  association: DemoAssociationSlug;
  /** Main folders with their audience (set by the management company). */
  main: (DemoFolder & { audience: DocumentAudience })[];
}

/** Governing documents, rules, minutes and budgets, with words a search can find inside them. */
export const demoLibraries: DemoLibrary[] = [
  {
    association: 'meadowbrook-commons',
    main: [
      {
        name: 'Governing Documents',
        audience: 'owners',
        files: [meadowbrookDeclaration, meadowbrookFirstAmendment, meadowbrookBylaws],
      },
      {
        name: 'Rules and Regulations',
        audience: 'owners',
        files: [
          {
            name: 'Pool Rules.pdf',
            title: 'Pool Rules',
            paragraphs: [
              'The pool is open from Memorial Day to Labor Day, 9 AM to 9 PM. No lifeguard is on duty.',
              'Children under fourteen must be accompanied by an adult. Glass containers are prohibited.',
            ],
          },
          meadowbrookRules,
          meadowbrookArchitecturalGuidelines,
        ],
      },
      {
        name: 'Meeting Minutes',
        audience: 'owners',
        files: [],
        folders: [
          {
            name: '2026',
            files: [
              {
                name: 'Annual Meeting Minutes.pdf',
                title: 'Minutes of the Annual Meeting',
                paragraphs: [
                  'A quorum was present. Two directors were elected. The landscaping contract was renewed.',
                  'Owners asked about speeding on Meadow Lane; the board will study traffic calming.',
                ],
              },
            ],
          },
        ],
      },
      {
        name: 'Budgets',
        audience: 'owners',
        files: [
          {
            name: 'Approved Budget.pdf',
            title: 'Approved Operating Budget',
            paragraphs: [
              'Total operating expenses: landscaping, utilities, insurance and the reserve contribution.',
              'Quarterly assessments stay unchanged this year.',
            ],
          },
        ],
      },
      {
        name: 'Board Only',
        audience: 'board',
        files: [
          {
            name: 'Draft Budget.pdf',
            title: 'Draft Budget (confidential)',
            paragraphs: [
              'Confidential draft for board review. Delinquency collections and attorney fees are higher than planned.',
              'The reserve study recommends replacing the clubhouse roof within three years.',
            ],
          },
        ],
        folders: [
          {
            name: 'Vendor Bids',
            files: [
              {
                name: 'Roofing Bid.pdf',
                title: 'Roofing Bid',
                paragraphs: [
                  'Summit Roofing proposes a full tear-off of the clubhouse roof with a 30-year warranty.',
                ],
              },
            ],
          },
        ],
      },
    ],
  },
  {
    association: 'harbor-pointe',
    main: [
      {
        name: 'Governing Documents',
        audience: 'owners',
        files: [harborPointeDeclaration],
      },
      {
        name: 'Rules and Regulations',
        audience: 'owners',
        files: [harborPointeRules, harborPointeMarinaRules],
      },
      {
        name: 'Board Only',
        audience: 'board',
        files: [
          {
            name: 'Reserve Study Draft.pdf',
            title: 'Reserve Study (draft)',
            paragraphs: ['Seawall repairs are the largest reserve item over the next decade.'],
          },
        ],
      },
    ],
  },
];

/** A small real PDF with a title and paragraphs (fixed dates, so the seed is repeatable). */
export function renderDemoPdf(file: { title: string; paragraphs: string[] }): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const pdf = new PDFDocument({
      size: 'LETTER',
      margin: 72,
      info: { Title: file.title, CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
    pdf.fontSize(18).text(file.title).moveDown();
    for (const paragraph of file.paragraphs) pdf.fontSize(12).text(paragraph).moveDown();
    pdf.end();
  });
}

/** Each demo file rendered once per process: every seed (tests seed many databases) reuses it. */
const rendered = new Map<string, Promise<{ bytes: Buffer; textContent: string | null }>>();

/**
 * A demo file's PDF and its text. A governing document's text is read back from its PDF as an upload's
 * is (lines, pages), so the assistant indexes it exactly as it would a real one; these are the seed's
 * own files, so they are read on this thread.
 */
function renderedDemoFile(file: DemoFile): Promise<{ bytes: Buffer; textContent: string | null }> {
  // two associations may each have a 'Rules and Regulations.pdf': the title tells them apart
  const key = `${'body' in file ? file.fileName : file.name}\u0000${file.title}`;
  let result = rendered.get(key);
  if (!result) {
    result = (async () => {
      if (!('body' in file)) {
        return {
          bytes: await renderDemoPdf(file),
          textContent: `${file.title} ${file.paragraphs.join(' ')}`,
        };
      }
      const bytes = await renderGoverningPdf(file);
      const directory = await mkdtemp(path.join(tmpdir(), 'hoa-demo-pdf-'));
      try {
        const filePath = path.join(directory, 'document.pdf');
        await writeFile(filePath, bytes);
        const textContent = await runExtraction({
          filePath,
          contentType: 'application/pdf',
          maxInflatedBytes: 0,
        });
        return { bytes, textContent };
      } finally {
        await rm(directory, { recursive: true, force: true });
      }
    })();
    rendered.set(key, result);
  }
  return result;
}

/** Folders and PDFs of the demo associations, the contents written to `storage`. */
export async function seedDemoDocuments(
  db: Db,
  options: { storage: BlobStorage; associationIds: Map<string, number>; uploaderId: number | null },
): Promise<void> {
  for (const library of demoLibraries) {
    const associationId = options.associationIds.get(library.association);
    if (associationId === undefined) continue;
    const addFolder = async (folder: DemoFolder, parentId: number | null, audience: DocumentAudience) => {
      const [row] = await db
        .insert(documentDirectories)
        .values({ associationId, parentId, name: folder.name, audience, createdByUserId: options.uploaderId })
        .returning({ id: documentDirectories.id });
      const folderId = row?.id as number;
      for (const file of folder.files) {
        const { bytes, textContent } = await renderedDemoFile(file);
        const staged = await options.storage.stage(Readable.from([bytes]));
        try {
          await staged.commit();
        } finally {
          await staged.discard();
        }
        await db
          .insert(documentBlobs)
          .values({ sha256: staged.sha256, size: staged.size })
          .onConflictDoNothing();
        await db.insert(documents).values({
          associationId,
          directoryId: folderId,
          name: 'body' in file ? file.fileName : file.name,
          blobSha256: staged.sha256,
          contentType: 'application/pdf',
          size: staged.size,
          textContent,
          textExtraction: 'extracted',
          createdByUserId: options.uploaderId,
        });
      }
      for (const inner of folder.folders ?? []) await addFolder(inner, folderId, audience);
    };
    for (const main of library.main) await addFolder(main, null, main.audience);
  }
}
