import { expect, it } from 'vitest';
import { as } from './calls';
import { buildTestApp } from './helper';

it('documents every service call with a summary in the OpenAPI document', async () => {
  const { app } = await buildTestApp('pglite');
  const document = (await as(app, null).get('/api/openapi.json')).json() as {
    paths: Record<string, Record<string, { summary?: string }>>;
  };
  const undocumented = Object.entries(document.paths)
    .filter(([path]) => path.startsWith('/svc/'))
    .flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => !operation.summary)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
  expect(undocumented).toEqual([]);
  expect(Object.keys(document.paths)).toEqual(
    expect.arrayContaining([
      '/svc/users/api/HomeSettings',
      '/svc/users/api/Users/{id}',
      '/svc/users/api/Staff/Mimic',
    ]),
  );
});
