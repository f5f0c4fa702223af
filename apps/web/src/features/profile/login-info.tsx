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
import { type DefaultValues, type FieldValues, type Path, type Resolver, useForm } from 'react-hook-form';
import { FailureAlert } from '../../components/failure-alert';
import { formFailure } from '../../lib/api/form-failure';
import { signInWithToken } from '../../lib/session/sign-in';
import { sessionStore, useIsMimic, useSessionValue } from '../../lib/session-store/session-store';
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
  const mimic = useIsMimic();
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

/**
 * One login change: its form, its unsaved-changes report, and the submit that saves, resets the form and
 * says what changed, or puts the refusal at its field (else above the button).
 */
function useLoginChange<V extends FieldValues>(options: {
  resolver: Resolver<V>;
  defaultValues: DefaultValues<V>;
  dirtyKey: string;
  fields: readonly Path<V>[];
  save: (values: V) => Promise<string>;
}) {
  const [done, setDone] = useState<string | null>(null);
  const form = useForm<V>({ resolver: options.resolver, defaultValues: options.defaultValues });
  const { formState } = form;
  useReportDirty(options.dirtyKey, formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    setDone(null);
    try {
      const message = await options.save(values);
      form.reset(options.defaultValues);
      setDone(message);
    } catch (error) {
      const failure = formFailure(error, options.fields);
      form.setError(failure.field ?? 'root', { message: failure.message });
    }
  });
  const frame = { onSubmit, rootError: formState.errors.root, done, submitting: formState.isSubmitting };
  return { form, frame };
}

function LoginEmailForm({ current }: { current: string }) {
  const { form, frame } = useLoginChange<LoginValues>({
    resolver: zodResolver(changeLoginRequestSchema),
    defaultValues: { userName: '', password: '' },
    dirtyKey: 'login-email',
    fields: ['userName', 'password'],
    save: async (values) => {
      const user = await changeLogin(values);
      sessionStore.set((s) => ({ ...s, user }));
      return `You now sign in with ${user.email}.`;
    },
  });
  const { register, formState } = form;
  return (
    <LoginChangeForm title="Change login e-mail" {...frame}>
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

const passwordFields: readonly [keyof PasswordValues, string, string][] = [
  ['currentPassword', 'Current password', 'current-password'],
  ['password', 'New password', 'new-password'],
  ['confirmPassword', 'Confirm new password', 'new-password'],
];

function PasswordForm() {
  const { form, frame } = useLoginChange<PasswordValues>({
    resolver: zodResolver(changePasswordRequestSchema),
    defaultValues: { currentPassword: '', password: '', confirmPassword: '' },
    dirtyKey: 'password',
    fields: ['currentPassword', 'password', 'confirmPassword'],
    save: async (values) => {
      const access = await changePassword(values);
      // the change ends every session, this one's too: keep this tab signed in with the new one
      await signInWithToken(access.token);
      return 'Your password was changed. Other devices have been signed out.';
    },
  });
  const { register, formState } = form;
  return (
    <LoginChangeForm title="Change password" {...frame}>
      {passwordFields.map(([name, label, autoComplete]) => (
        <PasswordInput
          key={name}
          label={label}
          autoComplete={autoComplete}
          required
          {...register(name)}
          error={formState.errors[name]?.message}
        />
      ))}
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
        <FailureAlert when={rootError}>{rootError?.message}</FailureAlert>
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
