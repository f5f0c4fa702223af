import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

const NotificationsOutlet = lazy(() =>
  import('./notifications-outlet').then((module) => ({ default: module.NotificationsOutlet })),
);

/**
 * Mounts Mantine's toast container on the first toast: its transitions and portal stay out of the
 * first page load (the /login JavaScript budget), and toasts shown before it arrives are kept in the store.
 */
export function ToastOutlet() {
  const { notifications } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length > 0) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <NotificationsOutlet />
    </Suspense>
  ) : null;
}
