import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import openapiTS, { astToString } from 'openapi-typescript';
import { expect, it } from 'vitest';
import { operationIdOf } from '../src/plugins/openapi-document';
import { as } from './calls';
import { buildTestApp, tempDir } from './helper';

const run = promisify(execFile);
const repoRoot = path.resolve(import.meta.dirname, '../../..');

interface OpenApiOperation {
  operationId?: string;
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}

it('names every operation once, declares who may call it and documents a client error', async () => {
  const { app } = await buildTestApp('pglite');
  const document = (await as(app, null).get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, OpenApiOperation>>;
    components: { securitySchemes?: Record<string, unknown> };
    servers?: unknown[];
  };
  const operations = Object.entries(document.paths).flatMap(([address, item]) =>
    Object.entries(item).map(([method, operation]) => ({ address, method, operation })),
  );
  const ids = operations.map((one) => one.operation.operationId);
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  expect(document.servers?.length).toBeGreaterThan(0);
  expect(Object.keys(document.components.securitySchemes ?? {})).toEqual(['bearerAuth', 'epayAuth']);
  const withoutSecurity = operations.filter((one) => !one.operation.security?.length);
  expect(withoutSecurity.map((one) => `${one.method} ${one.address}`)).toEqual([]);
  // a call that needs a login says so without the anonymous alternative
  const user = document.paths['/svc/users/api/Users/{id}']?.get;
  expect(user?.security).toEqual([{ bearerAuth: [] }]);
  const signIn = document.paths['/svc/users/api/Users/Authenticate']?.post;
  expect(signIn?.security).toContainEqual({});
  // express pay's calls take the epay token only (ADR 118)
  const account = document.paths['/svc/express-pay/api/account']?.get;
  expect(account?.security).toEqual([{ epayAuth: [] }]);
  const withoutClientError = operations.filter(
    (one) => !Object.keys(one.operation.responses ?? {}).some((code) => code.startsWith('4')),
  );
  expect(withoutClientError).toEqual([]);
});

it('builds operation ids from the service, the method and the address', () => {
  expect(operationIdOf('get', '/svc/users/api/Users/{id}')).toBe('usersGetUsersById');
  expect(operationIdOf('post', '/svc/action-items/api/Requests/{requestId}/Messages')).toBe(
    'actionItemsPostRequestsByRequestIdMessages',
  );
  expect(operationIdOf('get', '/api/health')).toBe('getApiHealth');
});

it('generates a typed client (openapi-typescript) that compiles and fits the calls', async () => {
  const { app } = await buildTestApp('pglite');
  const document = (await as(app, null).get('/api/openapi.json')).json() as Record<string, unknown>;
  const dir = tempDir('hoa-openapi-client-');
  const types = astToString(await openapiTS(JSON.stringify(document)));
  writeFileSync(path.join(dir, 'api.d.ts'), types);
  // a client's use of the generated types: a wrong field name or type must fail to compile
  writeFileSync(
    path.join(dir, 'use.ts'),
    [
      "import type { operations, paths } from './api';",
      "type User = paths['/svc/users/api/Users/{id}']['get']['responses'][200]['content']['application/json'];",
      "type SignIn = operations['usersPostUsersAuthenticate']['requestBody'];",
      'export const userName = (user: User): string => user.userName;',
      'export type SignInBody = NonNullable<SignIn>;',
      '',
    ].join('\n'),
  );
  writeFileSync(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        strict: true,
        noEmit: true,
        target: 'ES2022',
        module: 'ESNext',
        moduleResolution: 'Bundler',
        skipLibCheck: false,
        types: [],
      },
      files: ['api.d.ts', 'use.ts'],
    }),
  );
  const tsc = path.join(repoRoot, 'node_modules/typescript/bin/tsc');
  const compiled = await run(process.execPath, [tsc, '-p', path.join(dir, 'tsconfig.json')]).then(
    () => 'ok',
    (error: { stdout?: string }) => error.stdout ?? String(error),
  );
  expect(compiled).toBe('ok');
}, 120_000);
