import type { SettingsAssociation, UserSettings } from '@hoa/contracts/user-settings';
import { describe, expect, it } from 'vitest';
import {
  brandingOf,
  filterProperties,
  formatAddress,
  isBoardMemberOfAny,
  isBoardMemberOfSelected,
  pageOf,
  selectionFromSettings,
  themeAfterSettingsLoad,
} from './property-selection';

const address = (address1: string) => ({
  address1,
  address2: '',
  city: 'Springfield',
  stateProvince: 'IL',
  postalCode: '62701',
});

function association(
  overrides: Partial<SettingsAssociation> & { id: number; name: string },
): SettingsAssociation {
  return {
    logoUrl: null,
    bannerUrl: null,
    autoDraftType: 'standard',
    isBoardMember: false,
    isBoardChair: false,
    designTemplate: 'harbor',
    properties: [],
    ...overrides,
  };
}

function settings(overrides: Partial<UserSettings> = {}): UserSettings {
  return {
    designTemplate: 'slate',
    logoUrl: '/logo.png',
    bannerUrl: null,
    pages: [{ associationId: 9, title: 'Welcome', legacyAction: 'Welcome' }],
    associations: [
      association({
        id: 2,
        name: 'Willow Creek',
        designTemplate: 'meadow',
        properties: [{ propertyId: 20, ownerId: 1, accountNumber: 'W-1', address: address('1 Willow Ln') }],
      }),
      association({
        id: 1,
        name: 'Aspen Ridge',
        designTemplate: 'sunset',
        properties: [
          { propertyId: 10, ownerId: 1, accountNumber: 'A-2', address: address('2 Aspen Ct') },
          { propertyId: 11, ownerId: 1, accountNumber: 'A-1', address: address('1 Aspen Ct') },
        ],
      }),
    ],
    ...overrides,
  };
}

describe('property and theme selection (SPEC §4)', () => {
  it('selects the property of the account number in the address', () => {
    const result = selectionFromSettings(settings(), { accountNumber: 'W-1', previousPropertyId: 10 });
    expect(result.property?.propertyId).toBe(20);
    expect(result.associationId).toBe(2);
  });

  it('otherwise the previously selected one, otherwise the first sorted by association name', () => {
    expect(selectionFromSettings(settings(), { previousPropertyId: 10 }).property?.propertyId).toBe(10);
    const first = selectionFromSettings(settings(), { accountNumber: 'nope', previousPropertyId: 99 });
    expect(first.property?.accountNumber).toBe('A-1');
    expect(first.associationId).toBe(1);
  });

  it('an association without properties gives the placeholder property', () => {
    const result = selectionFromSettings(
      settings({ associations: [association({ id: 5, name: 'Empty HOA' })] }),
      {},
    );
    expect(result.property).toMatchObject({ propertyId: -5, accountNumber: '', autoDraftType: 'none' });
    expect(result.associationId).toBe(5);
  });

  it('with no property the association is the first page’s', () => {
    const result = selectionFromSettings(settings({ associations: [] }), {});
    expect(result.property).toBeNull();
    expect(result.associationId).toBe(9);
  });

  it('the theme follows the association’s design template unless manually overridden', () => {
    const branding = brandingOf(settings(), 2);
    expect(branding).toEqual({
      id: '2',
      name: 'Willow Creek',
      logoUrl: '/logo.png',
      bannerUrl: null,
      designTemplate: 'meadow',
    });
    const automatic = themeAfterSettingsLoad({ association: null, manualOverride: false }, branding);
    expect(automatic).toEqual({ association: branding, manualOverride: false });
    const chosen = { association: brandingOf(settings(), 1), manualOverride: true };
    expect(themeAfterSettingsLoad(chosen, branding)).toBe(chosen);
  });

  it('board navigation needs membership of some association', () => {
    expect(isBoardMemberOfAny(settings())).toBe(false);
    expect(isBoardMemberOfAny(undefined)).toBe(false);
    const board = settings({ associations: [association({ id: 1, name: 'A', isBoardMember: true })] });
    expect(isBoardMemberOfAny(board)).toBe(true);
  });

  it('the board menu follows the selected association', () => {
    const two = settings({
      associations: [
        association({ id: 1, name: 'A', isBoardMember: true }),
        association({ id: 2, name: 'B', isBoardMember: false }),
      ],
    });
    expect(isBoardMemberOfSelected(two, 1)).toBe(true);
    expect(isBoardMemberOfSelected(two, 2)).toBe(false);
    // nothing selected yet (or an association no longer listed): any board
    expect(isBoardMemberOfSelected(two, null)).toBe(true);
    expect(isBoardMemberOfSelected(two, 9)).toBe(true);
    expect(isBoardMemberOfSelected(undefined, 1)).toBe(false);
  });
});

describe('property selector helpers', () => {
  const properties = selectionFromSettings(settings(), {}).properties;

  it('searches address, account number and association', () => {
    expect(filterProperties(properties, 'willow').map((p) => p.propertyId)).toEqual([20]);
    expect(filterProperties(properties, ' a-2 ').map((p) => p.propertyId)).toEqual([10]);
    expect(filterProperties(properties, '')).toHaveLength(3);
  });

  it('pages, clamping the page number', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], pages: 3 });
    expect(pageOf([1, 2, 3], 9, 2)).toEqual({ items: [3], pages: 2 });
    expect(pageOf([], 1, 2)).toEqual({ items: [], pages: 1 });
  });

  it('formats an address on one line', () => {
    expect(formatAddress(properties[0] ?? ({} as never))).toBe('1 Aspen Ct, Springfield, IL 62701');
  });
});
