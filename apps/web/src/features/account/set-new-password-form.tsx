import { Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { signInWithToken } from '../../lib/session/sign-in';
import { resetPassword } from './api/one-time-password';
import { LightField } from './light-field';
import { newPasswordErrors } from './passcode-validation';
import { SignInAlert } from './sign-in-alert';
import { signInErrorText } from './sign-in-error';
import { useLightForm } from './use-light-form';

/** After a passcode: set a new password (PUT /OneTimePassword/reset); optional on login. */
export function SetNewPasswordForm({ onDone, optional }: { onDone: () => void; optional: boolean }) {
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useLightForm({ password: '', confirmPassword: '' }, newPasswordErrors);
  const save = async (values: { password: string; confirmPassword: string }) => {
    setFailure(null);
    setSaving(true);
    try {
      const access = await resetPassword(values);
      // the reset ended the passcode's session: continue with the new one
      await signInWithToken(access.token);
      onDone();
    } catch (error) {
      setFailure(signInErrorText(error));
    } finally {
      setSaving(false);
    }
  };
  return (
    <form ref={form.formRef} onSubmit={form.onSubmit((v) => void save(v))} noValidate>
      <Stack gap="md">
        <Text>
          {optional
            ? 'You are signed in. You can set a new password now, or skip this step.'
            : 'You are signed in. Choose a new password.'}
        </Text>
        {failure ? <SignInAlert title="Password not changed">{failure}</SignInAlert> : null}
        <LightField
          type="password"
          label="New password"
          autoComplete="new-password"
          required
          {...form.field('password')}
        />
        <LightField
          type="password"
          label="Confirm new password"
          autoComplete="new-password"
          required
          {...form.field('confirmPassword')}
        />
        <Group gap="sm">
          <Button type="submit" loading={saving}>
            Save password
          </Button>
          {optional ? (
            <Button variant="default" onClick={onDone}>
              Skip
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}
