import { lazy, Suspense, useState } from 'react';
import { Outlet } from 'react-router';
import { AppNavLink } from '../../lib/link';
import { useSessionValue } from '../../lib/session-store/session-store';
import classes from './frame.module.css';
import { useNavAccess } from './nav-access-store';
import { mainContentId, SkipLink } from './skip-link';
import { visibleNavGroups } from './visible-nav-groups';

const SignedInFrame = lazy(() => import('./signed-in-frame').then((m) => ({ default: m.SignedInFrame })));

/** Inside another site's iframe: no header, one row of links to the areas; links stay under /embed. */
export function EmbedLayout() {
  const isLoggedIn = useSessionValue((s) => s.isLoggedIn);
  const [bannerSlot, setBannerSlot] = useState<HTMLDivElement | null>(null);
  const { isBoardMember, isStaff } = useNavAccess();
  const groups = visibleNavGroups({
    isLoggedIn,
    isBoardMember: isLoggedIn && isBoardMember,
    isStaff: isLoggedIn && isStaff,
  });
  const areas = groups.map((group) => ({ ...group.items[0], label: group.label }));
  return (
    <>
      <SkipLink />
      {isLoggedIn ? (
        <Suspense fallback={null}>
          <SignedInFrame headerSlot={null} bannerSlot={bannerSlot} />
        </Suspense>
      ) : null}
      <nav aria-label="Portal" className={classes.embedNav}>
        {areas.map((area) =>
          area.to ? (
            <AppNavLink key={area.to} to={area.to} className={classes.navLink}>
              {area.label}
            </AppNavLink>
          ) : null,
        )}
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
