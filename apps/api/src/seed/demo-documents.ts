import { Readable } from 'node:stream';
import type { DocumentAudience } from '@hoa/contracts/documents';
import PDFDocument from 'pdfkit';
import type { Db } from '../db/database';
import { documentBlobs, documentDirectories, documents } from '../db/schema/documents';
import type { BlobStorage } from '../modules/documents/blob-storage';
import type { DemoAssociationSlug } from './demo-associations';

interface DemoFile {
  name: string;
  title: string;
  paragraphs: string[];
}
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
        files: [
          {
            name: 'Declaration of Covenants.pdf',
            title: 'Declaration of Covenants, Conditions and Restrictions',
            paragraphs: [
              'Every lot is subject to the covenants, easements and assessments of this Declaration.',
              'The Association maintains the common area, including the clubhouse, walking trails and detention pond.',
            ],
          },
          {
            name: 'Bylaws.pdf',
            title: 'Bylaws of Meadowbrook Commons Homeowners Association',
            paragraphs: [
              'The annual meeting is held in March. A quorum is ten percent of the members.',
              'Directors serve staggered two-year terms and are elected by written ballot.',
            ],
          },
        ],
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
          {
            name: 'Architectural Guidelines.pdf',
            title: 'Architectural Guidelines',
            paragraphs: [
              'Fences may be no taller than six feet and must be wood or black aluminum.',
              'Exterior paint colors must be chosen from the approved palette; submit an ARC request first.',
            ],
          },
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
        files: [
          {
            name: 'Harbor Pointe Declaration.pdf',
            title: 'Declaration of Harbor Pointe',
            paragraphs: ['Boat slips are limited common elements assigned to units by the Association.'],
          },
        ],
      },
      {
        name: 'Rules and Regulations',
        audience: 'owners',
        files: [
          {
            name: 'Marina Rules.pdf',
            title: 'Marina Rules',
            paragraphs: ['No fueling at the docks. Kayaks are stored in the racks by the boathouse.'],
          },
        ],
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
        const bytes = await renderDemoPdf(file);
        const staged = await options.storage.stage(Readable.from([bytes]));
        await staged.commit();
        await db
          .insert(documentBlobs)
          .values({ sha256: staged.sha256, size: staged.size })
          .onConflictDoNothing();
        await db.insert(documents).values({
          associationId,
          directoryId: folderId,
          name: file.name,
          blobSha256: staged.sha256,
          contentType: 'application/pdf',
          size: staged.size,
          textContent: `${file.title} ${file.paragraphs.join(' ')}`,
          textExtraction: 'extracted',
          createdByUserId: options.uploaderId,
        });
      }
      for (const inner of folder.folders ?? []) await addFolder(inner, folderId, audience);
    };
    for (const main of library.main) await addFolder(main, null, main.audience);
  }
}
