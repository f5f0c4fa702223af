import { changeLoginRequestSchema, changePasswordRequestSchema } from '@hoa/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEventHandler, type ReactNode, useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '../../lib/api/form-failure';
import { signInWithToken } from '../../lib/session/sign-in';
import { sessionStore, useSessionValue } from '../../lib/session-store/session-store';
import { readTokenClaims } from '../../lib/session-store/token-claims';
import { changeLogin, changePassword } from './api/login-changes';
import { useReportDirty } from './unsaved-changes';

interface LoginValues {
  userName: string;
  password: string;
}
interface PasswordValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

/** Login info: the login e-mail and the password (the sign-in calls of issue 3; refused in mimic mode). */
export function LoginInfo() {
  const email = useSessionValue((s) => s.user?.email ?? '');
  const mimic = useSessionValue((s) => (s.token ? readTokenClaims(s.token).actorUserId !== null : false));
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="login-info-title">
      <Title order={2} size="h3" id="login-info-title" mb="xs">
        Login info
      </Title>
      <Text size="sm" mb="md">
        You sign in with <strong>{email}</strong>.
      </Text>
      {mimic ? (
        <Alert color="yellow">Login e-mail and password cannot be changed in mimic mode.</Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <LoginEmailForm current={email} />
          <PasswordForm />
        </SimpleGrid>
      )}
    </Paper>
  );
}

function LoginEmailForm({ current }: { current: string }) {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<LoginValues>({
    resolver: zodResolver(changeLoginRequestSchema),
    defaultValues: { userName: '', password: '' },
  });
  const { register, formState } = form;
  useReportDirty('login-email', formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const user = await changeLogin(values);
      sessionStore.set((s) => ({ ...s, user }));
      form.reset({ userName: '', password: '' });
      setDone(`You now sign in with ${user.email}.`);
    } catch (error) {
      const failure = formFailure(error, ['userName', 'password'] as const);
      form.setError(failure.field ?? 'root', { message: failure.message });
    }
  });
  return (
    <LoginChangeForm
      title="Change login e-mail"
      onSubmit={submit}
      rootError={formState.errors.root}
      done={done}
      submitting={formState.isSubmitting}
    >
      <TextInput
        label="New login e-mail"
        type="email"
        autoComplete="email"
        placeholder={current}
        required
        {...register('userName')}
        error={formState.errors.userName?.message}
      />
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...register('password')}
        error={formState.errors.password?.message}
      />
    </LoginChangeForm>
  );
}

function PasswordForm() {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<PasswordValues>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
  });
  const { register, formState } = form;
  useReportDirty('password', formState.isDirty);
  const submit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const access = await changePassword(values);
      // the change ends every session, this one's too: keep this tab signed in with the new one
      await signInWithToken(access.token);
      form.reset();
      setDone('Your password was changed. Other devices have been signed out.');
    } catch (error) {
      const failure = formFailure(error, ['currentPassword', 'password', 'confirmPassword'] as const);
      form.setError(failure.field ?? 'root', { message: failure.message });
    }
  });
  return (
    <LoginChangeForm
      title="Change password"
      onSubmit={submit}
      rootError={formState.errors.root}
      done={done}
      submitting={formState.isSubmitting}
    >
      <PasswordInput
        label="Current password"
        autoComplete="current-password"
        required
        {...register('currentPassword')}
        error={formState.errors.currentPassword?.message}
      />
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        {...register('password')}
        error={formState.errors.password?.message}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
        error={formState.errors.confirmPassword?.message}
      />
    </LoginChangeForm>
  );
}

/** The frame of both forms: a heading, the fields, the refusal or the confirmation, and the button. */
function LoginChangeForm({
  title,
  onSubmit,
  rootError,
  done,
  submitting,
  children,
}: {
  /** The form's name, heading and button text. */
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  rootError: { message?: string | undefined } | undefined;
  done: string | null;
  submitting: boolean;
  children: ReactNode;
}) {
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="sm">
        <Title order={3} size="h5">
          {title}
        </Title>
        {children}
        {rootError ? (
          <Alert color="red" role="alert">
            {rootError.message}
          </Alert>
        ) : null}
        <Text size="sm" c="green.9" role="status">
          {done ?? ''}
        </Text>
        <Group>
          <Button type="submit" loading={submitting}>
            {title}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
