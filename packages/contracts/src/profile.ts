import { z } from 'zod';
import { text } from './request-fields';
import { usStateCodes } from './us-states';
import { validationMessages as m } from './validation-messages';

/**
 * The homeowner profile calls of SPEC §7 ("Homeowner profile") and the fields of SPEC §3 (account info,
 * contacts by type, preferences). One schema per form: the web validates with it at each field, the API
 * validates the same body with it, so both show the same SPEC §5 message.
 */

/** Limits of the profile's free-text fields. */
export const profileLimits = {
  label: 40,
  name: 100,
  email: 254,
  street: 100,
  secondAddress: 100,
  city: 60,
  country: 60,
  province: 60,
  postalCode: 12,
} as const;

/** SPEC §5 texts word for word where it gives them; the profile's own where it only names the field. */
export const profileMessages = {
  emailRequired: m.emailRequired,
  emailInvalid: m.emailInvalid,
  emailFormat: m.emailFormat,
  phoneRequired: m.phoneRequired,
  phoneInvalid: m.phoneInvalid,
  addressRequired: m.addressRequired,
  nameRequired: m.nameRequired,
  nameInvalid: `Name must be at most ${profileLimits.name} characters`,
  labelRequired: 'Label is required',
  labelInvalid: `Label must be at most ${profileLimits.label} characters`,
  streetInvalid: `Street address must be at most ${profileLimits.street} characters`,
  secondAddressInvalid: `Secondary address must be at most ${profileLimits.secondAddress} characters`,
  cityRequired: 'City is required',
  cityInvalid: 'Invalid city',
  stateRequired: 'State is required',
  stateInvalid: 'Invalid state',
  zipRequired: 'Zip code is required',
  zipInvalid: 'Invalid zip code',
  countryRequired: 'Country is required',
  countryInvalid: 'Invalid country',
  provinceRequired: 'Province is required',
  provinceInvalid: 'Invalid province',
  postalCodeRequired: 'Postal code is required',
  postalCodeInvalid: 'Invalid postal code',
  primaryCannotBeDeleted: 'The primary contact cannot be deleted. Make another one primary first.',
  primaryCannotBeUnset: 'Make another one primary instead: there is always one primary per contact type.',
  typeCannotChange: 'The type of a contact cannot be changed. Add a new contact instead.',
} as const;

export const profileErrorCodes = {
  primaryCannotBeDeleted: 'PROFILE_PRIMARY_DELETE',
  primaryCannotBeUnset: 'PROFILE_PRIMARY_UNSET',
  typeCannotChange: 'PROFILE_CONTACT_TYPE',
} as const;

/** A required text: the "required" message when empty or blank, the "invalid" one past its limit. */
const requiredText = (max: number, required: string, invalid: string) =>
  text({ error: required }).trim().min(1, required).max(max, invalid);

/** An optional text: blank is "not given" (''), past its limit the "invalid" message. */
const optionalText = (max: number, invalid: string) =>
  text({ error: invalid })
    .trim()
    .max(max, invalid)
    .optional()
    .transform((value) => value ?? '');

export const labelField = requiredText(
  profileLimits.label,
  profileMessages.labelRequired,
  profileMessages.labelInvalid,
);

/** E-mail of a contact: SPEC §5 'Email required', a wrong shape 'Please enter a valid email address format'. */
export const contactEmailField = text({ error: m.emailRequired })
  .trim()
  .min(1, m.emailRequired)
  .max(profileLimits.email, m.emailInvalid)
  .pipe(z.email(m.emailFormat));

const phoneCharacters = /^\+?[\d\s().-]+$/;

/** Whether a typed phone number is one: North American (10 digits, or 11 with a leading 1) or +international (8–15 digits). */
export function isValidPhoneNumber(value: string): boolean {
  const trimmed = value.trim();
  if (!phoneCharacters.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15;
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
}

export const phoneField = text({ error: m.phoneRequired })
  .trim()
  .min(1, m.phoneRequired)
  // blank already says 'Phone number is required'
  .refine((value) => value === '' || isValidPhoneNumber(value), m.phoneInvalid);

export const contactTypes = ['email', 'phone', 'address'] as const;
export type ContactType = (typeof contactTypes)[number];

const primaryFlag = z
  .boolean()
  .optional()
  .describe('Make this the primary contact of its type (the previous primary stops being primary)');

export const emailContactInputSchema = z.object({
  type: z.literal('email'),
  label: labelField,
  email: contactEmailField,
  isPrimary: primaryFlag,
});
export const phoneContactInputSchema = z.object({
  type: z.literal('phone'),
  label: labelField,
  phone: phoneField,
  isPrimary: primaryFlag,
});

/** POST /Homeowner/{id}/contact and PATCH …/contact/{contactId}: an e-mail or a phone number. */
export const contactInputSchema = z.discriminatedUnion('type', [
  emailContactInputSchema,
  phoneContactInputSchema,
]);
export type ContactInput = z.input<typeof contactInputSchema>;

const zipPattern = /^\d{5}(-\d{4})?$/;
const postalCodePattern = /^[A-Za-z0-9][A-Za-z0-9 -]*$/;
const placeNamePattern = /^[\p{L}\p{M}][\p{L}\p{M} .'-]*$/u;

/**
 * POST /Homeowner/{id}/address and PUT …/address/{addressId}. A domestic (US) address needs street,
 * city, state and zip; an international one street, city, country, province and postal code.
 */
export const addressInputSchema = z
  .object({
    label: labelField,
    name: requiredText(
      profileLimits.name,
      profileMessages.nameRequired,
      profileMessages.nameInvalid,
    ).describe('Who mail to this address is for'),
    isPrimary: primaryFlag,
    isInternational: z.boolean().default(false),
    street: requiredText(profileLimits.street, m.addressRequired, profileMessages.streetInvalid),
    secondAddress: optionalText(profileLimits.secondAddress, profileMessages.secondAddressInvalid),
    city: requiredText(profileLimits.city, profileMessages.cityRequired, profileMessages.cityInvalid).refine(
      (value) => value === '' || placeNamePattern.test(value),
      profileMessages.cityInvalid,
    ),
    state: optionalText(2, profileMessages.stateInvalid),
    zip: optionalText(10, profileMessages.zipInvalid),
    country: optionalText(profileLimits.country, profileMessages.countryInvalid),
    province: optionalText(profileLimits.province, profileMessages.provinceInvalid),
    postalCode: optionalText(profileLimits.postalCode, profileMessages.postalCodeInvalid),
  })
  .superRefine((value, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message });
    if (value.isInternational) {
      if (!value.country) issue('country', profileMessages.countryRequired);
      else if (!placeNamePattern.test(value.country)) issue('country', profileMessages.countryInvalid);
      if (!value.province) issue('province', profileMessages.provinceRequired);
      else if (!placeNamePattern.test(value.province)) issue('province', profileMessages.provinceInvalid);
      if (!value.postalCode) issue('postalCode', profileMessages.postalCodeRequired);
      else if (!postalCodePattern.test(value.postalCode))
        issue('postalCode', profileMessages.postalCodeInvalid);
      return;
    }
    if (!value.state) issue('state', profileMessages.stateRequired);
    else if (!usStateCodes.includes(value.state.toUpperCase())) issue('state', profileMessages.stateInvalid);
    if (!value.zip) issue('zip', profileMessages.zipRequired);
    else if (!zipPattern.test(value.zip)) issue('zip', profileMessages.zipInvalid);
  });
