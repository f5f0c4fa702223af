import '@mantine/core/styles/Alert.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import '@mantine/core/styles/Checkbox.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Input.layer.css';
import '@mantine/core/styles/Modal.layer.css';
import '@mantine/core/styles/ModalBase.layer.css';
import '@mantine/core/styles/Overlay.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/PasswordInput.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { QueryStatus } from '../../components/query-status';
import { useOwnerId, useSessionValue, useSignedInUserId } from '../../lib/session-store/session-store';
import { productName } from '../../lib/theme/association-store';
import { AccountInfo } from './account-info';
import { getHomeowner, getPreferences, getProfileConfiguration } from './api/homeowner-profile';
import { ContactSection } from './contact-section';
import { LoginInfo } from './login-info';
import { PreferencesForm } from './preferences-form';
import { profileKeys } from './profile-keys';
import { UnsavedChangesGuard } from './unsaved-changes';

/** /my/profile-settings: account info, contacts, login, preferences and directory preferences (SPEC §2 "Profile"). */
export function ProfileSettingsPage() {
  const userId = useSignedInUserId();
  const ownerId = useOwnerId();
  const propertyId = useSessionValue((s) => s.selectedPropertyId);
  const enabled = userId !== null && ownerId !== null;
  const profile = useQuery({
    queryKey: profileKeys.profile(userId, ownerId ?? 0),
    queryFn: ({ signal }) => getHomeowner(ownerId as number, signal),
    enabled,
  });
  const preferences = useQuery({
    queryKey: profileKeys.preferences(userId, ownerId ?? 0),
    queryFn: ({ signal }) => getPreferences(ownerId as number, signal),
    enabled,
  });
  const configuration = useQuery({
    queryKey: profileKeys.configuration(userId),
    queryFn: ({ signal }) => getProfileConfiguration(signal),
    enabled: userId !== null,
  });
  return (
    <UnsavedChangesGuard>
      <Stack gap="lg">
        <title>{`Profile settings · ${productName}`}</title>
        <Title order={1}>Profile settings</Title>
        {ownerId === null ? (
          <Text>Your login is not linked to a homeowner record, so there is no profile to show.</Text>
        ) : (
          <>
            <QueryStatus
              label="Loading your profile…"
              isPending={profile.isPending}
              error={profile.error}
              onRetry={() => void profile.refetch()}
            />
            {profile.data ? (
              <>
                <AccountInfo profile={profile.data} propertyId={propertyId} />
                <ContactSection profile={profile.data} />
              </>
            ) : null}
          </>
        )}
        <LoginInfo />
        {ownerId !== null ? (
          <>
            <QueryStatus
              label="Loading your preferences…"
              isPending={preferences.isPending || configuration.isPending}
              error={preferences.error ?? configuration.error}
              onRetry={() => {
                void preferences.refetch();
                void configuration.refetch();
              }}
            />
            {preferences.data && configuration.data ? (
              <PreferencesForm
                key={ownerId}
                ownerId={ownerId}
                preferences={preferences.data}
                textsAvailable={configuration.data.billingTextNotificationsAvailable}
              />
            ) : null}
          </>
        ) : null}
      </Stack>
    </UnsavedChangesGuard>
  );
}
