import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { AppLink, useAppNavigate } from '../../lib/link';
import { signInWithToken } from '../../lib/session/sign-in';
import { productName } from '../../lib/theme/association-store';
import { PasscodeSignIn } from './passcode-sign-in';
import { SetNewPasswordForm } from './set-new-password-form';

/** /forgot-login — reset password: a passcode by e-mail, then a new password. */
export function ForgotLoginPage() {
  const navigate = useAppNavigate();
  const [verified, setVerified] = useState(false);
  return (
    <Stack gap="lg" maw={440}>
      <title>{`Reset your password · ${productName}`}</title>
      <Title order={1}>Reset your password</Title>
      {verified ? (
        <SetNewPasswordForm optional={false} onDone={() => navigate('/dashboard', { replace: true })} />
      ) : (
        <>
          <Text>Enter the e-mail you log in with. We send you a code to confirm it is you.</Text>
          <PasscodeSignIn
            sendLabel="Send code"
            onVerified={async (token) => {
              await signInWithToken(token);
              setVerified(true);
            }}
          />
          <Anchor component={AppLink} to="/login" underline="always">
            Back to log in
          </Anchor>
        </>
      )}
    </Stack>
  );
}
