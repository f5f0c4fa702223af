/**
 * Starts the session for a fresh access token. The session module (with its response schemas) loads
 * only now, so the sign-in pages stay light.
 */
export async function signInWithToken(token: string): Promise<void> {
  const { session } = await import('./session');
  await session.signIn(token);
}

/** Signs out for good: also a staff session set aside for mimic mode's Exit. */
export async function logOut(): Promise<void> {
  const { endSession } = await import('./session');
  endSession();
}

/** Ends the current session before a hand-over signs another one in (a set-aside staff session stays). */
export async function endCurrentSession(): Promise<void> {
  const { session } = await import('./session');
  session.logout();
}
