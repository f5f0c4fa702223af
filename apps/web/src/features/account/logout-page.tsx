import { PendingPage } from '../layout/pending-page';

export function LogoutPage() {
  return <PendingPage title="Log out" />;
}
