import { Container } from '@mantine/core';
import { Outlet } from 'react-router';
import { useLinkAccount, useLinkOfPage } from '../../features/express-pay/link-session';
import { readReceipt } from '../../features/express-pay/receipt';
import { productName } from '../../lib/theme/association-store';
import classes from './frame.module.css';
import { mainContentId } from './skip-link';

/**
 * Express payment by link: the link's association in the header (never the association of someone who signed
 * in on this browser before), no navigation (the payer is not logged in).
 */
export function ExpressPayLayout() {
  const link = useLinkOfPage();
  const receipt = link ? readReceipt(link) : null;
  // after paying, the receipt names the association: a spent one-time link is not opened again for it
  const account = useLinkAccount(receipt ? null : link).data?.account;
  const name = account?.associationName ?? receipt?.associationName ?? productName;
  const logoUrl = account?.logoUrl ?? null;
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
