import { describe, expect, it } from 'vitest';
import { addressFormSchema, contactFormSchema, emptyAddress, toContactInput } from './contact-form-schema';

const errorsOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('contact form', () => {
  it("shows the contracts' messages at the form's value field", () => {
    expect(
      errorsOf(contactFormSchema('phone').safeParse({ label: '', value: 'abc', isPrimary: false })),
    ).toEqual({
      label: 'Label is required',
      value: 'Invalid phone number',
    });
    expect(
      errorsOf(contactFormSchema('email').safeParse({ label: 'Home', value: '', isPrimary: false })),
    ).toEqual({
      value: 'Email required',
    });
    expect(
      errorsOf(contactFormSchema('email').safeParse({ label: 'Home', value: 'a@b', isPrimary: false })),
    ).toEqual({
      value: 'Please enter a valid email address format',
    });
  });
  it('sends the value under the field of its type', () => {
    expect(toContactInput('phone', { label: 'Mobile', value: '4105550142', isPrimary: true })).toEqual({
      type: 'phone',
      label: 'Mobile',
      phone: '4105550142',
      isPrimary: true,
    });
  });
});

describe('address form', () => {
  it('reports each missing field once', () => {
    expect(errorsOf(addressFormSchema.safeParse(emptyAddress))).toEqual({
      label: 'Label is required',
      name: 'Name is required',
      street: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip: 'Zip code is required',
    });
  });
});
