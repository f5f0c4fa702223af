import type { DesignTemplate } from '@hoa/contracts/design-templates';
import type { AutoDraftType } from '../db/schema/associations';
import { mediaPrefix } from '../plugins/media';

export interface DemoAssociation {
  slug: string;
  name: string;
  designTemplate: DesignTemplate;
  autoDraftType: AutoDraftType;
  timeZone: string;
  /** Account numbers are this prefix and a 5-digit number. */
  accountPrefix: string;
  propertyCount: number;
  city: string;
  stateProvince: string;
  postalCode: string;
  streets: readonly string[];
  /** The monthly assessment (cents), due on the 1st, and the late fee after 15 days. */
  assessment: { amount: number; lateFee: number };
  /** Card: a percentage in basis points; bank: a flat fee in cents. All demo associations take both. */
  fees: { cardBasisPoints: number; bankFlat: number; largeAmountFeeBasisPoints: number };
  /** A one-time levy on a second sub-ledger of a few accounts, `monthsAgo` months back. */
  specialAssessment: { description: string; amount: number; monthsAgo: number };
}

/** The three demo communities: different themes, auto-draft kinds and one in another time zone. */
export const demoAssociations = [
  {
    slug: 'harbor-pointe',
    name: 'Harbor Pointe Owners Association',
    designTemplate: 'harbor',
    autoDraftType: 'standard',
    timeZone: 'America/New_York',
    accountPrefix: 'HP',
    propertyCount: 60,
    city: 'Annapolis',
    stateProvince: 'MD',
    postalCode: '21403',
    streets: ['Mariners Way', 'Spinnaker Court', 'Lighthouse Lane', 'Anchor Drive', 'Schooner Circle'],
    assessment: { amount: 32_500, lateFee: 2_500 },
    fees: { cardBasisPoints: 295, bankFlat: 150, largeAmountFeeBasisPoints: 100 },
    specialAssessment: { description: 'Seawall repair special assessment', amount: 120_000, monthsAgo: 12 },
  },
  {
    slug: 'meadowbrook-commons',
    name: 'Meadowbrook Commons HOA',
    designTemplate: 'meadow',
    autoDraftType: 'legacy',
    timeZone: 'America/New_York',
    accountPrefix: 'MC',
    propertyCount: 50,
    city: 'Lancaster',
    stateProvince: 'PA',
    postalCode: '17601',
    streets: ['Clover Lane', 'Wildflower Drive', 'Haystack Road', 'Bluebell Court'],
    assessment: { amount: 24_000, lateFee: 2_000 },
    fees: { cardBasisPoints: 275, bankFlat: 125, largeAmountFeeBasisPoints: 100 },
    specialAssessment: { description: 'Clubhouse roof special assessment', amount: 90_000, monthsAgo: 10 },
  },
  {
    slug: 'sunset-ridge',
    name: 'Sunset Ridge Community Association',
    designTemplate: 'sunset',
    autoDraftType: 'none',
    timeZone: 'America/Phoenix',
    accountPrefix: 'SR',
    propertyCount: 40,
    city: 'Scottsdale',
    stateProvince: 'AZ',
    postalCode: '85255',
    streets: ['Saguaro Trail', 'Mesa Vista Drive', 'Canyon Wren Way', 'Desert Willow Court'],
    assessment: { amount: 41_000, lateFee: 3_500 },
    fees: { cardBasisPoints: 300, bankFlat: 195, largeAmountFeeBasisPoints: 150 },
    specialAssessment: { description: 'Pool resurfacing special assessment', amount: 150_000, monthsAgo: 8 },
  },
] as const satisfies readonly DemoAssociation[];

export type DemoAssociationSlug = (typeof demoAssociations)[number]['slug'];

export const associationLogoUrl = (slug: string) => `${mediaPrefix}associations/${slug}/logo.svg`;
export const associationBannerUrl = (slug: string) => `${mediaPrefix}associations/${slug}/banner.svg`;
