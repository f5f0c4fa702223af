import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { errorText } from '../../../lib/api/error-text';
import { signInToPaymentProvider, usePaymentProviders } from '../api/payment-providers';

/**
 * Outside payment provider accounts (GET Payment/Providers). Signing in needs a primary e-mail: without one
 * (PA037) the client sends the user to profile settings (SPEC §8), so the section shows other failures only.
 */
export function PaymentProvidersSection() {
  const providers = usePaymentProviders();
  const signIn = useMutation({
    mutationFn: signInToPaymentProvider,
    onSuccess: (redirectUrl) => globalThis.location.assign(redirectUrl),
  });
  if (!providers.data?.length) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="providers-heading">
      <Title order={2} id="providers-heading">
        Payment provider accounts
      </Title>
      {signIn.error ? (
        <Alert color="red" role="alert" title="Could not sign in to the payment provider">
          <Text size="sm">{errorText(signIn.error)}</Text>
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
