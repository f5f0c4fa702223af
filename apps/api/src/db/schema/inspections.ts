import { type InspectionStatus, inspectionStatuses } from '@hoa/contracts/inspections';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { associations } from './associations';
import { bytea, inList, requiredRef } from './columns';
import { properties } from './properties';
import { users } from './users';
import { violations } from './violations';

/**
 * An inspection (issue 18, ADR 132): a common area (text) or a list of properties
 * (`inspection_properties`) walked on a day by an inspector. Exactly one of the two is given; the
 * domain checks it (a list lives in its own table, so no CHECK can).
 */
export const inspections = pgTable(
  'inspections',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    associationId: requiredRef(() => associations.id),
    inspectedOn: date({ mode: 'string' }).notNull(),
    inspectorName: text().notNull(),
    commonArea: text(),
    status: text().$type<InspectionStatus>().notNull().default('scheduled'),
    notes: text().notNull().default(''),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('inspections_association_date_idx').on(t.associationId, t.inspectedOn),
    check('inspections_status_check', sql`${t.status} in (${inList(inspectionStatuses)})`),
    check('inspections_inspector_check', sql`length(btrim(${t.inspectorName})) between 1 and 120`),
    check(
      'inspections_common_area_check',
      sql`${t.commonArea} is null or length(btrim(${t.commonArea})) between 1 and 200`,
    ),
    check('inspections_notes_check', sql`length(${t.notes}) <= 4000`),
  ],
);

/** The properties on an inspection's list. */
export const inspectionProperties = pgTable(
  'inspection_properties',
  {
    inspectionId: requiredRef(() => inspections.id),
    propertyId: requiredRef(() => properties.id),
  },
  (t) => [primaryKey({ columns: [t.inspectionId, t.propertyId] }), index().on(t.propertyId)],
);

/**
 * What the inspector found at a property. `violationId` is the violation it became: set once (a
 * trigger refuses changing or clearing it, and deleting a finding that has it), unique.
 */
export const inspectionFindings = pgTable(
  'inspection_findings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    inspectionId: requiredRef(() => inspections.id),
    propertyId: requiredRef(() => properties.id),
    category: text().notNull(),
    description: text().notNull(),
    ruleReference: text().notNull().default(''),
    violationId: integer().references(() => violations.id),
    convertedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    convertedAt: timestamp({ withTimezone: true }),
    createdByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    updatedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.inspectionId),
    index().on(t.propertyId),
    uniqueIndex('inspection_findings_violation_unique').on(t.violationId),
    check('inspection_findings_category_check', sql`length(btrim(${t.category})) between 1 and 80`),
    check('inspection_findings_description_check', sql`length(btrim(${t.description})) between 1 and 4000`),
    check('inspection_findings_rule_check', sql`length(${t.ruleReference}) <= 300`),
    check('inspection_findings_converted', sql`(${t.violationId} is null) = (${t.convertedAt} is null)`),
  ],
);

/** A photo of a finding (PNG or JPEG, its content checked before it is stored). */
export const inspectionFindingPhotos = pgTable(
  'inspection_finding_photos',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    findingId: integer()
      .notNull()
      .references(() => inspectionFindings.id, { onDelete: 'cascade' }),
    fileName: text().notNull(),
    contentType: text().notNull(),
    sizeBytes: integer().notNull(),
    sha256: text().notNull(),
    content: bytea().notNull(),
    uploadedByUserId: integer().references(() => users.id, { onDelete: 'set null' }),
    uploadedAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index().on(t.findingId),
    check('inspection_finding_photos_type_check', sql`${t.contentType} in ('image/png', 'image/jpeg')`),
  ],
);
