import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { as } from './calls';
import { buildTestApp, forEachDatabase, tempDir } from './helper';

const script = 'console.log("portal");\n'.repeat(20);

function fakeWebDist(): string {
  const dir = tempDir('hoa-api-web-');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><!--portal-config--><title>Portal</title></head><body></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'app-3f9a1c.js'), script);
  writeFileSync(path.join(dir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(script));
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

forEachDatabase((kind) => {
  it('sends an express-pay page (its address holds a link secret) no-store and with no referrer', async () => {
    const { app } = await buildTestApp(kind, { env: { WEB_DIST_DIR: fakeWebDist() } });
    const link = 'A'.repeat(43);
    for (const url of [
      `/epay/email/${link}`,
      `/ePay/statement/${link}/confirmation`,
      `/embed/epay/email/${link}`,
    ]) {
      const response = await as(app, null).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
    const other = await as(app, null).get('/epayments');
    expect(other.headers['cache-control']).toBe('no-cache');
    expect(other.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('answers every page path with index.html carrying the runtime config', async () => {
    const { app } = await buildTestApp(kind, {
      env: { WEB_DIST_DIR: fakeWebDist(), PAYMENTS_API_BASE: 'https://pay.example.com/p' },
    });
    for (const url of ['/', '/billing/auto-draft', '/no/such/page?x=1', '/embed/dashboard']) {
      const response = await as(app, null).get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).not.toContain('<!--portal-config-->');
      const match = /<meta name="portal-config" content="([^"]*)">/.exec(response.body);
      const json = (match?.[1] ?? '').replaceAll('&quot;', '"');
      expect(JSON.parse(json)).toEqual({
        serviceBases: {
          users: '/svc/users',
          associations: '/svc/associations',
          actionItems: '/svc/action-items',
          payments: 'https://pay.example.com/p',
          expressPay: '/svc/express-pay',
        },
        demo: false,
        pmbCustomers: ['all'],
        defaultClientId: null,
        helpCenterUrl: null,
      });
    }
  });

  it('hands the SPA the sole company code and the pmb customers', async () => {
    const { app } = await buildTestApp(kind, {
      seed: true,
      env: {
        WEB_DIST_DIR: fakeWebDist(),
        PMB_CUSTOMERS: 'demo,acme',
        HELP_CENTER_URL: 'https://help.example.com/portal',
      },
    });
    const response = await as(app, null).get('/create-account');
    const match = /<meta name="portal-config" content="([^"]*)">/.exec(response.body);
    const config = JSON.parse((match?.[1] ?? '').replaceAll('&quot;', '"'));
    expect(config).toMatchObject({
      pmbCustomers: ['demo', 'acme'],
      defaultClientId: 'demo',
      helpCenterUrl: 'https://help.example.com/portal',
    });
  });

  it('serves hashed assets for a year, precompressed when accepted', async () => {
    const { app } = await buildTestApp(kind, { env: { WEB_DIST_DIR: fakeWebDist() } });
    const plain = await as(app, null).get('/assets/app-3f9a1c.js');
    expect(plain.statusCode).toBe(200);
    expect(plain.body).toBe(script);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzipped = await as(app, null).get('/assets/app-3f9a1c.js', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const favicon = await as(app, null).get('/favicon.svg');
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not index.html', async () => {
    const { app } = await buildTestApp(kind, { env: { WEB_DIST_DIR: fakeWebDist() } });
    const response = await as(app, null).get('/assets/gone-123.js');
    expect(response.statusCode).toBe(404);
    expect(response.json().errorCode).toBe('NOT_FOUND');
  });

  it('redirects legacy URLs with 301, keeping the query string', async () => {
    const { app } = await buildTestApp(kind, { env: { WEB_DIST_DIR: fakeWebDist() } });
    const cases: [string, string][] = [
      ['/Homeowner_v2/MakePayment?x=1&y=2', '/billing?x=1&y=2'],
      ['/homeowner_v2/messages/42', '/my/messages/42'],
      ['/Board_v2/ActionItems_Violations', '/board/violations'],
    ];
    for (const [from, to] of cases) {
      const response = await as(app, null).get(from);
      expect(response.statusCode, from).toBe(301);
      expect(response.headers.location).toBe(to);
    }
  });

  it('says the web app is not built when index.html is missing', async () => {
    const { app } = await buildTestApp(kind, { env: { WEB_DIST_DIR: tempDir() } });
    const response = await as(app, null).get('/dashboard');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      errorCode: 'SERVICE_UNAVAILABLE',
      message: 'The web app is not built',
    });
    expect(response.json().detail).toContain('npm run build');
  });

  it('serves association logos', async () => {
    const { app } = await buildTestApp(kind);
    const response = await as(app, null).get('/media/associations/harbor-pointe/logo.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });
});
