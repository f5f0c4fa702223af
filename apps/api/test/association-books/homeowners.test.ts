import type { HomeownerList } from '@hoa/contracts/association-homeowners';
import { expect, it, vi } from 'vitest';
import { ownerContacts, ownerPreferences } from '../../src/db/schema/profile';
import { as, associationsApi } from '../calls';
import { assertBooksBalance, forEachDatabase } from '../helper';
import { collectionsWorld } from './collections-world';

vi.setConfig({ testTimeout: 240_000 });

forEachDatabase((kind) => {
  it("lists the association's homeowners with balance and only the contacts their directory settings show", async () => {
    const w = await collectionsWorld(kind);
    const db = w.test.database.db;
    const url = `${associationsApi}/Board/Associations/${w.associationIds.meadow}/Homeowners`;
    const shown = await w.account(w.associationIds.meadow, 'ZZ-SHOWN', 'Sasha Shown');
    const hidden = await w.account(w.associationIds.meadow, 'ZZ-HIDDEN', 'Hana Hidden');
    await shown.charge(12_345, 10);
    await db
      .insert(ownerPreferences)
      .values([
        { ownerId: shown.ownerId, directoryShowEmail: true, directoryShowMailingAddress: true },
        { ownerId: hidden.ownerId },
      ]);
    for (const owner of [shown, hidden]) {
      await db.insert(ownerContacts).values([
        {
          ownerId: owner.ownerId,
          type: 'email',
          label: 'Home',
          isPrimary: true,
          value: `${owner.accountNumber.toLowerCase()}@example.test`,
        },
        { ownerId: owner.ownerId, type: 'phone', label: 'Mobile', isPrimary: true, value: '5555550199' },
        {
          ownerId: owner.ownerId,
          type: 'address',
          label: 'Mail',
          isPrimary: true,
          street: '9 Hidden Way',
          city: 'Elsewhere',
          state: 'NY',
          zip: '10001',
        },
      ]);
    }
    const list = await as(w.test.app, w.tokens.board).get(`${url}?search=ZZ-`);
    expect(list.statusCode).toBe(200);
    const items = list.json<HomeownerList>().items;
    expect(
      items.map((item) => [item.accountNumber, item.ownerName, item.email, item.phone, item.balance]),
    ).toEqual([
      ['ZZ-HIDDEN', 'Hana Hidden', null, null, 0],
      ['ZZ-SHOWN', 'Sasha Shown', 'zz-shown@example.test', null, 12_345],
    ]);
    expect(items[0]?.mailingAddress).toBeNull();
    expect(items[1]?.mailingAddress).toContain('9 Hidden Way');
    // a hidden field is not searched either
    const byPhone = await as(w.test.app, w.tokens.board).get(`${url}?search=5555550199`);
    expect(byPhone.json<HomeownerList>().total).toBe(0);
    const byEmail = await as(w.test.app, w.tokens.board).get(`${url}?search=zz-hidden@`);
    expect(byEmail.json<HomeownerList>().total).toBe(0);
    // paged over the whole association
    const page = await as(w.test.app, w.tokens.board).get(`${url}?pageSize=5&page=2`);
    expect(page.json<HomeownerList>()).toMatchObject({ page: 2, pageSize: 5 });
    expect(page.json<HomeownerList>().total).toBeGreaterThan(5);

    const csv = await as(w.test.app, w.tokens.board).get(`${url}/Export?search=ZZ-`);
    expect(csv.headers['content-disposition']).toContain('homeowners-');
    expect(csv.body).toContain('zz-shown@example.test');
    expect(csv.body).not.toContain('zz-hidden@example.test');
    expect(csv.body).not.toContain('5555550199');
    expect(csv.body).toContain('123.45');

    expect((await as(w.test.app, w.tokens.homeownerB).get(url)).statusCode).toBe(403);
    expect((await as(w.test.app, w.tokens.boardOther).get(url)).statusCode).toBe(404);
    expect((await as(w.test.app, w.tokens.staff).get(url)).statusCode).toBe(404);
    await assertBooksBalance(w.test.database);
  });
});
