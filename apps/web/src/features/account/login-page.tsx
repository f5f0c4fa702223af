import { Button, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAppNavigate } from '../../lib/link';
import { publicConfig } from '../../lib/runtime-config';
import { safeReturnPath } from '../../lib/session/require-login';
import { productName } from '../../lib/theme/association-store';
import { CredentialsForm } from './credentials-form';
import { SignInLinks } from './sign-in-links';

// Only the password form is part of the /login page weight; the rest loads when it is needed.
const PasscodeLogin = lazy(() => import('./passcode-login').then((m) => ({ default: m.PasscodeLogin })));
const DemoLogins = lazy(() => import('./demo-logins').then((m) => ({ default: m.DemoLogins })));

type Mode = 'password' | 'passcode';

/** /login/:clientId? — credentials or an e-mailed passcode, then back to where the user came from. */
export function LoginPage() {
  const { clientId } = useParams();
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const returnTo = safeReturnPath(params.get('returnTo'));
  const done = () => navigate(returnTo, { replace: true });

  return (
    <Stack gap="lg" maw={440}>
      <title>{`Log in · ${productName}`}</title>
      <Title order={1}>Log in</Title>
      {mode === 'password' ? (
        <>
          <CredentialsForm clientId={clientId} onSignedIn={done} onEmailChange={setEmail} />
          <Button variant="light" onClick={() => setMode('passcode')}>
            Email me a one-time code instead
          </Button>
        </>
      ) : (
        <Suspense fallback={<Text>Loading…</Text>}>
          <PasscodeLogin email={email} onEmailChange={setEmail} onDone={done} />
          <Button variant="subtle" onClick={() => setMode('password')}>
            Log in with a password instead
          </Button>
        </Suspense>
      )}
      <SignInLinks />
      {publicConfig().demo ? (
        <Suspense fallback={null}>
          <DemoLogins email={email} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
