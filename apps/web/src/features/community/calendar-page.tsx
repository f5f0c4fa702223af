import '../../components/community-page-styles';
import '@mantine/core/styles/SegmentedControl.layer.css';
import { localParts } from '@hoa/contracts/community-time';
import { Button, Group, SegmentedControl, Skeleton, Stack, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AssociationRequired } from '../../components/association-required';
import { QueryStatus } from '../../components/query-status';
import { productName } from '../../lib/theme/association-store';
import { useEvents, useReservations } from './api/calendar';
import { type CalendarView, stepAnchor, viewTitle, visibleDays } from './calendar-dates';
import { CalendarFeedPanel } from './calendar-feed-panel';
import { calendarItems } from './calendar-items';
import { CalendarLegend, DayListView, MonthView } from './calendar-views';

const views: { value: CalendarView; label: string }[] = [
  { value: 'month', label: 'Month' },
  { value: 'week', label: 'Week' },
  { value: 'list', label: 'List' },
];
const browserZone = Intl.DateTimeFormat().resolvedOptions().timeZone;

function CommunityCalendar({ associationId }: { associationId: number }) {
  const [params, setParams] = useSearchParams();
  const view = (views.find((v) => v.value === params.get('view'))?.value ?? 'month') as CalendarView;
  const today = useMemo(() => localParts(new Date(), browserZone).date, []);
  const [anchor, setAnchor] = useState(today);
  const days = visibleDays(view, anchor);
  const from = days[0] as string;
  const to = days.at(-1) as string;
  const events = useEvents(associationId, from, to);
  const reservations = useReservations(associationId, from, to);
  const timeZone = events.data?.timeZone ?? reservations.data?.timeZone ?? browserZone;
  const items = useMemo(
    () => calendarItems(events.data?.events ?? [], reservations.data?.reservations ?? [], timeZone),
    [events.data, reservations.data, timeZone],
  );
  const title = viewTitle(view, days, anchor);
  const loading = events.isPending || reservations.isPending;
  const error = events.error ?? reservations.error;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => setAnchor(stepAnchor(view, anchor, -1))}
            aria-label={`Previous ${view === 'list' ? 'period' : view}`}
          >
            ‹ Previous
          </Button>
          <Button variant="default" onClick={() => setAnchor(today)}>
            Today
          </Button>
          <Button
            variant="default"
            onClick={() => setAnchor(stepAnchor(view, anchor, 1))}
            aria-label={`Next ${view === 'list' ? 'period' : view}`}
          >
            Next ›
          </Button>
        </Group>
        <SegmentedControl
          aria-label="Calendar view"
          data={views}
          value={view}
          onChange={(value) =>
            setParams(
              (p) => {
                p.set('view', value);
                return p;
              },
              { replace: true },
            )
          }
        />
      </Group>
      <Title order={2} size="h3" aria-live="polite">
        {title}
      </Title>
      <CalendarLegend />
      <QueryStatus
        label="Loading the calendar…"
        isPending={false}
        error={error}
        onRetry={() => {
          void events.refetch();
          void reservations.refetch();
        }}
      />
      {loading ? (
        <Stack gap="xs" role="status" aria-label="Loading the calendar…">
          <Skeleton height={28} />
          <Skeleton height={120} />
          <Skeleton height={120} />
        </Stack>
      ) : view === 'month' ? (
        <MonthView days={days} month={anchor.slice(0, 7)} items={items} today={today} />
      ) : (
        <DayListView days={days} items={items} skipEmpty={view === 'list'} />
      )}
      <CalendarFeedPanel associationId={associationId} />
    </Stack>
  );
}

/** /community/calendar — association events and amenity reservations by month, week or as a list. */
export function CalendarPage() {
  return (
    <Stack gap="lg" maw={1100}>
      <title>{`Calendar · ${productName}`}</title>
      <Title order={1}>Community calendar</Title>
      <AssociationRequired>
        {(associationId) => <CommunityCalendar associationId={associationId} />}
      </AssociationRequired>
    </Stack>
  );
}
