import { Anchor, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { SignInAlert } from './sign-in-alert';

/**
 * Runs a one-shot sign-in (hand-over or SSO) once — the tokens are single use, so React's StrictMode
 * re-run must not post them twice — and shows progress or a clear error with a way to log in.
 */
export function TokenSignIn({ title, run }: { title: string; run: () => Promise<string | null> }) {
  const started = useRef(false);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    run().then(setError, () => setError('Signing in failed. Please try again.'));
  }, [run]);
  return (
    <Stack gap="md" maw={480}>
      <title>{`${title} · ${productName}`}</title>
      <Title order={1}>{title}</Title>
      {error ? (
        <>
          <SignInAlert>{error}</SignInAlert>
          <Anchor component={AppLink} to="/login" underline="always">
            Go to log in
          </Anchor>
        </>
      ) : (
        <Stack gap="xs" align="flex-start" role="status">
          <Loader size="sm" aria-hidden />
          <Text>Signing you in…</Text>
        </Stack>
      )}
    </Stack>
  );
}
