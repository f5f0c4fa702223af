import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  calendarDate,
  maxRecordId,
  notARealDateMessage,
  nulMessage,
  recordId,
  recordIdParam,
  text,
} from './request-fields';

describe('request fields', () => {
  it('takes ids a PostgreSQL integer column holds, and no others', () => {
    expect(recordId.safeParse(maxRecordId).success).toBe(true);
    expect(recordId.safeParse(1).success).toBe(true);
    for (const bad of [maxRecordId + 1, 0, -1, 1.5, 1e20, '12']) {
      expect(recordId.safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(recordIdParam.parse('2147483647')).toBe(maxRecordId);
    for (const bad of ['2147483648', '0', '-1', '1.5', '1e20', 'abc', '']) {
      expect(recordIdParam.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('refuses NUL in text, naming the field, and keeps the chained rules', () => {
    const schema = z.object({ subject: text().trim().min(1).max(5) });
    const refused = schema.safeParse({ subject: 'a\u0000b' });
    expect(refused.error?.issues).toEqual([
      expect.objectContaining({ path: ['subject'], message: nulMessage }),
    ]);
    expect(schema.parse({ subject: ' ab ' })).toEqual({ subject: 'ab' });
    expect(schema.safeParse({ subject: 'abcdefg' }).success).toBe(false);
  });

  it('takes only calendar days that exist', () => {
    const date = calendarDate();
    expect(date.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2023-02-29', '2024-02-30', '2024-13-01', '0000-01-01', '9999-99-99', '2024-1-1']) {
      expect(date.safeParse(bad).success, bad).toBe(false);
    }
    // a malformed value is told the format; a well-formed day that does not exist is told so
    expect(date.safeParse('2024-1-1').error?.issues.map((issue) => issue.message)).toEqual([
      'Use the date format YYYY-MM-DD',
    ]);
    expect(date.safeParse('2024-02-30').error?.issues.map((issue) => issue.message)).toEqual([
      notARealDateMessage,
    ]);
    expect(date.safeParse('0001-01-01').success).toBe(true);
  });
});
