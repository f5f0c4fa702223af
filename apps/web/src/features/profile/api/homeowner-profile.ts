import { profileConfigurationSchema } from '@hoa/contracts/auth';
import {
  type AddressInput,
  type Contact,
  type ContactInput,
  contactSchema,
  type HomeownerProfile,
  homeownerProfileSchema,
  type Preferences,
  type PreferencesPatch,
  preferencesSchema,
} from '@hoa/contracts/profile';
import { usersClient } from '../../../lib/api/service-clients';

/** GET /Homeowner/{id}: account info and contacts of the owner the user is. */
export async function getHomeowner(ownerId: number, signal?: AbortSignal): Promise<HomeownerProfile> {
  return homeownerProfileSchema.parse(await usersClient.request(`/Homeowner/${ownerId}`, { signal }));
}

/** POST /Homeowner/{id}/contact or PATCH …/contact/{contactId}: an e-mail or phone number. */
export async function saveContact(
  ownerId: number,
  input: ContactInput,
  contactId?: number,
): Promise<Contact> {
  const body = await usersClient.request(
    contactId === undefined ? `/Homeowner/${ownerId}/contact` : `/Homeowner/${ownerId}/contact/${contactId}`,
    { method: contactId === undefined ? 'POST' : 'PATCH', body: input, suppressErrorToast: true },
  );
  return contactSchema.parse(body);
}

/** POST /Homeowner/{id}/address or PUT …/address/{addressId}. */
export async function saveAddress(
  ownerId: number,
  input: AddressInput,
  addressId?: number,
): Promise<Contact> {
  const body = await usersClient.request(
    addressId === undefined ? `/Homeowner/${ownerId}/address` : `/Homeowner/${ownerId}/address/${addressId}`,
    { method: addressId === undefined ? 'POST' : 'PUT', body: input, suppressErrorToast: true },
  );
  return contactSchema.parse(body);
}

/** DELETE …/contact/{id} or …/address/{id}. */
export async function deleteContact(ownerId: number, contact: Contact): Promise<void> {
  const kind = contact.type === 'address' ? 'address' : 'contact';
  await usersClient.request(`/Homeowner/${ownerId}/${kind}/${contact.id}`, {
    method: 'DELETE',
    responseAs: 'none',
    suppressErrorToast: true,
  });
}

export async function getPreferences(ownerId: number, signal?: AbortSignal): Promise<Preferences> {
  return preferencesSchema.parse(await usersClient.request(`/Homeowner/${ownerId}/Preferences`, { signal }));
}

export async function patchPreferences(ownerId: number, patch: PreferencesPatch): Promise<Preferences> {
  const body = await usersClient.request(`/Homeowner/${ownerId}/Preferences`, {
    method: 'PATCH',
    body: patch,
    suppressErrorToast: true,
  });
  return preferencesSchema.parse(body);
}

/** GET /Users/profile/configuration: whether payment reminder texts are offered. */
export async function getProfileConfiguration(signal?: AbortSignal) {
  return profileConfigurationSchema.parse(
    await usersClient.request('/Users/profile/configuration', { signal }),
  );
}
