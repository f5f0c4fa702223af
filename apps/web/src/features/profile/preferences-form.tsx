import type { Preferences } from '@hoa/contracts/profile';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { errorText } from '../../lib/api/error-text';
import { useSignedInUserId } from '../../lib/session-store/session-store';
import { patchPreferences } from './api/homeowner-profile';
import { profileKeys } from './profile-keys';
import { useReportDirty } from './unsaved-changes';

const directoryLabels = [
  ['showName', 'Name'],
  ['showPhone', 'Phone number'],
  ['showEmail', 'E-mail'],
  ['showMailingAddress', 'Mailing address'],
  ['showTitle', 'Title (board role)'],
] as const;

/** Communication preferences and directory preferences (SPEC §3), saved together. */
export function PreferencesForm({
  ownerId,
  preferences,
  textsAvailable,
}: {
  ownerId: number;
  preferences: Preferences;
  textsAvailable: boolean;
}) {
  const userId = useSignedInUserId();
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(false);
  const form = useForm<Preferences>({ defaultValues: preferences });
  const { register, formState } = form;
  useReportDirty('preferences', formState.isDirty);
  const save = useMutation({
    mutationFn: (values: Preferences) =>
      patchPreferences(ownerId, {
        sendPaymentConfirmationEmail: values.sendPaymentConfirmationEmail,
        ...(textsAvailable ? { receivePayBillingText: values.receivePayBillingText } : {}),
        directory: values.directory,
      }),
    onSuccess: (next) => queryClient.setQueryData(profileKeys.preferences(userId, ownerId), next),
  });
  const submit = form.handleSubmit(async (values) => {
    setSaved(false);
    try {
      form.reset(await save.mutateAsync(values));
      setSaved(true);
    } catch {
      // shown below
    }
  });
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="preferences-title">
      <form onSubmit={submit} noValidate>
        <Title order={2} size="h3" id="preferences-title" mb="md">
          Preferences
        </Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} mb="xs">
              Notifications
            </Text>
            <Checkbox
              label="Send payment confirmation e-mail"
              {...register('sendPaymentConfirmationEmail')}
            />
            {textsAvailable ? (
              <Checkbox label="Receive payment reminder texts" {...register('receivePayBillingText')} />
            ) : null}
          </Stack>
          <Stack gap="sm" component="fieldset" style={{ border: 0, padding: 0, margin: 0 }}>
            <Text component="legend" fw={600} mb="xs">
              Directory preferences
            </Text>
            <Text size="sm" c="dimmed">
              Choose what your neighbours see in the community directory. Nothing chosen: you are not listed.
            </Text>
            {directoryLabels.map(([field, label]) => (
              <Checkbox
                key={field}
                label={`Show my ${label.toLowerCase()}`}
                {...register(`directory.${field}`)}
              />
            ))}
          </Stack>
        </SimpleGrid>
        {save.error ? (
          <Alert color="red" role="alert" mt="md">
            {errorText(save.error)}
          </Alert>
        ) : null}
        <Group mt="md">
          <Button type="submit" loading={formState.isSubmitting} disabled={!formState.isDirty}>
            Save preferences
          </Button>
          <Text size="sm" c="green.9" role="status">
            {saved && !formState.isDirty ? 'Preferences saved.' : ''}
          </Text>
        </Group>
      </form>
    </Paper>
  );
}
