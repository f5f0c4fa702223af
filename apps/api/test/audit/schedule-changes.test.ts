import { eq } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { auditLog } from '../../src/db/schema/audit-log';
import { users } from '../../src/db/schema/users';
import { as, paymentsApi } from '../calls';
import { forEachDatabase } from '../helper';
import { scheduled } from '../schedules/future-payment-steps';
import { scheduleWorld } from '../schedules/schedule-world';

vi.setConfig({ testTimeout: 120_000 });

forEachDatabase((kind) => {
  it('keeps a scheduled payment as stored before and after staff change and cancel it as the homeowner', async () => {
    const world = await scheduleWorld(kind);
    const [payer] = await world.db
      .select({ managementCompanyId: users.managementCompanyId })
      .from(users)
      .where(eq(users.id, world.payer.userId));
    const staff = await world.make.user({ managementCompanyId: payer?.managementCompanyId, isStaff: true });
    const mimic = { ...world.payer, actorUserId: staff.id };
    const card = await world.method(world.payer, 'card');
    const payment = await scheduled(world, {
      paymentMethodId: card,
      amount: 5_000,
      scheduledDate: '2026-12-01',
    });

    const changed = await as(world.app, mimic).patch(`${paymentsApi}/FuturePayment/${payment.id}`, {
      amount: 6_000,
      notes: 'moved',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(world.app, mimic).delete(`${paymentsApi}/FuturePayment/${payment.id}`)).statusCode).toBe(
      204,
    );

    const rows = await world.db.select().from(auditLog).where(eq(auditLog.actorUserId, staff.id));
    expect(rows.map((row) => [row.method, row.route, row.status])).toEqual([
      ['PATCH', `${paymentsApi}/FuturePayment/:id`, 200],
      ['DELETE', `${paymentsApi}/FuturePayment/:id`, 204],
    ]);
    expect(rows[0]?.changes).toMatchObject({
      kind: 'change',
      object: 'future payment',
      before: { id: payment.id, amount: 5_000, status: 'active' },
      after: { id: payment.id, amount: 6_000, notes: 'moved', status: 'active' },
    });
    expect(rows[1]?.changes).toMatchObject({
      before: { amount: 6_000, status: 'active' },
      after: { amount: 6_000, status: 'cancelled' },
    });
    // the homeowner's own writes are not in the log
    expect(
      await world.db.select().from(auditLog).where(eq(auditLog.subjectUserId, world.payer.userId)),
    ).toHaveLength(2);
  });
});
