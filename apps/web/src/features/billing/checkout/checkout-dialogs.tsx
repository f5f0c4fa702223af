import { formatCalendarDate, formatMoney } from '@hoa/contracts/format';
import { checkoutAuthorizationLead } from '@hoa/contracts/payment-disclosures';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { AppModal } from '../../../components/app-modal';
import { FailureAlert } from '../../../components/failure-alert';
import { SummaryTable } from '../../../components/summary-table';
import { AppLink } from '../../../lib/link';
import { summaryRows } from './setup-summary';
import type { useCheckout } from './use-checkout';

type Checkout = ReturnType<typeof useCheckout>;

/** The duplicate-payment question and the confirm modal of a checkout (SPEC §2 "Make a payment"). */
export function CheckoutDialogs({ checkout, accountName }: { checkout: Checkout; accountName: string }) {
  const { state, busy, error } = checkout;
  return (
    <>
      <AppModal
        opened={state.step === 'duplicate'}
        onClose={() => void checkout.abandon()}
        title="Possible duplicate payment"
      >
        {state.step === 'duplicate' ? (
          <Stack gap="md">
            <Alert color="yellow" role="alert">
              {state.message}
            </Alert>
            {state.setup.kind !== 'recurring' && state.setup.payment.duplicateWarning?.payments.length ? (
              <Text size="sm">
                Already on the account:{' '}
                {state.setup.payment.duplicateWarning.payments
                  .map((p) => `${formatMoney(p.amount)} on ${formatCalendarDate(p.date)} (${p.status})`)
                  .join('; ')}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => void checkout.abandon()} loading={busy === 'cancel'}>
                No, do not pay
              </Button>
              <Button onClick={checkout.continueAfterWarning} disabled={busy !== null}>
                Yes, continue
              </Button>
            </Group>
          </Stack>
        ) : null}
      </AppModal>
      <AppModal
        opened={state.step === 'confirm'}
        onClose={busy === 'confirm' ? () => undefined : checkout.back}
        title={
          state.step === 'confirm' && state.setup.kind === 'recurring'
            ? 'Confirm recurring payment'
            : 'Confirm payment'
        }
        size="lg"
      >
        {state.step === 'confirm' ? (
          <Stack gap="md">
            <SummaryTable rows={summaryRows(state.setup, accountName)} caption="Please check the details" />
            <Text size="sm">
              {checkoutAuthorizationLead[state.setup.kind === 'recurring' ? 'recurring' : 'single']}{' '}
              <Anchor component={AppLink} to="/billing/payment-consent" target="_blank" underline="always">
                payment disclosures
              </Anchor>
              . Card or bank funds are pulled 2–4 business days after the authorized date.
            </Text>
            <FailureAlert when={error} title="The payment was not confirmed">
              {error}
            </FailureAlert>
            <Group justify="flex-end">
              <Button variant="default" onClick={checkout.back} disabled={busy === 'confirm'}>
                Back
              </Button>
              <Button onClick={() => void checkout.confirm()} loading={busy === 'confirm'}>
                {error ? 'Try again' : 'Confirm payment'}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </AppModal>
    </>
  );
}
