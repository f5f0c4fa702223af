import type { ErrorBody } from '@hoa/contracts/error-body';
import { expect, it } from 'vitest';
import { allRules, ruleKeyOf } from './authorization-matrix/all-rules';
import {
  type BadRequest,
  badRequestsFor,
  type OpenApiOperation,
  principalFor,
} from './bad-input/bad-requests';
import type { Components } from './bad-input/schema-values';
import { as, type Method } from './calls';
import { buildTestApp, forEachDatabase } from './helper';
import { type PrincipalName, signInEveryone } from './principals';

/**
 * Issue 13: bad input is the caller's mistake, never a 500. Every operation of the OpenAPI document
 * gets, in each path parameter, query parameter and JSON body field in turn, bad values generated
 * from that field's schema (ids past PostgreSQL's integer, negative and fractional numbers, NUL bytes,
 * wrong types, oversized text, impossible dates, undecodable URL segments), as a principal the
 * authorization matrix lets use the route, and anonymously. One seeded app per database.
 */
interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Components };
}

const methods = new Set(['get', 'post', 'put', 'patch', 'delete']);

forEachDatabase((kind) => {
  it('answers every bad value on every route without a 5xx, refuses the sure ones with a 400 naming the field', {
    timeout: 300_000,
  }, async () => {
    const test = await buildTestApp(kind, { seed: true, demo: true });
    const world = await signInEveryone(test);
    const document = (await as(test.app, null).get('/api/openapi.json')).json() as OpenApiDocument;
    const components = document.components?.schemas ?? {};
    const rules = new Map(
      Object.entries(allRules).map(([key, rule]) => [
        ruleKeyOf(...(key.split(' ') as [string, string])),
        rule,
      ]),
    );

    const failures: string[] = [];
    let sent = 0;
    /** `strict`: the caller gets past authentication, so a sure-bad value must meet a 400 naming its field. */
    const send = async (request: BadRequest, principal: PrincipalName, strict: boolean) => {
      sent++;
      const json = request.payload !== undefined;
      const response = await as(test.app, world.tokens[principal]).request(
        request.method as Method,
        request.url,
        json ? JSON.stringify(request.payload) : undefined,
        { headers: json ? { 'content-type': 'application/json' } : {} },
      );
      const status = response.statusCode;
      const where = `${request.method} ${request.url.split('?')[0]?.slice(0, 100)} [${request.label}] as ${principal}`;
      if (status >= 500) {
        failures.push(`${where}: ${status} ${response.body.slice(0, 200)}`);
      } else if (strict && request.mustRefuse && status < 400) {
        failures.push(`${where}: accepted with ${status}`);
      } else if (strict && request.mustRefuse && status === 400) {
        // a value some field may take can meet another rule first (captcha, file type): only sure ones
        const body = response.json() as ErrorBody;
        if (!`${body.detail ?? ''} ${body.message}`.toLowerCase().includes(request.field.toLowerCase())) {
          failures.push(`${where}: the 400 does not name ${request.field}: ${response.body.slice(0, 200)}`);
        }
      }
    };

    for (const [template, operations] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        if (!methods.has(method)) continue;
        const rule = rules.get(ruleKeyOf(method.toUpperCase(), template.replace(/\{[^}]+\}/g, ':param')));
        const requests = badRequestsFor({
          method: method.toUpperCase(),
          template,
          operation,
          components,
          rule,
          world,
        });
        const principal = principalFor(rule);
        // a route for signed-in callers refuses anonymous ones before reading anything: one call per
        // field shows it; a public route gets every value anonymously too
        const guarded = rule?.expect.anonymous === 401;
        const anonymousFields = new Set<string>();
        for (const request of requests) {
          await send(request, principal, true);
          if (principal === 'anonymous' || (guarded && anonymousFields.has(request.field))) continue;
          anonymousFields.add(request.field);
          await send(request, 'anonymous', !guarded);
        }
      }
    }
    expect(sent).toBeGreaterThan(1_500);
    expect(failures).toEqual([]);
  });
});
