import { expect, it } from 'vitest';
import { z } from 'zod';
import { as } from './calls';
import { buildTestApp, forEachDatabase } from './helper';

const services = ['users', 'associations', 'action-items', 'payments', 'express-pay'];

forEachDatabase((kind) => {
  it('mounts the five services, matching paths in any case and with a trailing slash', async () => {
    const { app } = await buildTestApp(kind);
    for (const service of services) {
      for (const url of [
        `/svc/${service}/api`,
        `/svc/${service}/api/`,
        `/SVC/${service.toUpperCase()}/API`,
      ]) {
        const response = await as(app, null).get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.json()).toEqual({ service, status: 'ok' });
      }
    }
  });

  it('keeps the case of path parameters', async () => {
    const { app } = await buildTestApp(kind, {
      routes: (instance) =>
        instance.get(
          '/svc/associations/api/Associations/:id/Documents',
          { config: { access: 'public' }, schema: { params: z.object({ id: z.string() }) } },
          async (request) => ({ id: request.params.id }),
        ),
    });
    const response = await as(app, null).get('/svc/associations/api/associations/AbC-9/documents');
    expect(response.json()).toEqual({ id: 'AbC-9' });
  });

  it('mounts a service at the pathname of an absolute base address', async () => {
    const { app } = await buildTestApp(kind, { env: { USERS_API_BASE: 'https://users.example.com/u' } });
    const response = await as(app, null).get('/u/api');
    expect(response.json()).toEqual({ service: 'users', status: 'ok' });
  });

  it('lists every service path with its full prefix in the OpenAPI document', async () => {
    const { app } = await buildTestApp(kind);
    const response = await as(app, null).get('/api/openapi.json');
    expect(response.statusCode).toBe(200);
    const document = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/health', ...services.map((service) => `/svc/${service}/api`)]),
    );
  });

  it('serves the API docs UI with files that fit the CSP', async () => {
    const { app } = await buildTestApp(kind);
    const page = await as(app, null).get('/api/docs/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('swagger-ui');
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const initializer = await as(app, null).get('/api/docs/static/swagger-initializer.js');
    expect(initializer.statusCode).toBe(200);
  });

  it('sends the security headers, frame-ancestors from config and no X-Frame-Options', async () => {
    const { app } = await buildTestApp(kind, {
      env: {
        FRAME_ANCESTORS: "'self' https://hoa.example.com",
        PAYMENTS_API_BASE: 'https://pay.example.com/svc/payments',
      },
    });
    for (const url of ['/api/health', '/svc/users/api/missing', '/some/page']) {
      const response = await as(app, null).get(url);
      const csp = String(response.headers['content-security-policy']);
      expect(csp, url).toContain("frame-ancestors 'self' https://hoa.example.com");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-src 'self' blob:");
      expect(csp).toContain("connect-src 'self' https://pay.example.com");
      expect(response.headers['x-frame-options']).toBeUndefined();
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('sends HSTS only when PUBLIC_URL is https', async () => {
    const { app } = await buildTestApp(kind, { env: { PUBLIC_URL: 'https://portal.example.com' } });
    const response = await as(app, null).get('/api/health');
    expect(response.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });
});
