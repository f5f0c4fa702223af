import { communityMessages } from '@hoa/contracts/community';
import { describe, expect, it } from 'vitest';
import { emptyNewRequest, newRequestFormSchema, requestOf } from './new-request-form';

describe('new request form', () => {
  it('asks for the fields of the chosen kind, with the messages of contracts', () => {
    const result = newRequestFormSchema.safeParse({
      ...emptyNewRequest,
      kind: 'reservation',
      startTime: '12:00',
      endTime: '11:00',
    });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path[0], i.message]));
    expect(issues).toEqual({
      amenityId: communityMessages.fieldRequired,
      date: communityMessages.fieldRequired,
      endTime: communityMessages.endBeforeStart,
    });
    expect(
      newRequestFormSchema.safeParse({ ...emptyNewRequest, subject: 'x', description: 'y' }).success,
    ).toBe(true);
  });

  it('builds the API request of each kind', () => {
    const values = {
      ...emptyNewRequest,
      kind: 'reservation' as const,
      amenityId: '3',
      date: '2026-04-02',
      startTime: '10:00',
      endTime: '12:00',
    };
    expect(requestOf(values, 7)).toEqual({
      kind: 'reservation',
      propertyId: 7,
      amenityId: 3,
      date: '2026-04-02',
      startTime: '10:00',
      endTime: '12:00',
      description: '',
    });
    expect(requestOf({ ...emptyNewRequest, kind: 'arc', arcType: 'Fence', description: 'd' }, 7)).toEqual({
      kind: 'arc',
      propertyId: 7,
      arcType: 'Fence',
      description: 'd',
    });
  });
});
