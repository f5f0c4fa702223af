import { Button, Group, Stack, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../api/request-failure';
import { useSendOneTimePassword, useVerifyOneTimePassword } from './api/one-time-password';
import { resendLabel, useCountdown } from './countdown';
import { codeError, emailError } from './login-validation';
import { SignInAlert } from './sign-in-alert';
import { signInErrorText } from './sign-in-error';
import { useLightForm } from './use-light-form';

interface PasscodeSignInProps {
  /** Called with the access token after a correct code. */
  onVerified: (token: string, userName: string) => Promise<void>;
  initialEmail?: string;
  sendLabel?: string;
}

/** SPEC §4 "One-time-passcode login": send a code, verify it (with a resend countdown). */
export function PasscodeSignIn({
  onVerified,
  initialEmail = '',
  sendLabel = 'Email me a code',
}: PasscodeSignInProps) {
  const send = useSendOneTimePassword();
  const verify = useVerifyOneTimePassword();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const secondsLeft = useCountdown(resendAt);
  const emailForm = useLightForm({ userName: initialEmail }, (v) => {
    const error = emailError(v.userName);
    return error ? { userName: error } : {};
  });
  const codeForm = useLightForm({ code: '' }, (v) => {
    const error = codeError(v.code);
    return error ? { code: error } : {};
  });
  const [failure, setFailure] = useState<string | null>(null);

  const sendCode = async (userName: string) => {
    setFailure(null);
    try {
      const { resendAfterSeconds } = await send.mutateAsync(userName.trim());
      setSentTo(userName.trim());
      setResendAt(Date.now() + resendAfterSeconds * 1000);
    } catch (error) {
      if (isApiError(error) && error.retryAfterSeconds) {
        setSentTo(userName.trim());
        setResendAt(Date.now() + error.retryAfterSeconds * 1000);
      }
      setFailure(signInErrorText(error));
    }
  };

  if (sentTo === null) {
    return (
      <form
        ref={emailForm.formRef}
        onSubmit={emailForm.onSubmit((v) => void sendCode(v.userName))}
        noValidate
      >
        <Stack gap="md">
          {failure ? <SignInAlert>{failure}</SignInAlert> : null}
          <TextInput
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...emailForm.field('userName')}
          />
          <Button type="submit" loading={send.isPending}>
            {sendLabel}
          </Button>
        </Stack>
      </form>
    );
  }

  const submitCode = async ({ code }: { code: string }) => {
    setFailure(null);
    try {
      const access = await verify.mutateAsync({ userName: sentTo, code: code.trim() });
      await onVerified(access.token, sentTo);
    } catch (error) {
      setFailure(signInErrorText(error));
    }
  };
  const codeField = codeForm.field('code');

  return (
    <form ref={codeForm.formRef} onSubmit={codeForm.onSubmit((v) => void submitCode(v))} noValidate>
      <Stack gap="md">
        <Text>
          We sent a 6-digit code to <strong>{sentTo}</strong>. It is valid for 10 minutes.
        </Text>
        {failure ? <SignInAlert>{failure}</SignInAlert> : null}
        <TextInput
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          maxLength={6}
          required
          {...codeField}
          onChange={(event) => {
            // Pasted codes often carry spaces or dashes ("123 456"); keep the digits.
            event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            codeField.onChange(event);
          }}
          styles={{ input: { letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' } }}
        />
        <Group gap="sm">
          <Button type="submit" loading={verify.isPending}>
            Verify
          </Button>
          <Button
            variant="default"
            disabled={secondsLeft > 0 || send.isPending}
            onClick={() => void sendCode(sentTo)}
          >
            {resendLabel(secondsLeft)}
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </Group>
        {/* Announced once when resending becomes possible, not on every tick. */}
        <VisuallyHidden aria-live="polite">
          {secondsLeft === 0 && resendAt !== null ? 'You can now request a new code.' : ''}
        </VisuallyHidden>
      </Stack>
    </form>
  );
}
