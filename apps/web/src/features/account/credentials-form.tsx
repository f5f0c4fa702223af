import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useAuthenticate } from '../session/api/authenticate';
import { credentialErrors } from './login-validation';
import { SignInAlert } from './sign-in-alert';
import { signInErrorText } from './sign-in-error';
import { useLightForm } from './use-light-form';

interface CredentialsFormProps {
  clientId: string | undefined;
  onSignedIn: (token: string) => Promise<void>;
  onEmailChange?: (email: string) => void;
}

/** E-mail and password (POST /Users/Authenticate); wrong credentials show the spec's text inline. */
export function CredentialsForm({ clientId, onSignedIn, onEmailChange }: CredentialsFormProps) {
  const authenticate = useAuthenticate();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const form = useLightForm({ userName: '', password: '' }, credentialErrors);
  const submit = async (values: { userName: string; password: string }) => {
    setFailure(null);
    setBusy(true);
    try {
      const access = await authenticate.mutateAsync({
        userName: values.userName.trim(),
        password: values.password,
        ...(clientId ? { clientId } : {}),
      });
      await onSignedIn(access.token);
    } catch (error) {
      setFailure(signInErrorText(error));
    } finally {
      setBusy(false);
    }
  };
  const userName = form.field('userName');
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit((v) => void submit(v))} noValidate>
      <Stack gap="md">
        {failure ? <SignInAlert>{failure}</SignInAlert> : null}
        <TextInput
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
        <PasswordInput
          label="Password"
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
