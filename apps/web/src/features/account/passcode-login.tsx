import { Text } from '@mantine/core';
import { useState } from 'react';
import { signInWithToken } from '../../lib/session/sign-in';
import { PasscodeSignIn } from './passcode-sign-in';
import { SetNewPasswordForm } from './set-new-password-form';

interface PasscodeLoginProps {
  email: string;
  onEmailChange: (email: string) => void;
  onDone: () => void;
}

/** SPEC §4 "One-time-passcode login": send the code, verify it, and optionally set a new password. */
export function PasscodeLogin({ email, onEmailChange, onDone }: PasscodeLoginProps) {
  const [verified, setVerified] = useState(false);
  if (verified) return <SetNewPasswordForm optional onDone={onDone} />;
  return (
    <>
      <Text size="sm">We e-mail you a 6-digit code; no password needed.</Text>
      <PasscodeSignIn
        initialEmail={email}
        onVerified={async (token, userName) => {
          onEmailChange(userName);
          await signInWithToken(token);
          setVerified(true);
        }}
      />
    </>
  );
}
