import type { FindingFormValues } from '@hoa/contracts/inspections';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { properties } from '../db/schema/properties';
import type { BoardAction } from '../modules/audit/board-audit';
import { addFindingPhoto } from '../modules/inspections/finding-photos';
import { turnFindingIntoViolation } from '../modules/inspections/finding-to-violation';
import { addFinding, createInspection } from '../modules/inspections/inspection-changes';
import { demoSeedRoute } from '../modules/violations/violation-changes';
import { demoPng } from './demo-arc-files';
import { principalOf } from './demo-violations';

const dayMs = 86_400_000;

interface DemoFinding {
  account: string;
  category: string;
  description: string;
  ruleReference: string;
  /** The fence colour of its photo (a small PNG drawn for the demo), if it has one. */
  photo?: [number, number, number];
  /** Staff turned it into a violation. */
  toViolation?: boolean;
}

interface DemoInspection {
  daysAgo: number;
  inspectorName: string;
  commonArea: string;
  accounts: string[];
  notes: string;
  findings: DemoFinding[];
}

/** Meadowbrook Commons' two inspections: a drive-by of four homes and a walk of the greenbelt. */
const meadowbrook: DemoInspection[] = [
  {
    daysAgo: 16,
    inspectorName: 'Dana Whitfield',
    commonArea: '',
    accounts: ['MC00013', 'MC00014', 'MC00015', 'MC00016'],
    notes: 'Autumn drive-by of four homes on the east side.',
    findings: [
      {
        account: 'MC00013',
        category: 'Landscaping',
        description: 'Weeds and dead plants in the front beds; the lawn edge is overgrown onto the walk.',
        ruleReference: 'CC&R Article VII, Section 3 (landscaping maintained)',
        photo: [120, 90, 40],
        toViolation: true,
      },
      {
        account: 'MC00015',
        category: 'Exterior maintenance',
        description: 'Mailbox post leaning badly; the number plate is missing.',
        ruleReference: 'Rules and Regulations 8.2 (mailboxes kept upright and numbered)',
        photo: [200, 200, 200],
      },
    ],
  },
  {
    daysAgo: 6,
    inspectorName: 'Marcus Lee',
    commonArea: 'Greenbelt along Meadow Lane',
    accounts: [],
    notes: 'Walked the greenbelt from the footbridge to the north gate.',
    findings: [
      {
        account: 'MC00017',
        category: 'Encroachment',
        description: 'Garden fence extended about four feet onto the greenbelt.',
        ruleReference: '',
        photo: [150, 110, 70],
      },
      {
        account: 'MC00018',
        category: 'Trash',
        description: 'Yard waste dumped over the back fence onto the greenbelt.',
        ruleReference: 'Rules and Regulations 6.3 (no dumping on common areas)',
      },
    ],
  },
];

/**
 * Demo inspections (issue 18, ADR 132), made through the same calls staff use: Meadowbrook Commons has
 * two with findings and photos, one finding already a violation (so it is in the violations' list too).
 * No audit entries: nobody did these.
 */
export async function seedDemoInspections(db: Db, options: { now: Date; associationId: number }) {
  const { associationId } = options;
  const staff = await principalOf(db, 'staff@example.com');
  const homes = await db
    .select({ id: properties.id, account: properties.accountNumber })
    .from(properties)
    .where(eq(properties.associationId, associationId))
    .orderBy(asc(properties.accountNumber));
  const byAccount = new Map(homes.map((home) => [home.account, home.id]));
  for (const [index, spec] of meadowbrook.entries()) {
    const action: BoardAction = {
      principal: staff,
      now: new Date(options.now.getTime() - spec.daysAgo * dayMs + 6 * 3_600_000),
      route: demoSeedRoute,
      requestId: `demo-inspections-${index}`,
    };
    const propertyIds = spec.accounts.flatMap((account) => byAccount.get(account) ?? []);
    const inspectionId = await createInspection(db, {
      action,
      associationId,
      form: {
        inspectedOn: new Date(options.now.getTime() - spec.daysAgo * dayMs).toISOString().slice(0, 10),
        inspectorName: spec.inspectorName,
        commonArea: spec.commonArea,
        propertyIds,
        status: 'completed',
        notes: spec.notes,
      },
    });
    for (const finding of spec.findings) {
      const propertyId = byAccount.get(finding.account);
      if (propertyId === undefined) continue;
      const form: FindingFormValues = {
        propertyId,
        category: finding.category,
        description: finding.description,
        ruleReference: finding.ruleReference,
      };
      const findingId = await addFinding(db, { action, associationId, inspectionId, form });
      if (finding.photo) {
        await addFindingPhoto(db, {
          action,
          associationId,
          inspectionId,
          findingId,
          fileName: `${finding.category.toLowerCase().replace(/\W+/g, '-')}-${finding.account}.png`,
          contentType: 'image/png',
          content: demoPng(finding.photo),
        });
      }
      if (finding.toViolation) {
        await turnFindingIntoViolation(db, {
          action: { ...action, now: new Date(action.now.getTime() + 2 * dayMs) },
          associationId,
          inspectionId,
          findingId,
          ruleReference: undefined,
        });
      }
    }
  }
}
