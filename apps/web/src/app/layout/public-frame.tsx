import { Outlet } from 'react-router';
import { AppLink } from '../../lib/link';
import classes from './frame.module.css';
import { mainContentId, SkipLink } from './skip-link';
import { useAssociationBranding } from './use-association-branding';

/**
 * The frame for visitors who are not signed in (login, sign-up, password reset): the brand and a way
 * to log in, without the navigation, whose every area needs a login anyway. Without the page, it is the
 * placeholder shown while the signed-in frame loads (the page mounts once, inside that frame).
 */
export function PublicFrame({ showPage = true }: { showPage?: boolean }) {
  const { name, logoUrl } = useAssociationBranding();
  return (
    <>
      <SkipLink />
      <header className={`${classes.header} ${classes.publicHeader}`}>
        <AppLink to="/login" className={classes.brand}>
          {logoUrl ? <img className={classes.logo} src={logoUrl} alt="" /> : null}
          <span className={classes.brandName}>{name}</span>
        </AppLink>
        <AppLink to="/login" className={classes.publicLogin}>
          Log in
        </AppLink>
      </header>
      <main id={mainContentId} tabIndex={-1} className={`${classes.main} ${classes.publicMain}`}>
        {showPage ? <Outlet /> : null}
      </main>
    </>
  );
}
