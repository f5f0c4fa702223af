import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cvcLengthOf,
  isCardExpiryValid,
  isValidAbaRoutingNumber,
  isValidCardNumber,
  luhnValid,
  stripNumberSeparators,
} from './bank-card';

describe('isValidAbaRoutingNumber', () => {
  it.each(['110000000', '011000015', '021000021', '121000358', '026009593'])('accepts %s', (routing) => {
    expect(isValidAbaRoutingNumber(routing)).toBe(true);
  });

  it.each([
    ['a wrong check digit', '110000001'],
    ['eight digits', '11000000'],
    ['ten digits', '1100000000'],
    ['letters', '11000000a'],
    ['spaces', '110 000 000'],
    ['all zeros', '000000000'],
    ['nothing', ''],
  ])('refuses %s', (_, routing) => {
    expect(isValidAbaRoutingNumber(routing)).toBe(false);
  });
});

describe('luhnValid', () => {
  it.each([
    '4242424242424242',
    '4000056655665556',
    '5555555555554444',
    '6011111111111117',
    '378282246310005',
    '4000000000000002',
    '4000000000009995',
    '4000000000000069',
    '79927398713',
  ])('accepts %s', (digits) => {
    expect(luhnValid(digits)).toBe(true);
  });

  it.each([
    '4242424242424241',
    '79927398710',
    '1',
    '',
    '4242 4242 4242 4242',
    'abcd',
  ])('refuses %j', (digits) => {
    expect(luhnValid(digits)).toBe(false);
  });
});

describe('cardBrandOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['4000056655665556', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['6011111111111117', 'discover'],
    ['6445644564456445', 'discover'],
    ['6500000000000002', 'discover'],
    ['378282246310005', 'amex'],
    ['371449635398431', 'amex'],
    ['3782 822463 10005', 'amex'],
  ])('%s is %s', (number, brand) => {
    expect(cardBrandOf(number)).toBe(brand);
  });

  it.each([
    '3056930009020004',
    '3566002020360505',
    '5000000000000000',
    '',
    'visa',
  ])('%j is none of ours', (number) => {
    expect(cardBrandOf(number)).toBeNull();
  });
});

describe('isValidCardNumber', () => {
  it('needs a known brand, its length and the Luhn check', () => {
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('378282246310005')).toBe(true);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('37828224631000')).toBe(false);
    expect(isValidCardNumber('3566002020360505')).toBe(false);
  });
});

describe('cvcLengthOf and stripNumberSeparators', () => {
  it('wants four digits for amex and three for the others', () => {
    expect(cvcLengthOf('amex')).toBe(4);
    expect(cvcLengthOf('visa')).toBe(3);
    expect(stripNumberSeparators(' 4242-4242 4242 4242 ')).toBe('4242424242424242');
  });
});

describe('isCardExpiryValid', () => {
  const today = new Date('2026-11-15T12:00:00Z');

  it('accepts the current month and later, in two or four digits', () => {
    expect(isCardExpiryValid(11, 2026, today)).toBe(true);
    expect(isCardExpiryValid(1, 2027, today)).toBe(true);
    expect(isCardExpiryValid(12, 34, today)).toBe(true);
  });

  it('refuses past months, impossible months and far-off years', () => {
    expect(isCardExpiryValid(10, 2026, today)).toBe(false);
    expect(isCardExpiryValid(12, 2025, today)).toBe(false);
    expect(isCardExpiryValid(13, 2027, today)).toBe(false);
    expect(isCardExpiryValid(0, 2027, today)).toBe(false);
    expect(isCardExpiryValid(1, 2099, today)).toBe(false);
    expect(isCardExpiryValid(1.5, 2027, today)).toBe(false);
  });
});
