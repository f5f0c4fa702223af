import { type DesignTemplate, designTemplates } from '@hoa/contracts/design-templates';
import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { requiredRef } from './columns';
import { managementCompanies } from './management-companies';

export const autoDraftTypes = ['none', 'standard', 'legacy'] as const;
export type AutoDraftType = (typeof autoDraftTypes)[number];

export const associations = pgTable(
  'associations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    managementCompanyId: requiredRef(() => managementCompanies.id),
    /** URL-safe short name, used for the association's asset paths. */
    slug: text().notNull(),
    name: text().notNull(),
    logoUrl: text(),
    bannerUrl: text(),
    designTemplate: text().$type<DesignTemplate>().notNull().default('slate'),
    autoDraftType: text().$type<AutoDraftType>().notNull().default('standard'),
    timeZone: text().notNull().default('America/New_York'),
    /** Extra fee on payments over $2,000.00, in hundredths of a percent (SPEC §9 largeAmountFee). */
    largeAmountFeeBasisPoints: integer().notNull().default(0),
    /** The most one express-pay payment may be, in cents (issue 15): $10,000.00 unless the company sets it. */
    expressPayLimit: bigint({ mode: 'number' }).notNull().default(1_000_000),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('associations_management_company_slug_unique').on(t.managementCompanyId, t.slug),
    check(
      'associations_design_template_check',
      sql`${t.designTemplate} in (${sql.raw(
        Object.keys(designTemplates)
          .map((v) => `'${v}'`)
          .join(', '),
      )})`,
    ),
    check(
      'associations_auto_draft_type_check',
      sql`${t.autoDraftType} in (${sql.raw(autoDraftTypes.map((v) => `'${v}'`).join(', '))})`,
    ),
  ],
);
