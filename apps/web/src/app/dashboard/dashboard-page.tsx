import '../../components/community-page-styles';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { LoadingSpinner } from '../../components/loading-spinner';
import { PaymentsWidgetLoading } from '../../features/billing/payments-widget-loading';
import { MessagesWidget } from '../../features/messages/messages-widget';
import {
  RecentRequestsWidgetLoading,
  ReservationsWidgetLoading,
} from '../../features/requests/requests-widget-loading';
import { useAppNavigate } from '../../lib/link';
import { pathOf } from '../../lib/pages';
import { preloadedLazy } from '../../lib/preloaded-lazy';
import { isStaffArea, useSecurity } from '../../lib/session/api/get-security';
import { productName } from '../../lib/theme/association-store';
import { useNavAccess } from '../layout/nav-access-store';
import { CurrentPropertyWidget } from './property-widget';
import { Widget, WidgetBoundary } from './widget';

/**
 * The payments and requests widgets' code (their reads, the features' API and schemas) is fetched as soon as
 * this page's code runs, beside the session's first reads, but the page does not wait for it: its heading and
 * cards paint first, each card in its own loading shape until its code and then its data are in. Code that
 * is in by the first render (the signed-in start loads it with the page) shows no loading shape (ADR 136).
 */
function lazyWidget<T>(load: Promise<T>, pick: (module: T) => ComponentType) {
  const widget = preloadedLazy(() => load.then(pick));
  void widget.preload().catch(() => undefined);
  return widget.Component;
}
const billingWidgets = import('../../features/billing/payments-widget');
// board members only: fetched when the card is first shown
const ArcVotingWidget = lazy(() =>
  import('../../features/board/arc-voting-widget').then((m) => ({ default: m.ArcVotingWidget })),
);
const BoardActionsWidget = lazy(() =>
  import('../../features/board/board-actions-widget').then((m) => ({ default: m.BoardActionsWidget })),
);
const requestWidgets = import('../../features/requests/requests-widgets');
const PaymentsWidget = lazyWidget(billingWidgets, (m) => m.PaymentsWidget);
const RecentRequestsWidget = lazyWidget(requestWidgets, (m) => m.RecentRequestsWidget);
const ReservationsWidget = lazyWidget(requestWidgets, (m) => m.ReservationsWidget);

/**
 * /dashboard — each widget loads on its own (skeleton) and fails on its own (its query error, its boundary).
 * Staff signed in as themselves own no property: their home is the staff area, so they are sent there.
 */
export function DashboardPage() {
  const security = useSecurity();
  const staffHome = isStaffArea(security.data);
  const navigate = useAppNavigate();
  const { isBoardMember } = useNavAccess();
  useEffect(() => {
    if (staffHome) navigate(pathOf('staff'), { replace: true });
  }, [staffHome, navigate]);
  if (security.isPending || staffHome) return <LoadingSpinner label="Loading…" />;
  return (
    <Stack gap="lg">
      <title>{`Dashboard · ${productName}`}</title>
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Widget id="payments" title="Payments">
          <Suspense fallback={<PaymentsWidgetLoading />}>
            <PaymentsWidget />
          </Suspense>
        </Widget>
        <Widget id="property" title="Current property">
          <CurrentPropertyWidget />
        </Widget>
        <Widget id="requests" title="Recent requests">
          <Suspense fallback={<RecentRequestsWidgetLoading />}>
            <RecentRequestsWidget />
          </Suspense>
        </Widget>
        <Widget id="reservations" title="Reservations">
          <Suspense fallback={<ReservationsWidgetLoading />}>
            <ReservationsWidget />
          </Suspense>
        </Widget>
        {isBoardMember ? (
          <Widget id="board-actions" title="Board actions">
            <Suspense fallback={<LoadingSpinner label="Loading what needs your attention…" />}>
              <BoardActionsWidget />
            </Suspense>
          </Widget>
        ) : null}
        {isBoardMember ? (
          <Widget id="arc-voting" title="ARC voting">
            <Suspense fallback={<LoadingSpinner label="Loading the ARC requests awaiting your vote…" />}>
              <ArcVotingWidget />
            </Suspense>
          </Widget>
        ) : null}
        {/* a card of its own (heading, "View all" link, loading and failure states), in the same boundary */}
        <WidgetBoundary title="Messages">
          <MessagesWidget />
        </WidgetBoundary>
      </SimpleGrid>
    </Stack>
  );
}
