import { PendingPage } from '../layout/pending-page';

export function JwtSignInPage() {
  return <PendingPage title="Signing you in" />;
}
