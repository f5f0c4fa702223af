import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useAppNavigate } from '../../lib/link';
import { signInWithToken } from '../../lib/session/sign-in';
import { completeSso, startSso } from './api/sso';
import { TokenSignIn } from './token-sign-in';

/** /auth/sso — without a code: off to the identity provider; with code and state: back with a session. */
export function SsoSignInPage() {
  const [params] = useSearchParams();
  const navigate = useAppNavigate();
  const code = params.get('code');
  const state = params.get('state');
  const providerError = params.get('error');
  const run = useCallback(async () => {
    if (providerError) return 'Single sign-on was cancelled or refused.';
    try {
      if (!code || !state) {
        const { authorizationUrl } = await startSso();
        globalThis.location.assign(authorizationUrl);
        return null;
      }
      const access = await completeSso(code, state);
      await signInWithToken(access.token);
      navigate('/dashboard', { replace: true });
      return null;
    } catch {
      return 'Single sign-on failed. Please try again or log in with your e-mail.';
    }
  }, [code, state, providerError, navigate]);
  return <TokenSignIn title="Single sign-on" run={run} />;
}
