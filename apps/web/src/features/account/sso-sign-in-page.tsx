import { PendingPage } from '../layout/pending-page';

export function SsoSignInPage() {
  return <PendingPage title="Single sign-on" />;
}
