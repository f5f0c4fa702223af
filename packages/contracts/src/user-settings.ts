import { z } from 'zod';
import { designTemplates } from './design-templates';
import { text } from './request-fields';

/** `GET /HomeSettings` (SPEC §3 "User settings") and the flattened property of SPEC §3. */
export const autoDraftTypeSchema = z.enum(['none', 'standard', 'legacy']);
export type AutoDraftTypeName = z.infer<typeof autoDraftTypeSchema>;

export const addressSchema = z.object({
  address1: text(),
  address2: text(),
  city: text(),
  stateProvince: text(),
  postalCode: text(),
});

export const settingsPropertySchema = z.object({
  propertyId: z.number().int(),
  ownerId: z.number().int(),
  accountNumber: text(),
  address: addressSchema,
});

export const settingsAssociationSchema = z.object({
  id: z.number().int(),
  name: text(),
  logoUrl: text().nullable(),
  bannerUrl: text().nullable(),
  autoDraftType: autoDraftTypeSchema,
  isBoardMember: z.boolean(),
  isBoardChair: z.boolean(),
  designTemplate: z.enum(Object.keys(designTemplates) as [keyof typeof designTemplates]),
  properties: z.array(settingsPropertySchema),
});
export type SettingsAssociation = z.infer<typeof settingsAssociationSchema>;

export const settingsPageSchema = z.object({
  associationId: z.number().int(),
  title: text(),
  legacyAction: text(),
});

export const userSettingsSchema = z
  .object({
    associations: z.array(settingsAssociationSchema),
    designTemplate: z.enum(Object.keys(designTemplates) as [keyof typeof designTemplates]),
    logoUrl: text().nullable(),
    bannerUrl: text().nullable(),
    pages: z.array(settingsPageSchema),
  })
  .meta({ id: 'UserSettings' });
export type UserSettings = z.infer<typeof userSettingsSchema>;

/** A property flattened per association (SPEC §3). */
export interface FlatProperty {
  propertyId: number;
  ownerId: number;
  accountNumber: string;
  address: z.infer<typeof addressSchema>;
  associationId: number;
  associationName: string;
  autoDraftType: AutoDraftTypeName;
}

const emptyAddress = { address1: '', address2: '', city: '', stateProvince: '', postalCode: '' };

/**
 * One entry per property, per association; an association without properties yields a placeholder with a
 * negative id (minus the association id), auto-draft off and an empty address and account number.
 * Sorted by association name (SPEC §4), then account number.
 */
export function flattenProperties(settings: Pick<UserSettings, 'associations'>): FlatProperty[] {
  const flat = settings.associations.flatMap((association) => {
    const base = {
      associationId: association.id,
      associationName: association.name,
    };
    if (association.properties.length === 0) {
      return [
        {
          ...base,
          propertyId: -association.id,
          ownerId: -association.id,
          accountNumber: '',
          address: { ...emptyAddress },
          autoDraftType: 'none' as const,
        },
      ];
    }
    return association.properties.map((property) => ({
      ...base,
      ...property,
      address: { ...property.address },
      autoDraftType: association.autoDraftType,
    }));
  });
  return flat.sort(
    (a, b) =>
      a.associationName.localeCompare(b.associationName) || a.accountNumber.localeCompare(b.accountNumber),
  );
}

/**
 * SPEC §4: the property matching `accountNumber`, otherwise the previously selected one (by id),
 * otherwise the first: the first real home where there is one, since a board seat's placeholder (an
 * association where the user owns nothing) has no account to show (ADR 111). Null when there are none.
 */
export function selectProperty(
  properties: FlatProperty[],
  options: { accountNumber?: string | null; previousPropertyId?: number | null },
): FlatProperty | null {
  const byAccount = options.accountNumber
    ? properties.find((p) => p.accountNumber === options.accountNumber)
    : undefined;
  if (byAccount) return byAccount;
  const previous =
    options.previousPropertyId != null
      ? properties.find((p) => p.propertyId === options.previousPropertyId)
      : undefined;
  return previous ?? properties.find((p) => p.propertyId > 0) ?? properties[0] ?? null;
}

/** SPEC §4: with no property, the association defaults to that of the first page. */
export function defaultAssociationId(
  property: FlatProperty | null,
  settings: Pick<UserSettings, 'pages'>,
): number | null {
  return property?.associationId ?? settings.pages[0]?.associationId ?? null;
}

/** SPEC §4 "pmb feature": on when the customer is in the allowed list, or the list's first entry is all. */
export function isPmbEnabled(customer: string | null | undefined, allowed: readonly string[]): boolean {
  if (allowed[0]?.toLowerCase() === 'all') return true;
  if (!customer) return false;
  const needle = customer.toLowerCase();
  return allowed.some((entry) => entry.toLowerCase() === needle);
}
