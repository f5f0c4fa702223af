import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import classes from './frame.module.css';
import { mainContentId } from './skip-link';
import { useAssociationBranding } from './use-association-branding';

/** Express card payment by link: the association's header, no navigation (the payer is not logged in). */
export function ExpressPayLayout() {
  const { name, logoUrl } = useAssociationBranding();
  return (
    <>
      <header
        className={classes.header}
        style={{ padding: 'var(--mantine-spacing-sm) var(--mantine-spacing-md)' }}
      >
        <div className={classes.brand}>
          {logoUrl ? <img className={classes.logo} src={logoUrl} alt="" /> : null}
          <span className={classes.brandName}>{name}</span>
        </div>
      </header>
      <Container size="sm" py="xl" component="main" id={mainContentId} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Container>
    </>
  );
}
