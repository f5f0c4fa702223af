import { authenticate } from '../../lib/session/api/authenticate';
import { signInWithToken } from '../../lib/session/sign-in';
import { signInErrorText } from './sign-in-error';

/**
 * What the login form does on submit, loaded on first submit so the API client is not part of the
 * /login page weight. Resolves null on success, else the text to show.
 */
export async function submitCredentials(request: {
  userName: string;
  password: string;
  clientId?: string;
}): Promise<string | null> {
  try {
    const access = await authenticate(request);
    await signInWithToken(access.token);
    return null;
  } catch (error) {
    return signInErrorText(error);
  }
}
