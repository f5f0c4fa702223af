import { Outlet } from 'react-router';
import { AppNavLink } from '../../app/link';
import classes from './frame.module.css';
import { navGroups } from './nav-items';
import { mainContentId, SkipLink } from './skip-link';

/** Inside another site's iframe: no header, one row of links to the areas; links stay under /embed. */
export function EmbedLayout() {
  const areas = navGroups.map((group) => ({ ...group.items[0], label: group.label }));
  return (
    <>
      <SkipLink />
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
        <Outlet />
      </main>
    </>
  );
}
