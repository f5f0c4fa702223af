import { describe, expect, it } from 'vitest';
import {
  countOf,
  formatCalendarDate,
  formatClockRange,
  formatClockTime,
  formatDateTime,
  formatInstantDate,
  formatMoney,
  formatMonth,
  formatPhone,
  formatTimeOfDay,
  formatWeekday,
} from './format';

describe('format', () => {
  it('writes calendar dates without a time-zone shift', () => {
    expect(formatCalendarDate('2026-03-04')).toBe('Mar 4, 2026');
    expect(formatCalendarDate('2026-01-01T00:00:00Z')).toBe('Jan 1, 2026');
    expect(formatMonth('2026-05')).toBe('May 2026');
    expect(formatMonth('2026-05-31')).toBe('May 2026');
    expect(formatWeekday('2026-03-04')).toBe('Wednesday, March 4');
  });

  it('writes clock times the same way everywhere', () => {
    expect(formatClockTime('09:00')).toBe('9:00 AM');
    expect(formatClockTime('14:30')).toBe('2:30 PM');
    expect(formatClockRange('10:00', '12:00')).toBe('10:00 AM–12:00 PM');
  });

  it('writes instants in the given time zone', () => {
    const at = '2026-03-04T20:15:00Z';
    expect(formatInstantDate(at, 'America/New_York')).toBe('Mar 4, 2026');
    expect(formatDateTime(at, 'America/New_York')).toBe('Mar 4, 2026, 3:15 PM');
    expect(formatTimeOfDay(at, 'UTC')).toBe('8:15 PM');
  });

  it('writes money from integer cents', () => {
    expect(formatMoney(123456)).toBe('$1,234.56');
    expect(formatMoney(-500)).toBe('-$5.00');
    expect(formatMoney(0)).toBe('$0.00');
  });

  it('writes North American phone numbers one way and leaves others as typed', () => {
    expect(formatPhone('4105550142')).toBe('(410) 555-0142');
    expect(formatPhone('+1 410.555.0142')).toBe('(410) 555-0142');
    expect(formatPhone('(410) 555-0142')).toBe('(410) 555-0142');
    expect(formatPhone(' +44 20 7946 0958 ')).toBe('+44 20 7946 0958');
    expect(formatPhone('410-555-0142 x12')).toBe('410-555-0142 x12');
  });

  it('counts in the singular for one', () => {
    expect(countOf(1, 'homeowner')).toBe('1 homeowner');
    expect(countOf(0, 'homeowner')).toBe('0 homeowners');
    expect(countOf(1200, 'document')).toBe('1,200 documents');
    expect(countOf(2, 'entry', 'entries')).toBe('2 entries');
  });
});
