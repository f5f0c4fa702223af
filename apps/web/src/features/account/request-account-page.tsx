import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { type RequestAccountRequest, requestAccountRequestSchema } from '@hoa/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { formFailure } from '../../lib/api/form-failure';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useRequestAccount } from './api/registration';
import { CaptchaField } from './captcha-field';
import { SignInAlert } from './sign-in-alert';
import { signInErrorText } from './sign-in-error';

const requestDefaults: RequestAccountRequest = {
  name: '',
  email: '',
  phone: '',
  address: '',
  associationName: '',
  accountNumber: '',
  captcha: '',
};
const requestFields = Object.keys(requestDefaults) as (keyof RequestAccountRequest)[];

/** /request-account — ask the management company for an account (account number optional). */
export function RequestAccountPage() {
  const request = useRequestAccount();
  const [failure, setFailure] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [captchaKey, setCaptchaKey] = useState(0);
  const form = useForm<RequestAccountRequest>({
    resolver: zodResolver(requestAccountRequestSchema),
    defaultValues: requestDefaults,
  });
  const { register, control, formState } = form;
  const errors = formState.errors;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync({ ...values, accountNumber: values.accountNumber || undefined });
      setSent(true);
    } catch (error) {
      // The server consumed the captcha: a retry needs a fresh solution.
      setCaptchaKey((key) => key + 1);
      form.setValue('captcha', '');
      const outcome = formFailure(error, requestFields, signInErrorText);
      if (outcome.field) form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
      else setFailure(outcome.message);
    }
  });

  return (
    <Stack gap="lg" maw={520}>
      <title>{`Request an account · ${productName}`}</title>
      <Title order={1}>Request an account</Title>
      {sent ? (
        <Alert color="green" role="status" title="Request sent">
          Thank you. Your management company will review your request; we sent you a confirmation e-mail.
        </Alert>
      ) : (
        <>
          <Text>Your management company sets up your account and lets you know by e-mail.</Text>
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              {failure ? <SignInAlert title="Request not sent">{failure}</SignInAlert> : null}
              <TextInput
                label="Name"
                autoComplete="name"
                required
                {...register('name')}
                error={errors.name?.message}
              />
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                required
                {...register('email')}
                error={errors.email?.message}
              />
              <TextInput
                label="Phone number"
                type="tel"
                autoComplete="tel"
                required
                {...register('phone')}
                error={errors.phone?.message}
              />
              <TextInput
                label="Address"
                autoComplete="street-address"
                required
                {...register('address')}
                error={errors.address?.message}
              />
              <TextInput
                label="Association name"
                required
                {...register('associationName')}
                error={errors.associationName?.message}
              />
              <TextInput
                label="Account number"
                description="Optional; it is on your statement"
                {...register('accountNumber')}
                error={errors.accountNumber?.message}
              />
              <Controller
                control={control}
                name="captcha"
                render={({ field, fieldState }) => (
                  <CaptchaField
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    resetKey={captchaKey}
                  />
                )}
              />
              <Button type="submit" loading={formState.isSubmitting}>
                Send request
              </Button>
            </Stack>
          </form>
        </>
      )}
      <Anchor component={AppLink} to="/login" underline="always">
        Back to log in
      </Anchor>
    </Stack>
  );
}
