import { PendingPage } from '../layout/pending-page';

export function ForgotLoginPage() {
  return <PendingPage title="Forgot your login?" />;
}
