import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';

export function NotificationsOutlet() {
  return <Notifications position="top-right" limit={5} />;
}
