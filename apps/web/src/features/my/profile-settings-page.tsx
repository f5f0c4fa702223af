import { PendingPage } from '../layout/pending-page';

export function ProfileSettingsPage() {
  return <PendingPage title="Profile settings" />;
}
