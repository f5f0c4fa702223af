import { describe, expect, it } from 'vitest';
import { messageBodyField, messageTexts } from './messages';
import {
  addressInputSchema,
  contactInputSchema,
  formatContactAddress,
  isValidPhoneNumber,
  profileMessages,
} from './profile';

const messagesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('phone numbers', () => {
  it.each([
    '(410) 555-0142',
    '410.555.0142',
    '4105550142',
    '1 410 555 0142',
    '+44 20 7946 0958',
    '+33612345678',
  ])('accepts %s', (value) => expect(isValidPhoneNumber(value)).toBe(true));
  it.each([
    '555-0142',
    '410555014',
    '2 410 555 0142',
    '+1234567',
    'call me',
    '410-555-0142 ext 2',
    '+1 (410) 555-0142 99999',
  ])('refuses %s', (value) => expect(isValidPhoneNumber(value)).toBe(false));
  it('says required for blank and invalid otherwise, never both', () => {
    expect(messagesOf(contactInputSchema.safeParse({ type: 'phone', label: 'M', phone: '  ' }))).toEqual({
      phone: 'Phone number is required',
    });
    expect(messagesOf(contactInputSchema.safeParse({ type: 'phone', label: 'M', phone: '12' }))).toEqual({
      phone: 'Invalid phone number',
    });
  });
});

describe('addresses', () => {
  const domestic = {
    label: 'Home',
    name: 'A B',
    street: '1 Main St',
    city: 'Springfield',
    state: 'il',
    zip: '62704',
  };
  it('needs state and zip at home, country, province and postal code abroad', () => {
    expect(addressInputSchema.safeParse(domestic).success).toBe(true);
    expect(messagesOf(addressInputSchema.safeParse({ ...domestic, state: '', zip: '' }))).toEqual({
      state: profileMessages.stateRequired,
      zip: profileMessages.zipRequired,
    });
    expect(messagesOf(addressInputSchema.safeParse({ ...domestic, isInternational: true }))).toEqual({
      country: profileMessages.countryRequired,
      province: profileMessages.provinceRequired,
      postalCode: profileMessages.postalCodeRequired,
    });
  });
  it('formats both kinds on one line', () => {
    const base = { secondAddress: '', state: '', zip: '', country: '', province: '', postalCode: '' };
    expect(
      formatContactAddress({
        ...base,
        isInternational: false,
        street: '1 Main St',
        city: 'Springfield',
        state: 'IL',
        zip: '62704',
      }),
    ).toBe('1 Main St, Springfield, IL 62704');
    expect(
      formatContactAddress({
        ...base,
        isInternational: true,
        street: '45 Lakeshore Rd',
        secondAddress: 'Unit 3',
        city: 'Kingston',
        province: 'Ontario',
        postalCode: 'K7L 1A1',
        country: 'Canada',
      }),
    ).toBe('45 Lakeshore Rd, Unit 3, Kingston, Ontario K7L 1A1, Canada');
  });
});

describe('messages', () => {
  it('trims, requires and limits the text', () => {
    expect(messageBodyField.safeParse(' \n ').error?.issues[0]?.message).toBe(messageTexts.required);
    expect(messageBodyField.safeParse('x'.repeat(2001)).error?.issues[0]?.message).toBe(
      'Message must be at most 2,000 characters',
    );
    expect(messageBodyField.parse('  hi  ')).toBe('hi');
  });
});
