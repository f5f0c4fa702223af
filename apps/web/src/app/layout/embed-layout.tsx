import { Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { preloadedLazy } from '../../lib/preloaded-lazy';
import { useSessionValue } from '../../lib/session-store/session-store';
import classes from './frame.module.css';
import { MainNavigation } from './main-navigation';
import { mainContentId, SkipLink } from './skip-link';

const signedInFrame = preloadedLazy(() => import('./signed-in-frame').then((m) => m.SignedInFrame));
const SignedInFrame = signedInFrame.Component;
/** Loaded with the layout for a signed-in start, so its first render holds it (ADR 136). */
export const preloadSignedInFrame = (): Promise<void> =>
  signedInFrame.preload().then(
    () => undefined,
    () => undefined,
  );

const menuId = 'embed-menu';

/**
 * Inside another site's iframe (ADR 105): a slim bar with the whole menu behind one button (every page
 * of the main layout, log out included) and the property selector; links stay under /embed.
 */
export function EmbedLayout() {
  const isLoggedIn = useSessionValue((s) => s.isLoggedIn);
  const [bannerSlot, setBannerSlot] = useState<HTMLDivElement | null>(null);
  const [headerSlot, setHeaderSlot] = useState<HTMLDivElement | null>(null);
  const [opened, setOpened] = useState(false);
  return (
    <>
      <SkipLink />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <SignedInFrame headerSlot={headerSlot} bannerSlot={bannerSlot} />
        </Suspense>
      ) : null}
      <div className={`${classes.header} ${classes.embedBar}`}>
        <button
          type="button"
          className={classes.embedMenuButton}
          aria-expanded={opened}
          aria-controls={menuId}
          onClick={() => setOpened((value) => !value)}
        >
          Menu
        </button>
        <div ref={setHeaderSlot} className={classes.headerSlot} />
      </div>
      <nav id={menuId} aria-label="Portal" className={classes.embedNav} hidden={!opened}>
        <MainNavigation onNavigate={() => setOpened(false)} />
      </nav>
      <main
        id={mainContentId}
        tabIndex={-1}
        className={classes.main}
        style={{ padding: 'var(--mantine-spacing-md)' }}
      >
        <div ref={setBannerSlot} />
        <Outlet />
      </main>
    </>
  );
}
