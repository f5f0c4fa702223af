import type { AddressContact } from '@hoa/contracts/profile';
import { usStateCodes } from '@hoa/contracts/us-states';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { formFailure } from '../../lib/api/form-failure';
import { fieldBinder } from '../../lib/form-field';
import { saveAddress } from './api/homeowner-profile';
import { ContactFormEnd, useContactSubmit } from './contact-form-parts';
import { type AddressFormValues, addressFormSchema, emptyAddress } from './contact-form-schema';
import { useReportDirty } from './unsaved-changes';

const fields = Object.keys(emptyAddress) as (keyof AddressFormValues)[];

/** Adds or edits a mailing address; the international switch trades state and zip for country, province and postal code. */
export function AddressForm({
  ownerId,
  address,
  defaultName,
  onDone,
}: {
  ownerId: number;
  address?: AddressContact;
  defaultName: string;
  onDone: () => void;
}) {
  const form = useForm<AddressFormValues>({
    resolver: zodResolver(addressFormSchema),
    defaultValues: address
      ? {
          label: address.label,
          name: address.name,
          isPrimary: address.isPrimary,
          isInternational: address.isInternational,
          street: address.street,
          secondAddress: address.secondAddress,
          city: address.city,
          state: address.state,
          zip: address.zip,
          country: address.country,
          province: address.province,
          postalCode: address.postalCode,
        }
      : { ...emptyAddress, name: defaultName },
  });
  const { register, formState } = form;
  const field = fieldBinder(form);
  const international = form.watch('isInternational');
  useReportDirty(`address-${address?.id ?? 'new'}`, formState.isDirty);
  const submit = useContactSubmit(ownerId, form, (values) => saveAddress(ownerId, values, address?.id), {
    onDone,
    failed: (error) => {
      const failure = formFailure(error, fields);
      if (failure.field) form.setError(failure.field, { message: failure.message });
      else form.setError('root', { message: failure.message });
    },
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={address ? `Edit ${address.label} mailing address` : 'Add mailing address'}
    >
      <Stack gap="sm" maw={640}>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Label"
            description="e.g. Home, Mailing"
            required
            data-autofocus
            {...field('label')}
          />
          <TextInput
            label="Name"
            description="Who mail is addressed to"
            autoComplete="name"
            required
            {...field('name')}
          />
        </SimpleGrid>
        <Checkbox label="International address" {...register('isInternational')} />
        <TextInput label="Street address" autoComplete="address-line1" required {...field('street')} />
        <TextInput
          label="Secondary address"
          description="Apartment, suite, unit (optional)"
          autoComplete="address-line2"
          {...field('secondAddress')}
        />
        {international ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label="City" autoComplete="address-level2" required {...field('city')} />
            <TextInput label="Province" autoComplete="address-level1" required {...field('province')} />
            <TextInput label="Postal code" autoComplete="postal-code" required {...field('postalCode')} />
            <TextInput label="Country" autoComplete="country-name" required {...field('country')} />
          </SimpleGrid>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput label="City" autoComplete="address-level2" required {...field('city')} />
            <NativeSelect
              label="State"
              autoComplete="address-level1"
              required
              data={[
                { value: '', label: 'Choose…' },
                ...usStateCodes.map((code) => ({ value: code, label: code })),
              ]}
              {...field('state')}
            />
            <TextInput
              label="Zip code"
              autoComplete="postal-code"
              inputMode="numeric"
              required
              {...field('zip')}
            />
          </SimpleGrid>
        )}
        <ContactFormEnd form={form} isPrimary={address?.isPrimary} onCancel={onDone} />
      </Stack>
    </form>
  );
}
