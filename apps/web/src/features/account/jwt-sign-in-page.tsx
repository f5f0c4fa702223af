import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../lib/api/request-failure';
import { useAppNavigate } from '../../lib/link';
import { endCurrentSession, signInWithToken } from '../../lib/session/sign-in';
import { handOver } from './api/handover';
import { TokenSignIn } from './token-sign-in';

/** /auth/jwt?token=… — a session handed over by the company's systems (mobile app, back office, mimic). */
export function JwtSignInPage() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const token = params.get('token');
  const run = useCallback(async () => {
    if (!token) return 'This sign-in link has no token.';
    try {
      await endCurrentSession();
      const access = await handOver(token);
      await signInWithToken(access.token);
      navigate('/dashboard', { replace: true });
      return null;
    } catch (error) {
      return isApiError(error) && error.status === 401
        ? 'This sign-in link is not valid or has expired.'
        : 'Signing in failed. Please try again.';
    }
  }, [token, navigate]);
  return <TokenSignIn title="Signing in" run={run} />;
}
