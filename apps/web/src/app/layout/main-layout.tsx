import { Suspense } from 'react';
import { useLocation } from 'react-router';
import { type PageInfo, pages } from '../../lib/pages';
import { preloadedLazy } from '../../lib/preloaded-lazy';
import { useSessionValue } from '../../lib/session-store/session-store';
import { PublicFrame } from './public-frame';

// The full frame (AppShell, navigation, property selector) loads only for signed-in users: /login stays light.
const appFrame = preloadedLazy(() =>
  import('./app-frame').then(async (m) => {
    await m.preloadSignedInFrame().catch(() => undefined);
    return m.AppFrame;
  }),
);
const AppFrame = appFrame.Component;

/**
 * The signed-in frame's code, whole: the route loads it before a signed-in page's first render, so that page
 * paints in its frame at once instead of after a placeholder (ADR 136). A failure is left to the render.
 */
export const preloadAppFrame = (): Promise<void> =>
  appFrame.preload().then(
    () => undefined,
    () => undefined,
  );

/** Sign-in pages keep the public frame even once signed in, so finishing a sign-in never remounts them. */
const signInPaths = Object.values(pages as Record<string, PageInfo>)
  .filter((page) => page.signIn && page.path)
  .map((page) => page.path as string);

export function usesPublicFrame(pathname: string, isLoggedIn: boolean): boolean {
  const path = pathname.toLowerCase();
  return !isLoggedIn || signInPaths.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Main app layout at /: the app frame for signed-in pages, the public frame for sign-in and visitors. */
export function MainLayout() {
  const isLoggedIn = useSessionValue((s) => s.isLoggedIn);
  const { pathname } = useLocation();
  if (usesPublicFrame(pathname, isLoggedIn)) return <PublicFrame />;
  return (
    <Suspense fallback={<PublicFrame showPage={false} />}>
      <AppFrame />
    </Suspense>
  );
}
