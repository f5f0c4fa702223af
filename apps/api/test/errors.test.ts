import { errorBodySchema } from '@hoa/contracts/error-body';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../src/errors/app-error';
import { as } from './calls';
import { buildTestApp, forEachDatabase, type TestAppOptions } from './helper';

const routes: TestAppOptions['routes'] = (app) => {
  app.post(
    '/svc/payments/api/Test/Echo',
    {
      config: { access: 'public' },
      schema: { body: z.object({ amount: z.number().int(), note: z.string() }) },
    },
    async (request) => request.body,
  );
  app.get('/svc/payments/api/Test/Boom', { config: { access: 'public' } }, async () => {
    throw new Error('connection to 10.0.0.7 failed: password authentication failed for user "portal"');
  });
  app.get('/svc/payments/api/Test/Conflict', { config: { access: 'public' } }, async () => {
    throw new AppError('CONFLICT', 'Already done', { detail: 'This payment was already confirmed.' });
  });
  // a route whose schema lacks a check: the value goes to the database as sent
  app.get(
    '/svc/payments/api/Test/Unchecked/:id',
    { config: { access: 'public' }, schema: { querystring: z.object({ note: z.string().optional() }) } },
    async (request) => {
      const { id } = request.params as { id: string };
      await app.db.execute(sql`select ${id}::integer as id, ${request.query.note ?? ''}::text as note`);
      return { ok: true };
    },
  );
  app.get('/svc/payments/api/Test/Specific', { config: { access: 'public' } }, async () => {
    throw new AppError('UNAUTHORIZED', 'No account found', { errorCode: 'AUTH_NO_ACCOUNT' });
  });
};

function expectErrorBody(body: unknown) {
  const parsed = errorBodySchema.parse(body);
  expect(parsed.errorId).toMatch(/^[0-9a-f-]{36}$/);
  return parsed;
}

