import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/ActionIcon.layer.css';
import '@mantine/core/styles/SegmentedControl.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { type SignUpCodeSent, type SignUpRequest, signUpRequestSchema } from '@hoa/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Anchor,
  Button,
  Input,
  PasswordInput,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { AppLink, useAppNavigate } from '../../lib/link';
import { publicConfig } from '../../lib/runtime-config';
import { signInWithToken } from '../../lib/session/sign-in';
import { productName } from '../../lib/theme/association-store';
import { useSignUp } from './api/registration';
import { useCaptchaForm } from './captcha-form';
import { SignInAlert } from './sign-in-alert';
import { SignUpCodeStep } from './sign-up-code-step';

type SignUpForm = SignUpRequest;

const signUpDefaults: SignUpForm = {
  method: 'accountNumber',
  accountNumber: '',
  registrationKey: '',
  email: '',
  password: '',
  confirmPassword: '',
  captcha: '',
};

/** /create-account — sign-up with an account number or a registration key (SPEC §2, §5). */
export function CreateAccountPage() {
  const navigate = useAppNavigate();
  const [params] = useSearchParams();
  const signUp = useSignUp();
  const [codeSent, setCodeSent] = useState<SignUpCodeSent | null>(null);
  const clientId = params.get('clientId') ?? publicConfig().defaultClientId ?? '';
  const { form, field, failure, clearFailure, renewCaptcha, refused, captchaField } =
    useCaptchaForm<SignUpForm>({
      resolver: zodResolver(signUpRequestSchema),
      defaultValues: signUpDefaults,
      shouldFocusError: true,
    });
  const method = form.watch('method');

  const finish = async (token: string) => {
    await signInWithToken(token);
    navigate('/dashboard', { replace: true });
  };

  const submit = form.handleSubmit(async (values) => {
    clearFailure();
    try {
      const result = await signUp.mutateAsync({ clientId, request: values });
      if (result.kind === 'signedIn') {
        await finish(result.access.token);
        return;
      }
      // an account number is no secret: the code sent to the address on file finishes the sign-up
      renewCaptcha();
      setCodeSent(result.codeSent);
    } catch (error) {
      const hidden = values.method === 'accountNumber' ? 'registrationKey' : 'accountNumber';
      refused(
        error,
        (Object.keys(signUpDefaults) as (keyof SignUpForm)[]).filter((name) => name !== hidden),
      );
    }
  });

  return (
    <Stack gap="lg" maw={480}>
      <title>{`Create an account · ${productName}`}</title>
      <Title order={1}>Create an account</Title>
      <Text>
        Use the account number on your statement, or the registration key your association sent you.
      </Text>
      {codeSent ? (
        <SignUpCodeStep
          clientId={clientId}
          codeSent={codeSent}
          onSignedIn={finish}
          onStartOver={() => setCodeSent(null)}
        />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            {failure ? <SignInAlert title="Account not created">{failure}</SignInAlert> : null}
            <Controller
              control={form.control}
              name="method"
              render={({ field }) => (
                <Input.Wrapper label="Identify your home with" id="sign-up-method">
                  <SegmentedControl
                    value={field.value}
                    onChange={field.onChange}
                    aria-labelledby="sign-up-method-label"
                    fullWidth
                    data={[
                      { value: 'accountNumber', label: 'Account number' },
                      { value: 'registrationKey', label: 'Registration key' },
                    ]}
                  />
                </Input.Wrapper>
              )}
            />
            {method === 'accountNumber' ? (
              <TextInput label="Account number" required {...field('accountNumber')} />
            ) : (
              <TextInput label="Registration key" required {...field('registrationKey')} />
            )}
            <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
            <PasswordInput label="Password" autoComplete="new-password" required {...field('password')} />
            <PasswordInput
              label="Confirm password"
              autoComplete="new-password"
              required
              {...field('confirmPassword')}
            />
            {captchaField}
            <Button type="submit" loading={form.formState.isSubmitting}>
              Create account
            </Button>
          </Stack>
        </form>
      )}
      <Anchor component={AppLink} to="/login" underline="always">
        Already have an account? Log in
      </Anchor>
    </Stack>
  );
}
