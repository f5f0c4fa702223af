import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { formatMonth } from '@hoa/contracts/format';
import { achAuthorizationDisclosure } from '@hoa/contracts/payment-disclosures';
import type { AutoDraftDto } from '@hoa/contracts/scheduled-payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Checkbox, Group, NativeSelect, Radio, Stack, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FailureAlert } from '../../../components/failure-alert';
import { QueryStatus } from '../../../components/query-status';
import { errorText } from '../../../lib/api/error-text';
import { fieldBinder } from '../../../lib/form-field';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { useSignedInUserId } from '../../../lib/session-store/session-store';
import { enrollLegacyAutoDraft, setupLegacyAutoDraft } from '../api/auto-draft';
import { todayForPayments, upcomingMonths } from '../billing-dates';
import { billingKeys } from '../billing-keys';
import { FormErrorSummary } from '../components/form-error-summary';
import { useBillingMutation } from '../use-billing-mutation';
import { AuthorizationText } from './authorization-text';
import { pullDays } from './enrollment-list';
import { emptyLegacyForm, type LegacyFormValues, legacyFormSchema, legacyRequestOf } from './legacy-form';

const labels: Partial<Record<keyof LegacyFormValues, string>> = {
  routingNumber: 'Routing number',
  bankName: 'Bank name',
  bankAccountNumber: 'Bank account number',
  bankAccountNumberConfirmation: 'Confirm bank account number',
  eSignature: 'eSignature',
  acceptAuthorization: 'Authorization',
};

/** The legacy Auto-Draft form (SPEC §3): bank details typed in, the ACH authorization accepted and signed. */
export function LegacyEnrollForm({
  account,
  onEnrolled,
}: {
  account: SubLedgerAccount;
  onEnrolled: (e: AutoDraftDto) => void;
}) {
  const userId = useSignedInUserId();
  const months = useMemo(() => upcomingMonths(todayForPayments(), 12), []);
  // The server names the authorization version the signature is recorded against.
  const setup = useQuery({
    queryKey: billingKeys.legacyAutoDraftSetup(userId, account.subLedgerId),
    queryFn: () => setupLegacyAutoDraft(account.subLedgerId),
    enabled: userId !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const attemptKey = useRef<string | null>(null);
  const enroll = useBillingMutation((values: LegacyFormValues) => {
    attemptKey.current ??= newIdempotencyKey();
    return enrollLegacyAutoDraft(
      legacyRequestOf(
        values,
        account.subLedgerId,
        setup.data?.authorizationVersion ?? achAuthorizationDisclosure.version,
      ),
      attemptKey.current,
    );
  });
  const form = useForm<LegacyFormValues>({
    resolver: zodResolver(legacyFormSchema),
    defaultValues: emptyLegacyForm(months[0] ?? ''),
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const field = fieldBinder(form);
  const submit = form.handleSubmit(async (values) => {
    try {
      const enrollment = await enroll.mutateAsync(values);
      attemptKey.current = null;
      onEnrolled(enrollment);
    } catch {
      // shown below
    }
  });
  const paragraphs = setup.data?.authorizationText
    ? setup.data.authorizationText.split(/\n\s*\n/)
    : achAuthorizationDisclosure.paragraphs;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md" maw={560}>
        <QueryStatus
          label="Loading the authorization…"
          isPending={setup.isPending}
          error={setup.error}
          onRetry={() => void setup.refetch()}
        />
        <Controller
          control={control}
          name="accountType"
          render={({ field }) => (
            <Radio.Group
              label="Account type"
              value={field.value}
              onChange={field.onChange}
              name={field.name}
              required
            >
              <Group mt="xs">
                <Radio value="checking" label="Checking" />
                <Radio value="savings" label="Savings" />
              </Group>
            </Radio.Group>
          )}
        />
        <TextInput
          label="Routing number"
          inputMode="numeric"
          autoComplete="off"
          required
          description="9 digits"
          {...field('routingNumber')}
        />
        <TextInput label="Bank name" required {...field('bankName')} />
        <TextInput
          label="Bank account number"
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('bankAccountNumber')}
        />
        <TextInput
          label="Confirm bank account number"
          inputMode="numeric"
          autoComplete="off"
          required
          {...field('bankAccountNumberConfirmation')}
        />
        <Group grow align="flex-start">
          <NativeSelect
            label="Start month"
            data={months.map((m) => ({ value: m, label: formatMonth(m) }))}
            {...register('startMonth')}
          />
          <NativeSelect label="Draft day of the month" data={pullDays} {...register('pullDay')} />
        </Group>
        <AuthorizationText title={achAuthorizationDisclosure.title} paragraphs={paragraphs} />
        <Checkbox label="I accept this authorization" {...field('acceptAuthorization')} />
        <TextInput
          label="eSignature"
          description="Type your full name to sign"
          autoComplete="name"
          required
          {...field('eSignature')}
        />
        <FormErrorSummary errors={errors} submitCount={formState.submitCount} labels={labels} />
        <FailureAlert when={enroll.error} title="Not enrolled">
          {errorText(enroll.error)}
        </FailureAlert>
        <Button type="submit" loading={formState.isSubmitting} disabled={!setup.data} maw={240}>
          Enroll in Auto-Draft
        </Button>
      </Stack>
    </form>
  );
}
