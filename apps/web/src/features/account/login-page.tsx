import { PendingPage } from '../layout/pending-page';

export function LoginPage() {
  return <PendingPage title="Log in" />;
}
