import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useAppNavigate } from '../../app/link';
import { publicConfig } from '../../app/runtime-config';
import { safeReturnPath } from '../session/require-login';
import { signInWithToken } from '../session/sign-in';
import { productName } from '../theme/association-store';
import { CredentialsForm } from './credentials-form';
import { DemoLogins } from './demo-logins';
import { PasscodeSignIn } from './passcode-sign-in';
import { SetNewPasswordForm } from './set-new-password-form';
import { SignInLinks } from './sign-in-links';

type Mode = 'password' | 'passcode';

/** /login/:clientId? — credentials or an e-mailed passcode, then back to where the user came from. */
export function LoginPage() {
  const { clientId } = useParams();
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const [mode, setMode] = useState<Mode>('password');
  const [email, setEmail] = useState('');
  const [offerNewPassword, setOfferNewPassword] = useState(false);
  const returnTo = safeReturnPath(params.get('returnTo'));
  const done = () => navigate(returnTo, { replace: true });

  const signedIn = async (token: string) => {
    await signInWithToken(token);
    done();
  };

  return (
    <Stack gap="lg" maw={440}>
      <title>{`Log in · ${productName}`}</title>
      <Title order={1}>Log in</Title>
      {offerNewPassword ? (
        <SetNewPasswordForm optional onDone={done} />
      ) : (
        <>
          <SegmentedControl
            value={mode}
            onChange={(value) => setMode(value as Mode)}
            data={[
              { value: 'password', label: 'Password' },
              { value: 'passcode', label: 'Email me a code' },
            ]}
            aria-label="How to log in"
            fullWidth
          />
          {mode === 'password' ? (
            <CredentialsForm clientId={clientId} onSignedIn={signedIn} onEmailChange={setEmail} />
          ) : (
            <>
              <Text size="sm">We e-mail you a 6-digit code; no password needed.</Text>
              <PasscodeSignIn
                initialEmail={email}
                onVerified={async (token, userName) => {
                  setEmail(userName);
                  await signInWithToken(token);
                  setOfferNewPassword(true);
                }}
              />
            </>
          )}
          <SignInLinks />
          {publicConfig().demo ? <DemoLogins email={email} /> : null}
        </>
      )}
    </Stack>
  );
}
