import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Alert.layer.css';
import { type RequestAccountRequest, requestAccountRequestSchema } from '@hoa/contracts/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Anchor, Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { AppLink } from '../../lib/link';
import { productName } from '../../lib/theme/association-store';
import { useRequestAccount } from './api/registration';
import { useCaptchaForm } from './captcha-form';
import { SignInAlert } from './sign-in-alert';

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
  const [sent, setSent] = useState(false);
  const { form, field, failure, clearFailure, refused, captchaField } = useCaptchaForm<RequestAccountRequest>(
    {
      resolver: zodResolver(requestAccountRequestSchema),
      defaultValues: requestDefaults,
    },
  );
  const submit = form.handleSubmit(async (values) => {
    clearFailure();
    try {
      await request.mutateAsync({ ...values, accountNumber: values.accountNumber || undefined });
      setSent(true);
    } catch (error) {
      refused(error, requestFields);
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
              <TextInput label="Name" autoComplete="name" required {...field('name')} />
              <TextInput label="Email" type="email" autoComplete="email" required {...field('email')} />
              <TextInput label="Phone number" type="tel" autoComplete="tel" required {...field('phone')} />
              <TextInput label="Address" autoComplete="street-address" required {...field('address')} />
              <TextInput label="Association name" required {...field('associationName')} />
              <TextInput
                label="Account number"
                description="Optional; it is on your statement"
                {...field('accountNumber')}
              />
              {captchaField}
              <Button type="submit" loading={form.formState.isSubmitting}>
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
