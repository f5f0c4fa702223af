import { describe, expect, it } from 'vitest';
import {
  defaultAssociationId,
  flattenProperties,
  isPmbEnabled,
  type SettingsAssociation,
  selectProperty,
} from './user-settings';

const association = (overrides: Partial<SettingsAssociation>): SettingsAssociation => ({
  id: 1,
  name: 'Association',
  logoUrl: null,
  bannerUrl: null,
  autoDraftType: 'standard',
  isBoardMember: false,
  isBoardChair: false,
  designTemplate: 'slate',
  properties: [],
  ...overrides,
});

const property = (propertyId: number, accountNumber: string) => ({
  propertyId,
  ownerId: 100 + propertyId,
  accountNumber,
  address: {
    address1: `${propertyId} Main St`,
    address2: '',
    city: 'Town',
    stateProvince: 'VA',
    postalCode: '22000',
  },
});

describe('flattenProperties', () => {
  it('flattens per association, sorted by association name, and carries autoDraftType', () => {
    const flat = flattenProperties({
      associations: [
        association({
          id: 2,
          name: 'Willow Creek',
          autoDraftType: 'legacy',
          properties: [property(5, 'W-5')],
        }),
        association({ id: 1, name: 'Harbor Point', properties: [property(3, 'H-3'), property(1, 'H-1')] }),
      ],
    });
    expect(flat.map((p) => [p.associationName, p.accountNumber, p.autoDraftType])).toEqual([
      ['Harbor Point', 'H-1', 'standard'],
      ['Harbor Point', 'H-3', 'standard'],
      ['Willow Creek', 'W-5', 'legacy'],
    ]);
  });

  it('gives an association without properties a placeholder: negative id, auto-draft off, empty address', () => {
    const [placeholder] = flattenProperties({ associations: [association({ id: 7, name: 'Board Only' })] });
    expect(placeholder).toMatchObject({
      propertyId: -7,
      accountNumber: '',
      autoDraftType: 'none',
      associationId: 7,
    });
    expect(Object.values(placeholder?.address ?? {})).toEqual(['', '', '', '', '']);
  });
});

describe('selectProperty', () => {
  const flat = flattenProperties({
    associations: [association({ id: 1, name: 'A', properties: [property(1, 'A-1'), property(2, 'A-2')] })],
  });
  it('prefers the account number', () => {
    expect(selectProperty(flat, { accountNumber: 'A-2', previousPropertyId: 1 })?.propertyId).toBe(2);
  });
  it('falls back to the previous selection, then the first', () => {
    expect(selectProperty(flat, { accountNumber: 'nope', previousPropertyId: 2 })?.propertyId).toBe(2);
    expect(selectProperty(flat, { previousPropertyId: 99 })?.propertyId).toBe(1);
    expect(selectProperty([], {})).toBeNull();
  });
  it('starts on a real home before a board seat without one, which stays selectable', () => {
    const withSeat = flattenProperties({
      associations: [
        association({ id: 3, name: 'A board seat' }),
        association({ id: 4, name: 'B home', properties: [property(5, 'B-1')] }),
      ],
    });
    expect(withSeat.map((p) => p.propertyId)).toEqual([-3, 5]);
    expect(selectProperty(withSeat, {})?.propertyId).toBe(5);
    expect(selectProperty(withSeat, { previousPropertyId: -3 })?.propertyId).toBe(-3);
    expect(
      selectProperty(flattenProperties({ associations: [association({ id: 3, name: 'Seat' })] }), {})
        ?.propertyId,
    ).toBe(-3);
  });
});

describe('defaultAssociationId', () => {
  it("uses the property's association, else the first page's", () => {
    const pages = [{ associationId: 9, title: 'Pool', legacyAction: 'Pool' }];
    expect(defaultAssociationId(null, { pages })).toBe(9);
    expect(defaultAssociationId(null, { pages: [] })).toBeNull();
  });
});

describe('isPmbEnabled', () => {
  it('is on for listed customers in any case, or when the first entry is all', () => {
    expect(isPmbEnabled('demo', ['acme', 'DEMO'])).toBe(true);
    expect(isPmbEnabled('demo', ['acme'])).toBe(false);
    expect(isPmbEnabled('demo', ['all'])).toBe(true);
    expect(isPmbEnabled(null, ['acme'])).toBe(false);
    expect(isPmbEnabled('demo', [])).toBe(false);
  });
});
