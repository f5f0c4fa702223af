import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { LightField } from './light-field';
import { credentialErrors } from './login-validation';
import { SignInAlert } from './sign-in-alert';
import { useLightForm } from './use-light-form';

const genericFailure = 'Something went wrong. Please try again.';

interface CredentialsFormProps {
  clientId: string | undefined;
  onSignedIn: () => void;
  onEmailChange?: (email: string) => void;
}

/** E-mail and password (POST /Users/Authenticate); wrong credentials show the spec's text inline. */
export function CredentialsForm({ clientId, onSignedIn, onEmailChange }: CredentialsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useLightForm({ userName: '', password: '' }, credentialErrors);
  const submit = async (values: { userName: string; password: string }) => {
    setFailure(null);
    setBusy(true);
    let failed: string | null;
    try {
      const { submitCredentials } = await import('./sign-in-actions');
      failed = await submitCredentials({
        userName: values.userName.trim(),
        password: values.password,
        ...(clientId ? { clientId } : {}),
      });
    } catch {
      // The sign-in chunk did not load (offline, a new deploy): signInErrorText's generic line,
      // written out so that /login does not load the error helpers up front.
      failed = genericFailure;
    } finally {
      setBusy(false);
    }
    if (failed) setFailure(failed);
    else onSignedIn();
  };
  const userName = form.field('userName');
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="md">
        {failure ? <SignInAlert>{failure}</SignInAlert> : null}
        <LightField
          label="Email"
          type="email"
          autoComplete="username"
          required
          {...userName}
          onChange={(event) => {
            userName.onChange(event);
            onEmailChange?.(event.currentTarget.value);
          }}
        />
        <LightField
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          {...form.field('password')}
        />
        <Button type="submit" loading={busy}>
          Log in
        </Button>
      </Stack>
    </form>
  );
}
