import type { SubLedgerAccount } from '@hoa/contracts/billing';
import { checkoutLinkDays, sendCheckoutLinkSchema } from '@hoa/contracts/express-pay';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FailureAlert } from '../../../components/failure-alert';
import { fieldBinder } from '../../../lib/form-field';
import { useIsMimic } from '../../../lib/session-store/session-store';
import { paymentBlock } from '../account-choice';
import { sendCheckoutLink } from '../api/checkout-links';
import { PaymentBlockNotice } from '../components/account-status';
import { DismissibleNotice } from '../components/dismissible-notice';
import { useBillingMutation } from '../use-billing-mutation';
import { sendFailure, sentNotice } from './link-text';

type SendLinkValues = z.input<typeof sendCheckoutLinkSchema>;

/**
 * "Send a payment link": e-mails a one-time link for the account to a payer's address (the owner, or staff
 * in mimic mode, as the server allows). An account that cannot be paid online says why instead.
 */
export function SendLinkForm({ account }: { account: SubLedgerAccount }) {
  const mimic = useIsMimic();
  const send = useBillingMutation(sendCheckoutLink);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<SendLinkValues>({
    resolver: zodResolver(sendCheckoutLinkSchema),
    defaultValues: { email: '' },
  });
  const field = fieldBinder(form);
  const rootError = form.formState.errors.root?.message;

  const submit = form.handleSubmit(async ({ email }) => {
    setSentTo(null);
    try {
      const link = await send.mutateAsync({ subLedgerId: account.subLedgerId, email });
      setSentTo(link.recipientEmail ?? email);
      form.reset();
    } catch (error) {
      const failure = sendFailure(error);
      if (failure.field) form.setError(failure.field, { message: failure.message }, { shouldFocus: true });
      else form.setError('root', { message: failure.message });
    }
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="send-link-heading">
      <Title order={2} id="send-link-heading">
        Send a payment link
      </Title>
      <Text>
        The link opens a page where the balance of {account.name} (account {account.accountNumber}) can be
        paid without signing in. It works for {checkoutLinkDays.email} days and for one payment.
        {mimic ? ' The e-mail says the management company sent it.' : ''}
      </Text>
      {sentTo ? (
        <DismissibleNotice onDismiss={() => setSentTo(null)}>{sentNotice(sentTo)}</DismissibleNotice>
      ) : null}
      {paymentBlock(account) ? (
        <PaymentBlockNotice account={account} />
      ) : (
        <form onSubmit={submit} noValidate aria-labelledby="send-link-heading">
          <Stack gap="sm" maw={480}>
            <TextInput
              label="Payer’s e-mail address"
              description="Only this address receives the link."
              type="email"
              autoComplete="email"
              required
              {...field('email')}
            />
            <FailureAlert when={rootError} title="The link was not sent">
              {rootError}
            </FailureAlert>
            <Button type="submit" loading={send.isPending} maw={240}>
              {send.isPending ? 'Sending…' : 'Send link'}
            </Button>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
