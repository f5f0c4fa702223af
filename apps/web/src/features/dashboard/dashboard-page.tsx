import '../community/community-styles';
import '@mantine/core/styles/SimpleGrid.layer.css';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { MessagesWidget } from '../my/messages-widget';
import { productName } from '../theme/association-store';
import { PaymentsWidget } from './payments-widget';
import { CurrentPropertyWidget } from './property-widget';
import { RecentRequestsWidget, ReservationsWidget } from './requests-widgets';
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
