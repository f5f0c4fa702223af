import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { as } from '../calls';
import { forEachDatabase } from '../helper';
import { createProfileWorld, homeowner } from './profile-world';

forEachDatabase((kind) => {
  it('reads and changes preferences; payment reminder texts only where the company offers them', async () => {
    const world = await createProfileWorld(kind);
    const path = `${homeowner(world.a.ownerId)}/Preferences`;
    const initial = await as(world.test.app, world.a.token).get(path);
    expect(initial.json()).toEqual({
      sendPaymentConfirmationEmail: true,
      receivePayBillingText: false,
      directory: {
        showName: false,
        showPhone: false,
        showEmail: false,
        showMailingAddress: false,
        showTitle: false,
      },
    });
    const changed = await as(world.test.app, world.a.token).patch(path, {
      sendPaymentConfirmationEmail: false,
      directory: { showName: true, showTitle: true },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      sendPaymentConfirmationEmail: false,
      directory: { showName: true, showPhone: false, showTitle: true },
    });
    expect((await as(world.test.app, world.a.token).get(path)).json()).toEqual(changed.json());
    const texts = await as(world.test.app, world.a.token).patch(path, { receivePayBillingText: true });
    expect(texts.statusCode).toBe(400);
    expect(texts.json().detail).toContain('Payment reminder texts are not offered');
    await world.test.database.db.execute(
      sql`update management_companies set billing_text_notifications_available = true`,
    );
    const offered = await as(world.test.app, world.a.token).patch(path, { receivePayBillingText: true });
    expect(offered.json()).toMatchObject({
      receivePayBillingText: true,
      sendPaymentConfirmationEmail: false,
    });
    expect((await as(world.test.app, world.a.token).patch(path, { unknown: true })).statusCode).toBe(400);
  });
});
