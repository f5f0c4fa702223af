/**
 * Starts the session for a fresh access token. The session module (with its response schemas) loads
 * only now, so the sign-in pages stay light.
 */
export async function signInWithToken(token: string): Promise<void> {
  const { session } = await import('./session');
  await session.signIn(token);
}

export async function logOut(): Promise<void> {
  const { session } = await import('./session');
  session.logout();
}
