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
  },
] as const satisfies readonly DemoAssociation[];

export type DemoAssociationSlug = (typeof demoAssociations)[number]['slug'];

export const associationLogoUrl = (slug: string) => `${mediaPrefix}associations/${slug}/logo.svg`;
export const associationBannerUrl = (slug: string) => `${mediaPrefix}associations/${slug}/banner.svg`;
