import '../../components/community-page-styles';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { PaymentsWidget } from '../../features/billing/payments-widget';
import { MessagesWidget } from '../../features/messages/messages-widget';
import { RecentRequestsWidget, ReservationsWidget } from '../../features/requests/requests-widgets';
import { productName } from '../../lib/theme/association-store';
import { CurrentPropertyWidget } from './property-widget';
import { Widget, WidgetBoundary } from './widget';

/** /dashboard — each widget loads on its own (skeleton) and fails on its own (its query error, its boundary). */
export function DashboardPage() {
  return (
    <Stack gap="lg">
      <title>{`Dashboard · ${productName}`}</title>
      <Title order={1}>Dashboard</Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Widget id="payments" title="Payments">
          <PaymentsWidget />
        </Widget>
        <Widget id="property" title="Current property">
          <CurrentPropertyWidget />
        </Widget>
        <Widget id="requests" title="Recent requests">
          <RecentRequestsWidget />
        </Widget>
        <Widget id="reservations" title="Reservations">
          <ReservationsWidget />
        </Widget>
        {/* a card of its own (heading, "View all" link, loading and failure states), in the same boundary */}
        <WidgetBoundary title="Messages">
          <MessagesWidget />
        </WidgetBoundary>
      </SimpleGrid>
    </Stack>
  );
}
