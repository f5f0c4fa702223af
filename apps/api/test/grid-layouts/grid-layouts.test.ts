import { type GridLayout, gridLayoutMessages } from '@hoa/contracts/grid-layouts';
import { expect, it } from 'vitest';
import { as, errorOf } from '../calls';
import { buildTestApp, forEachDatabase } from '../helper';
import { signInEveryone } from '../principals';

const layouts = '/svc/users/api/Users/GridLayouts';
const layout: GridLayout = {
  order: ['status', 'applicant', 'property', 'type', 'submitted', 'daysLeft', 'myVote', 'tally'],
  hidden: ['tally'],
  widths: { applicant: 240 },
  sort: { column: 'deadline', direction: 'asc' },
};

forEachDatabase((kind) => {
  it('saves, replaces, lists and forgets a user’s own grid layouts; nobody else sees them', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const { app } = test;
    const world = await signInEveryone(test);
    const board = as(app, world.tokens.board);
    expect((await board.get(layouts)).json()).toEqual({ layouts: {} });

    const saved = await board.put(`${layouts}/arc-requests`, layout);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(layout);
    const replaced = { ...layout, hidden: [], sort: null };
    expect((await board.put(`${layouts}/arc-requests`, replaced)).statusCode).toBe(200);
    const mine = await board.get(layouts);
    expect(mine.json()).toEqual({ layouts: { 'arc-requests': replaced } });
    expect(mine.headers['cache-control']).toContain('no-store');

    // another user's list is their own, and empty
    expect((await as(app, world.tokens.chair).get(layouts)).json()).toEqual({ layouts: {} });

    expect((await board.delete(`${layouts}/arc-requests`)).statusCode).toBe(204);
    expect((await board.get(layouts)).json()).toEqual({ layouts: {} });
    // forgetting twice is fine
    expect((await board.delete(`${layouts}/arc-requests`)).statusCode).toBe(204);
  });

  it('refuses a bad layout with a 400 naming the field, an unknown grid, and saving in mimic mode', async () => {
    const test = await buildTestApp(kind, { seed: true });
    const world = await signInEveryone(test);
    const board = as(test.app, world.tokens.board);
    const badWidth = errorOf(
      await board.put(`${layouts}/arc-requests`, { ...layout, widths: { applicant: 5 } }),
    );
    expect(badWidth.status).toBe(400);
    expect(badWidth.detail).toContain('widths');
    const badColumn = errorOf(await board.put(`${layouts}/arc-requests`, { ...layout, order: ['<script>'] }));
    expect(badColumn.status).toBe(400);
    expect(badColumn.detail).toContain('order');
    const extra = errorOf(await board.put(`${layouts}/arc-requests`, { ...layout, owner: 1 }));
    expect(extra.status).toBe(400);
    expect((await board.put(`${layouts}/no-such-grid`, layout)).statusCode).toBe(400);

    const mimic = errorOf(await as(test.app, world.tokens.mimic).put(`${layouts}/arc-requests`, layout));
    expect(mimic.status).toBe(403);
    expect(mimic.detail).toBe(gridLayoutMessages.mimic);
    expect((await as(test.app, world.tokens.mimic).get(layouts)).statusCode).toBe(200);
    expect((await as(test.app, null).get(layouts)).statusCode).toBe(401);
  });
});
