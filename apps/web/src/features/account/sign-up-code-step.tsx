import {
  type SignUpCodeSent,
  type VerifySignUpRequest,
  verifySignUpRequestSchema,
} from '@hoa/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formFailure } from '../../lib/api/form-failure';
import { useVerifySignUp } from './api/registration';
import { SignInAlert } from './sign-in-alert';
import { signInErrorText } from './sign-in-error';

/**
 * The second step of a sign-up by account number: the code went to the address the association has on
 * file for the owner (shown partly hidden), so only someone who reads that mailbox can finish.
 */
export function SignUpCodeStep(props: {
  clientId: string;
  codeSent: SignUpCodeSent;
  onSignedIn: (token: string) => Promise<void>;
  onStartOver: () => void;
}) {
  const verify = useVerifySignUp();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<VerifySignUpRequest>({
    resolver: zodResolver(verifySignUpRequestSchema),
    defaultValues: { verificationId: props.codeSent.verificationId, code: '' },
    shouldFocusError: true,
  });
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const access = await verify.mutateAsync({ clientId: props.clientId, request: values });
      await props.onSignedIn(access.token);
    } catch (error) {
      const outcome = formFailure(error, ['code'] as const, signInErrorText);
      if (outcome.field) form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
      else setFailure(outcome.message);
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text>
          We sent a verification code to {props.codeSent.sentTo}, the e-mail address your association has on
          file for this account. Enter it to finish creating your account. The code expires in{' '}
          {Math.round(props.codeSent.expiresInSeconds / 60)} minutes.
        </Text>
        {failure ? <SignInAlert title="Account not created">{failure}</SignInAlert> : null}
        <TextInput
          label="Verification code"
          inputMode="numeric"
          autoComplete="one-time-code"
          required
          {...form.register('code')}
          error={form.formState.errors.code?.message}
        />
        <Group gap="sm">
          <Button type="submit" loading={form.formState.isSubmitting}>
            Verify
          </Button>
          <Button variant="default" onClick={props.onStartOver}>
            Start over
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
