import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import { formatInstantDate } from '@hoa/contracts/format';
import { paymentTermsDisclosure } from '@hoa/contracts/payment-disclosures';
import { Alert, Anchor, Button, Checkbox, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { FailureAlert } from '../../components/failure-alert';
import { QueryStatus } from '../../components/query-status';
import { errorText } from '../../lib/api/error-text';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { confirmAcknowledgement, useAcknowledgements } from './api/acknowledgements';
import { useBillingMutation } from './use-billing-mutation';

/** /billing/payment-consent — the payment disclosures and the homeowner's acknowledgement of this version. */
export function PaymentConsentPage() {
  const acknowledgements = useAcknowledgements();
  const accept = useBillingMutation(() =>
    confirmAcknowledgement(paymentTermsDisclosure.id, paymentTermsDisclosure.version),
  );
  const [checked, setChecked] = useState(false);
  const [attempted, setAttempted] = useState(false);
  const accepted = acknowledgements.data?.find(
    (a) => a.disclosureId === paymentTermsDisclosure.id && a.version === paymentTermsDisclosure.version,
  );
  const submit = () => {
    setAttempted(true);
    if (checked) accept.mutate();
  };

  return (
    <Stack gap="lg" maw={720}>
      <title>{`Payment disclosures · ${productName}`}</title>
      <Title order={1}>Payment disclosures</Title>
      <Paper withBorder p="lg">
        <Stack gap="sm">
          {paymentTermsDisclosure.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          <Text size="sm" c="dimmed">
            Version {paymentTermsDisclosure.version}
          </Text>
        </Stack>
      </Paper>
      <QueryStatus
        label="Loading your acknowledgements…"
        isPending={acknowledgements.isPending}
        error={acknowledgements.error}
        onRetry={() => void acknowledgements.refetch()}
      />
      {accepted ? (
        <Alert color="green" role="status" title="Accepted">
          You accepted these disclosures on {formatInstantDate(accepted.confirmedAt)}.
        </Alert>
      ) : acknowledgements.data ? (
        <Stack gap="sm">
          <Checkbox
            label="I have read and accept the payment disclosures"
            checked={checked}
            onChange={(event) => setChecked(event.currentTarget.checked)}
            error={attempted && !checked ? 'Tick the box to accept the disclosures' : undefined}
          />
          <FailureAlert when={accept.error} title="Not saved">
            {errorText(accept.error)}
          </FailureAlert>
          <Button onClick={submit} loading={accept.isPending} maw={200}>
            Accept
          </Button>
        </Stack>
      ) : null}
      <Text>
        Questions about fees, dates or returned payments? See{' '}
        <Anchor component={AppLink} to="/billing/support" underline="always">
          payment support
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
