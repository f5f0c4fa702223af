import { countOf, formatWeekday } from '@hoa/contracts/format';
import '@mantine/core/styles/Popover.layer.css';
import { Badge, Popover, Stack, Table, Text, Title, UnstyledButton } from '@mantine/core';
import { TableScroll } from '../../components/table-scroll';
import classes from './calendar.module.css';
import { type CalendarItem, startTime, timeRange } from './calendar-items';

const kindLabel = { event: 'Event', mine: 'Your reservation', busy: 'Reserved' } as const;

/** The start time (bold) and the title, on one line. */
function ItemHeading({ item, size }: { item: CalendarItem; size: 'xs' | 'sm' }) {
  return (
    <>
      <Text size={size} fw={600} span>
        {startTime(item)}{' '}
      </Text>
      <Text size={size} span>
        {item.title}
      </Text>
    </>
  );
}

function ItemDetails({ item }: { item: CalendarItem }) {
  return (
    <Text size="xs">
      {timeRange(item)} · {kindLabel[item.kind]}
      {item.detail ? ` · ${item.detail}` : ''}
    </Text>
  );
}

function ItemLine({ item, compact }: { item: CalendarItem; compact?: boolean }) {
  if (compact) {
    // the month's cells have room for the time and title only: the rest opens from them
    return (
      <li className={classes[item.kind]}>
        <Popover width={260} position="bottom-start" withArrow shadow="md" trapFocus returnFocus>
          <Popover.Target>
            <UnstyledButton className={classes.itemButton} aria-haspopup="dialog">
              <ItemHeading item={item} size="xs" />
            </UnstyledButton>
          </Popover.Target>
          <Popover.Dropdown role="dialog" aria-label={item.title}>
            <Text size="sm" fw={600}>
              {item.title}
            </Text>
            <Text size="xs">{formatWeekday(item.date)}</Text>
            <ItemDetails item={item} />
          </Popover.Dropdown>
        </Popover>
      </li>
    );
  }
  return (
    <li className={classes[item.kind]}>
      <ItemHeading item={item} size="sm" />
      <ItemDetails item={item} />
    </li>
  );
}

const weekdays = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** The month as a table: a column per weekday, a cell per day with that day's items. */
export function MonthView({
  days,
  month,
  items,
  today,
}: {
  days: string[];
  month: string;
  items: CalendarItem[];
  today: string;
}) {
  const weeks = Array.from({ length: days.length / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
  return (
    <TableScroll minWidth={720} label="Month view">
      <Table withTableBorder withColumnBorders layout="fixed" className={classes.month}>
        <Table.Thead>
          <Table.Tr>
            {weekdays.map((day) => (
              <Table.Th key={day} scope="col">
                <abbr title={day}>{day.slice(0, 3)}</abbr>
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {weeks.map((week) => (
            <Table.Tr key={week[0]}>
              {week.map((day) => {
                const dayItems = items.filter((item) => item.date === day);
                return (
                  <Table.Td
                    key={day}
                    className={day.slice(0, 7) === month ? classes.day : `${classes.day} ${classes.outside}`}
                    aria-current={day === today ? 'date' : undefined}
                  >
                    <Text
                      size="sm"
                      fw={day === today ? 700 : 500}
                      className={day === today ? classes.today : undefined}
                    >
                      <span className={classes.visuallyHidden}>{formatWeekday(day)}</span>
                      <span aria-hidden="true">{Number(day.slice(8))}</span>
                    </Text>
                    {dayItems.length > 0 ? (
                      <ul
                        className={classes.items}
                        aria-label={`${countOf(dayItems.length, 'event')} on ${formatWeekday(day)}`}
                      >
                        {dayItems.map((item) => (
                          <ItemLine key={item.key} item={item} compact />
                        ))}
                      </ul>
                    ) : null}
                  </Table.Td>
                );
              })}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroll>
  );
}

/** Days as sections with headings (week view: every day; list view: only days with something on). */
export function DayListView({
  days,
  items,
  skipEmpty,
}: {
  days: string[];
  items: CalendarItem[];
  skipEmpty: boolean;
}) {
  const shown = days.filter((day) => !skipEmpty || items.some((item) => item.date === day));
  if (shown.length === 0) return <Text>Nothing is scheduled in this period.</Text>;
  return (
    <Stack gap="sm">
      {shown.map((day) => {
        const dayItems = items.filter((item) => item.date === day);
        return (
          <section key={day} aria-labelledby={`day-${day}`} className={classes.daySection}>
            <Title order={3} size="h5" id={`day-${day}`}>
              {formatWeekday(day)}
            </Title>
            {dayItems.length === 0 ? (
              <Text size="sm">Nothing scheduled.</Text>
            ) : (
              <ul className={classes.items}>
                {dayItems.map((item) => (
                  <ItemLine key={item.key} item={item} />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </Stack>
  );
}

export function CalendarLegend() {
  return (
    <Text size="sm" component="div" className={classes.legend}>
      <Badge variant="light" color="blue" c="dark.8">
        Event
      </Badge>{' '}
      <Badge variant="light" color="green" c="dark.8">
        Your reservation
      </Badge>{' '}
      <Badge variant="light" color="gray" c="dark.8">
        Reserved
      </Badge>
    </Text>
  );
}
