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

  it('answers liveness always and readiness only while not draining', async () => {
    const { app } = await buildTestApp(kind);
    const client = as(app, null);
    expect((await client.get('/api/health/live')).json()).toEqual({ status: 'ok' });
    const ready = await client.get('/api/health/ready');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', database: 'ok' });
    app.lifecycle.draining = true;
    const draining = await client.get('/api/health/ready');
    expect(draining.statusCode).toBe(503);
    expect(draining.json()).toMatchObject({ detail: 'The server is shutting down.' });
    // still alive, and still serving what it is sent
    expect((await client.get('/api/health/live')).statusCode).toBe(200);
    expect((await client.get('/api/health')).statusCode).toBe(200);
  });

  it('answers 503 in the error body when the database is gone', async () => {
    const { app, database } = await buildTestApp(kind);
    await database.close();
    const response = await as(app, null).get('/api/health');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ errorCode: 'SERVICE_UNAVAILABLE', title: 'Service Unavailable' });
    const ready = await as(app, null).get('/api/health/ready');
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toMatchObject({ detail: 'The database is not answering.' });
    expect((await as(app, null).get('/api/health/live')).statusCode).toBe(200);
  });
});
