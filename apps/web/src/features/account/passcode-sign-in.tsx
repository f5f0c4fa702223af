import { countOf } from '@hoa/contracts/format';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { isApiError } from '../../lib/api/request-failure';
import { sendOneTimePassword, verifyOneTimePassword } from './api/one-time-password';
import { resendLabel, useCountdown } from './countdown';
import { LightField } from './light-field';
import { emailError } from './login-validation';
import { codeError } from './passcode-validation';
import classes from './sign-in.module.css';
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
  const [sending, setSending] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  /** Whether the last request sent a code; a refused one ("please wait") says only that. */
  const [lastSendSent, setLastSendSent] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);
  /** From the send response's expiresInSeconds; null until a send succeeded. */
  const [validMinutes, setValidMinutes] = useState<number | null>(null);
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
    setSending(true);
    try {
      const { resendAfterSeconds, expiresInSeconds } = await sendOneTimePassword(userName.trim());
      setValidMinutes(Math.max(1, Math.round(expiresInSeconds / 60)));
      setSentTo(userName.trim());
      setLastSendSent(true);
      setResendAt(Date.now() + resendAfterSeconds * 1000);
    } catch (error) {
      setLastSendSent(false);
      if (isApiError(error) && error.retryAfterSeconds) {
        setSentTo(userName.trim());
        setResendAt(Date.now() + error.retryAfterSeconds * 1000);
      }
      setFailure(signInErrorText(error));
    } finally {
      setSending(false);
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
          <LightField
            label="Email"
            type="email"
            autoComplete="username"
            required
            {...emailForm.field('userName')}
          />
          <Button type="submit" loading={sending}>
            {sendLabel}
          </Button>
        </Stack>
      </form>
    );
  }

  const submitCode = async ({ code }: { code: string }) => {
    setFailure(null);
    setVerifying(true);
    try {
      const access = await verifyOneTimePassword(sentTo, code.trim());
      await onVerified(access.token, sentTo);
    } catch (error) {
      setFailure(signInErrorText(error));
    } finally {
      setVerifying(false);
    }
  };
  const codeField = codeForm.field('code');

  return (
    <form ref={codeForm.formRef} onSubmit={codeForm.onSubmit((v) => void submitCode(v))} noValidate>
      <Stack gap="md">
        {lastSendSent ? (
          <Text>
            We sent a 6-digit code to <strong>{sentTo}</strong>.
            {validMinutes === null ? null : ` It is valid for ${countOf(validMinutes, 'minute')}.`}
          </Text>
        ) : null}
        {failure ? <SignInAlert>{failure}</SignInAlert> : null}
        <LightField
          label="Verification code"
          autoComplete="one-time-code"
          inputMode="numeric"
          pattern="[0-9]*"
          required
          {...codeField}
          onChange={(event) => {
            // Pasted codes often carry spaces or dashes ("123 456"), so no maxLength: keep the first 6 digits.
            event.currentTarget.value = event.currentTarget.value.replace(/\D/g, '').slice(0, 6);
            codeField.onChange(event);
          }}
          className={`${classes.input} ${classes.codeInput}`}
        />
        <Group gap="sm">
          <Button type="submit" loading={verifying}>
            Verify
          </Button>
          <Button
            variant="default"
            disabled={secondsLeft > 0 || sending}
            onClick={() => void sendCode(sentTo)}
          >
            {resendLabel(secondsLeft)}
          </Button>
          <Button variant="subtle" onClick={() => setSentTo(null)}>
            Use another email
          </Button>
        </Group>
        {/* Announced once when resending becomes possible, not on every tick. */}
        <div aria-live="polite" className={classes.visuallyHidden}>
          {secondsLeft === 0 && resendAt !== null ? 'You can now request a new code.' : ''}
        </div>
      </Stack>
    </form>
  );
}
