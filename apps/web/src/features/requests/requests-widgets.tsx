import { businessConstantsRecentDays } from '@hoa/contracts/community';
import { useRequests } from './api/requests';
import { RequestList } from './request-list';
import { RecentRequestsLinks, ReservationsLinks } from './requests-widget-loading';

/** Requests of the last 30 days (SPEC §9), or the §8 requests-widget failure with its Try Again. */
export function RecentRequestsWidget() {
  // a query of its own (not shared with the reservations widget): each widget loads and fails alone
  const requests = useRequests({ recent: true, kinds: ['general', 'arc'] });
  return (
    <>
      <RequestList
        caption={`Requests from the last ${businessConstantsRecentDays} days`}
        requests={requests.data}
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        empty={`No requests in the last ${businessConstantsRecentDays} days.`}
      />
      <RecentRequestsLinks />
    </>
  );
}

/** Reservation requests of the last 30 days with their reservation status. */
export function ReservationsWidget() {
  const requests = useRequests({ recent: true, kinds: ['reservation'] });
  return (
    <>
      <RequestList
        caption={`Reservations requested in the last ${businessConstantsRecentDays} days`}
        requests={requests.data}
        isPending={requests.isPending}
        error={requests.error}
        onRetry={() => void requests.refetch()}
        empty={`No reservations in the last ${businessConstantsRecentDays} days.`}
      />
      <ReservationsLinks />
    </>
  );
}