forEachDatabase((kind) => {
  it('answers an unknown route with 404 No route matches URL', async () => {
    const { app } = await buildTestApp(kind, { routes });
    const response = await as(app, null).get('/svc/users/api/Nope?x=1');
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(expectErrorBody(response.json())).toMatchObject({
      errorCode: 'NOT_FOUND',
      message: 'No route matches URL',
      detail: 'No route matches GET /svc/users/api/Nope',
      title: 'Not Found',
    });
  });

  it('answers an unknown /svc or /api page with JSON, never index.html', async () => {
    const { app } = await buildTestApp(kind);
    for (const url of ['/svc/nothing', '/api/nothing']) {
      const response = await as(app, null).get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json().errorCode).toBe('NOT_FOUND');
    }
  });

  it('answers a wrong method on a known path with 405 and Allow', async () => {
    const { app } = await buildTestApp(kind, { routes });
    const response = await as(app, null).delete('/svc/payments/api/test/echo');
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe('POST');
    expect(expectErrorBody(response.json()).errorCode).toBe('METHOD_NOT_ALLOWED');
  });

  it('answers malformed JSON with 400 MALFORMED_JSON', async () => {
    const { app } = await buildTestApp(kind, { routes });
    const response = await as(app, null).post('/svc/payments/api/Test/Echo', '{"amount": 1,', {
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).errorCode).toBe('MALFORMED_JSON');
  });

  it('answers a schema violation with 400 naming the fields', async () => {
    const { app } = await buildTestApp(kind, { routes });
    const response = await as(app, null).post('/svc/payments/api/Test/Echo', { amount: 'ten' });
    expect(response.statusCode).toBe(400);
    const body = expectErrorBody(response.json());
    expect(body.errorCode).toBe('VALIDATION_FAILED');
    expect(body.detail).toMatch(/body\.amount: .*expected number/i);
    expect(body.detail).toMatch(/body\.note: /);
  });

  it('answers a too-large body with 413', async () => {
    const { app } = await buildTestApp(kind, { routes, env: { BODY_LIMIT_BYTES: '100' } });
    const response = await as(app, null).post('/svc/payments/api/Test/Echo', {
      amount: 1,
      note: 'x'.repeat(500),
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorBody(response.json()).errorCode).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unsupported media type with 415', async () => {
    const { app } = await buildTestApp(kind, { routes });
    const response = await as(app, null).post('/svc/payments/api/Test/Echo', 'amount=1', {
      headers: { 'content-type': 'application/x-unknown' },
    });
    expect(response.statusCode).toBe(415);
    expect(expectErrorBody(response.json()).errorCode).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a malformed URL with 400', async () => {
    const { app } = await buildTestApp(kind);
    const response = await as(app, null).get('/svc/users/api/%E0%A4%A');
    expect(response.statusCode).toBe(400);
    expect(expectErrorBody(response.json()).errorCode).toBe('BAD_REQUEST');
  });

  it('names the path parameter a malformed or too long URL segment is in', async () => {
    const { app } = await buildTestApp(kind);
    for (const [segment, problem] of [
      ['%C0%80', 'is not valid percent-encoded UTF-8'],
      ['1'.repeat(101), 'is longer than 100 characters'],
    ] as const) {
      const response = await as(app, null).get(`/svc/users/api/Users/${segment}`);
      expect(response.statusCode).toBe(400);
      expect(expectErrorBody(response.json())).toMatchObject({
        errorCode: 'VALIDATION_FAILED',
        detail: `params.id: ${problem}`,
      });
    }
  });

  it('answers a value the database refuses as data with 400, and logs what the database said', async () => {
    const { app, logs } = await buildTestApp(kind, { routes });
    for (const url of [
      '/svc/payments/api/Test/Unchecked/2147483648', // 22003 out of range for type integer
      '/svc/payments/api/Test/Unchecked/abc', // 22P02 invalid input syntax
      '/svc/payments/api/Test/Unchecked/1?note=a%00b', // 22021 (PostgreSQL) / 22P05 (PGlite): NUL in text
    ]) {
      const response = await as(app, null).get(url);
      expect(response.statusCode, url).toBe(400);
      const body = expectErrorBody(response.json());
      expect(body).toMatchObject({ errorCode: 'INVALID_VALUE', title: 'Bad Request' });
      const line = logs.find((entry) => entry.errorId === body.errorId);
      expect(line).toMatchObject({ level: 40, errorCode: 'INVALID_VALUE' });
      expect(line?.sqlState).toMatch(/^(22003|22P02|22021|22P05)$/);
    }
    expect((await as(app, null).get('/svc/payments/api/Test/Unchecked/7')).statusCode).toBe(200);
  });

  it('returns an AppError as the spec body with its own status', async () => {
    const { app } = await buildTestApp(kind, { routes });
    const response = await as(app, null).get('/svc/payments/api/Test/Conflict');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      errorCode: 'CONFLICT',
      message: 'Already done',
      detail: 'This payment was already confirmed.',
      title: 'Conflict',
    });
  });

  it('carries a specific errorCode with the status of its category', async () => {
    const { app, logs } = await buildTestApp(kind, { routes });
    const response = await as(app, null).get('/svc/payments/api/Test/Specific');
    expect(response.statusCode).toBe(401);
    const body = expectErrorBody(response.json());
    expect(body).toMatchObject({
      errorCode: 'AUTH_NO_ACCOUNT',
      message: 'No account found',
      title: 'Unauthorized',
    });
    expect(logs.some((line) => line.errorId === body.errorId && line.errorCode === 'AUTH_NO_ACCOUNT')).toBe(
      true,
    );
  });

  it('hides internals of a 5xx and logs its errorId with the error', async () => {
    const { app, logs } = await buildTestApp(kind, { routes });
    const response = await as(app, null).get('/svc/payments/api/Test/Boom');
    expect(response.statusCode).toBe(500);
    const body = expectErrorBody(response.json());
    expect(body).toMatchObject({
      errorCode: 'INTERNAL',
      message: 'Internal Server Error',
      title: 'Internal Server Error',
    });
    expect(response.body).not.toMatch(/10\.0\.0\.7|password|stack|at /);
    const line = logs.find((entry) => entry.errorId === body.errorId);
    expect(line).toMatchObject({ level: 50, errorCode: 'INTERNAL' });
    expect(JSON.stringify(line)).toContain('password authentication failed');
  });

  it('logs the errorId of a 4xx too', async () => {
    const { app, logs } = await buildTestApp(kind);
    const response = await as(app, null).get('/svc/users/api/Nope');
    const { errorId } = response.json() as { errorId: string };
    expect(logs.some((entry) => entry.errorId === errorId)).toBe(true);
  });
});
