import { expect, it } from 'vitest';
import { as } from './calls';
import { buildTestApp, forEachDatabase } from './helper';

forEachDatabase((kind) => {
  it('reports the database as ok', async () => {
    const { app } = await buildTestApp(kind);
    const response = await as(app, null).get('/api/health');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers 503 in the error body when the database is gone', async () => {
    const { app, database } = await buildTestApp(kind);
    await database.close();
    const response = await as(app, null).get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', title: 'Service Unavailable' });
  });
});
