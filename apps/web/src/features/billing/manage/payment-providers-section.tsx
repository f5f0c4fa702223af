import { billingMessages } from '@hoa/contracts/billing';
import { Alert, Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText, isErrorCode } from '../../../lib/api/error-text';
import { AppLink } from '../../../lib/link';
import { signInToPaymentProvider, usePaymentProviders } from '../api/payment-providers';

/** Outside payment provider accounts (GET Payment/Providers); signing in needs a primary e-mail (PA037). */
export function PaymentProvidersSection() {
  const providers = usePaymentProviders();
  const signIn = useMutation({
    mutationFn: signInToPaymentProvider,
    onSuccess: (redirectUrl) => globalThis.location.assign(redirectUrl),
  });
  if (!providers.data?.length) return null;
  const needsEmail = isErrorCode(signIn.error, 'PA037');
  return (
    <Stack gap="md" component="section" aria-labelledby="providers-heading">
      <Title order={2} id="providers-heading">
        Payment provider accounts
      </Title>
      {signIn.error ? (
        <Alert color="red" role="alert" title="Could not sign in to the payment provider">
          <Text size="sm">{needsEmail ? billingMessages.primaryEmailRequired : errorText(signIn.error)}</Text>
          {needsEmail ? (
            <Anchor component={AppLink} to="/my/profile-settings" underline="always">
              Add a primary e-mail in profile settings
            </Anchor>
          ) : null}
        </Alert>
      ) : null}
      {providers.data.map((provider) => (
        <Paper key={provider.id} withBorder p="md">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{provider.name}</Text>
              <Text size="sm">{provider.description}</Text>
            </Stack>
            <Button
              size="xs"
              onClick={() => signIn.mutate(provider.id)}
              loading={signIn.isPending && signIn.variables === provider.id}
            >
              Sign in
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