export type AddressInput = z.input<typeof addressInputSchema>;
export type AddressValues = z.output<typeof addressInputSchema>;

const contactBase = { id: z.number().int(), label: text(), isPrimary: z.boolean() };

export const emailContactSchema = z.object({ ...contactBase, type: z.literal('email'), email: text() });
export const phoneContactSchema = z.object({ ...contactBase, type: z.literal('phone'), phone: text() });
export const addressContactSchema = z.object({
  ...contactBase,
  type: z.literal('address'),
  name: text(),
  isInternational: z.boolean(),
  street: text(),
  secondAddress: text(),
  city: text(),
  state: text(),
  zip: text(),
  country: text(),
  province: text(),
  postalCode: text(),
});
export const contactSchema = z
  .discriminatedUnion('type', [emailContactSchema, phoneContactSchema, addressContactSchema])
  .meta({ id: 'Contact' });
export type Contact = z.infer<typeof contactSchema>;
export type EmailContact = z.infer<typeof emailContactSchema>;
export type PhoneContact = z.infer<typeof phoneContactSchema>;
export type AddressContact = z.infer<typeof addressContactSchema>;

/** SPEC §3 account info, once per property the owner holds. */
export const profileAccountSchema = z.object({
  propertyId: z.number().int(),
  accountNumber: text(),
  communityName: text(),
  associationId: z.number().int(),
  propertyAddress: text(),
});

/** GET /Homeowner/{id}. */
export const homeownerProfileSchema = z
  .object({
    ownerId: z.number().int(),
    name: text(),
    managementCompany: text(),
    primaryEmail: text().nullable(),
    accounts: z.array(profileAccountSchema),
    contacts: z.array(contactSchema).describe('Primary first within each type, then oldest first'),
  })
  .meta({ id: 'HomeownerProfile' });
export type HomeownerProfile = z.infer<typeof homeownerProfileSchema>;

export const directoryFields = [
  'showName',
  'showPhone',
  'showEmail',
  'showMailingAddress',
  'showTitle',
] as const;
export type DirectoryField = (typeof directoryFields)[number];

/** GET and PATCH /Homeowner/{id}/Preferences (SPEC §3 "Preferences"). */
export const preferencesSchema = z
  .object({
    sendPaymentConfirmationEmail: z.boolean(),
    receivePayBillingText: z.boolean().describe('Only offered when billingTextNotificationsAvailable'),
    directory: z.object({
      showName: z.boolean(),
      showPhone: z.boolean(),
      showEmail: z.boolean(),
      showMailingAddress: z.boolean(),
      showTitle: z.boolean(),
    }),
  })
  .meta({ id: 'Preferences' });
export type Preferences = z.infer<typeof preferencesSchema>;

export const preferencesPatchSchema = z
  .object({
    sendPaymentConfirmationEmail: z.boolean().optional(),
    receivePayBillingText: z.boolean().optional(),
    directory: preferencesSchema.shape.directory.partial().optional(),
  })
  .strict();
export type PreferencesPatch = z.infer<typeof preferencesPatchSchema>;

/** One line for an address contact ("12 Main St, Apt 2, Springfield, IL 62704" / "… , Ontario K1A 0B1, Canada"). */
export function formatContactAddress(
  address: Omit<AddressContact, 'id' | 'label' | 'isPrimary' | 'type' | 'name'>,
) {
  const place = address.isInternational
    ? [address.city, [address.province, address.postalCode].filter(Boolean).join(' '), address.country]
    : [address.city, [address.state, address.zip].filter(Boolean).join(' ')];
  return [address.street, address.secondAddress, ...place].filter(Boolean).join(', ');
}
