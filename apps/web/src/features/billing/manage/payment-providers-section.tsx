import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { FailureAlert } from '../../../components/failure-alert';
import { openOutsideTab } from '../../../components/outside-link';
import { errorText } from '../../../lib/api/error-text';
import { signInToPaymentProvider, usePaymentProviders } from '../api/payment-providers';

/**
 * Outside payment provider accounts (GET Payment/Providers). Signing in needs a primary e-mail: without one
 * (PA037) the client sends the user to profile settings (SPEC §8), so the section shows other failures only.
 */
export function PaymentProvidersSection() {
  const providers = usePaymentProviders();
  // The provider's portal opens in its own tab, cut off from this one; the portal stays where it was.
  const signIn = useMutation({
    mutationFn: ({ providerId }: { providerId: string; tab: ReturnType<typeof openOutsideTab> }) =>
      signInToPaymentProvider(providerId),
    onSuccess: (redirectUrl, { tab }) => tab.go(redirectUrl),
    onError: (_error, { tab }) => tab.close(),
  });
  if (!providers.data?.length) return null;
  return (
    <Stack gap="md" component="section" aria-labelledby="providers-heading">
      <Title order={2} id="providers-heading">
        Payment provider accounts
      </Title>
      <FailureAlert when={signIn.error} title="Could not sign in to the payment provider">
        <Text size="sm">{errorText(signIn.error)}</Text>
      </FailureAlert>
      {providers.data.map((provider) => (
        <Paper key={provider.id} withBorder p="md">
          <Group justify="space-between">
            <Stack gap={2}>
              <Text fw={600}>{provider.name}</Text>
              <Text size="sm">{provider.description}</Text>
              <Text size="sm" id={`provider-${provider.id}-leaves`}>
                Signing in opens {provider.name} in a new tab, outside the portal.
              </Text>
            </Stack>
            <Button
              size="xs"
              aria-describedby={`provider-${provider.id}-leaves`}
              onClick={() => signIn.mutate({ providerId: provider.id, tab: openOutsideTab() })}
              loading={signIn.isPending && signIn.variables?.providerId === provider.id}
            >
              Sign in
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
