import { toastDurationsMs } from '@hoa/contracts/client-messages';
import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MouseEvent } from 'react';
import { currentPathname, navigateInApp } from '../app-navigation';
import { withEmbedPrefix } from '../embed-path';
import { pathOf } from '../pages';
import type { ErrorToastContent } from './error-toast';

const profileSettingsPath = pathOf('profileSettings');

function ProfileSettingsLink() {
  // Toasts render outside the router, so the link navigates through the app's navigation bridge.
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    navigateInApp(profileSettingsPath);
  };
  return (
    <Anchor
      href={withEmbedPrefix(profileSettingsPath, currentPathname())}
      onClick={onClick}
      underline="always"
    >
      Go to profile settings
    </Anchor>
  );
}

/** An error toast (SPEC §8): red, announced by screen readers (role="alert"), 60 s (SPEC §9). */
export function showErrorToast({ title, lines, profileLink }: ErrorToastContent): void {
  notifications.show({
    title,
    color: 'red',
    role: 'alert',
    autoClose: toastDurationsMs.error,
    withCloseButton: true,
    closeButtonProps: { 'aria-label': 'Close notification' },
    message: (
      <>
        {lines.map((line) => (
          <Text key={line} size="sm" c="gray.8">
            {line}
          </Text>
        ))}
        {profileLink ? <ProfileSettingsLink /> : null}
      </>
    ),
  });
}
