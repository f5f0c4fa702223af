import type { AuthenticateBody } from '@hoa/contracts/express-pay';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../components/load-failure';
import { LoadingSpinner } from '../../components/loading-spinner';
import { DeadLinkNotice } from './dead-link-notice';
import { deadLinkReason, expressErrorText } from './express-errors';
import { type LinkAccount, useLinkAccount, useLinkOfPage } from './link-session';

/** The page's link, opened: its account for `children`, or why not (opening, a dead link, a failure). */
export function OpenedLink({
  children,
}: {
  children: (link: AuthenticateBody, opened: LinkAccount) => ReactNode;
}) {
  const link = useLinkOfPage();
  const account = useLinkAccount(link);
  if (!link) return <DeadLinkNotice reason="invalidLink" link={null} />;
  if (account.isPending) return <LoadingSpinner label="Opening your payment link…" />;
  if (account.isError) {
    const reason = deadLinkReason(account.error);
    if (reason) return <DeadLinkNotice reason={reason} link={link} />;
    return (
      <LoadFailure
        title="The payment page could not be opened"
        error={account.error}
        lines={[expressErrorText(account.error)]}
        onRetry={() => void account.refetch()}
      />
    );
  }
  return children(link, account.data);
}
