import type { Rule } from '../authorization-matrix/matrix-rules';
import type { PrincipalName, World } from '../principals';
import {
  badJsonValues,
  badUrlValues,
  type Components,
  type JsonSchema,
  outOfRangeId,
  resolve,
  validValue,
} from './schema-values';

export interface OpenApiParameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

export interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** One request with one bad value in one place. */
export interface BadRequest {
  method: string;
  url: string;
  payload?: unknown;
  /** Where the bad value is, as the 400 must name it: "id", "body.message", "subject"... */
  field: string;
  /** A value no field of this type may take (NUL byte, an integer past int4): must be refused. */
  mustRefuse: boolean;
  label: string;
}

const nul = '\u0000';
const hasNul = (value: unknown): boolean =>
  typeof value === 'string'
    ? value.includes(nul) || /%00/i.test(value)
    : Array.isArray(value)
      ? value.some(hasNul)
      : typeof value === 'object' && value !== null && Object.values(value).some(hasNul);
const integerBad = new Set<unknown>([outOfRangeId, String(outOfRangeId), 1e20, '1e20', 'abc', '1.5', 1.5]);

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Dotted paths of the body's fields (nested objects included) with their schemas. */
function fieldsOf(
  schema: JsonSchema,
  components: Components,
  value: unknown,
  prefix: string[] = [],
): [string[], JsonSchema][] {
  const resolved = resolve(schema, components, value);
  if (resolved.type !== 'object' || prefix.length > 2) return [];
  return Object.entries(resolved.properties ?? {}).flatMap(([name, property]) => {
    const path = [...prefix, name];
    const inner = isPlainObject(value) ? value[name] : undefined;
    return [[path, property] as [string[], JsonSchema], ...fieldsOf(property, components, inner, path)];
  });
}

function withValueAt(base: unknown, path: string[], value: unknown): unknown {
  const copy: Record<string, unknown> = isPlainObject(base) ? structuredClone(base) : {};
  let target = copy;
  for (const key of path.slice(0, -1)) {
    if (!isPlainObject(target[key])) target[key] = {};
    target = target[key] as Record<string, unknown>;
  }
  target[path.at(-1) as string] = value;
  return copy;
}

const show = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return (text.length > 40 ? `${text.slice(0, 40)}…(${text.length})` : text).replaceAll(nul, '\\0');
};

/**
 * Every bad request for one operation: the rule's request (real ids the principal may use) with one
 * path parameter, query parameter or body field at a time replaced by a bad value.
 */
export function badRequestsFor(options: {
  method: string;
  template: string;
  operation: OpenApiOperation;
  components: Components;
  rule: Rule | undefined;
  world: World;
}): BadRequest[] {
  const { method, template, operation, components } = options;
  const parameters = operation.parameters ?? [];
  const base = options.rule?.request?.(options.world) ?? {};
  const filled = template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const parameter = parameters.find((one) => one.in === 'path' && one.name === name);
    return encodeURIComponent(String(validValue(parameter?.schema ?? {}, components, 0, name)));
  });
  const baseUrl = new URL(base.url ?? filled, 'http://fuzz.invalid');
  const segments = baseUrl.pathname.split('/');
  const templateSegments = template.split('/');
  const query = new Map<string, string>([...baseUrl.searchParams.entries()]);
  for (const parameter of parameters) {
    if (parameter.in === 'query' && parameter.required && !query.has(parameter.name)) {
      query.set(parameter.name, String(validValue(parameter.schema ?? {}, components, 0, parameter.name)));
    }
  }
  const urlWith = (pathSegments: string[], rawQuery: Map<string, string>) => {
    const search = [...rawQuery.entries()].map(([name, value]) => `${encodeURIComponent(name)}=${value}`);
    return `${pathSegments.join('/')}${search.length > 0 ? `?${search.join('&')}` : ''}`;
  };
  const encodedQuery = new Map(
    [...query.entries()].map(([name, value]) => [name, encodeURIComponent(value)]),
  );
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  const jsonBody = bodySchema && resolve(bodySchema, components).format !== 'binary' ? bodySchema : undefined;
  const basePayload = jsonBody
    ? isPlainObject(base.payload)
      ? { ...(validValue(jsonBody, components, 0, '', base.payload) as object), ...base.payload }
      : (base.payload ?? validValue(jsonBody, components))
    : base.payload;

  const requests: BadRequest[] = [];
  for (const parameter of parameters) {
    const isInteger = resolve(parameter.schema ?? {}, components).type === 'integer';
    for (const bad of badUrlValues(parameter.schema ?? {}, components)) {
      const mustRefuse = hasNul(bad) || (isInteger && integerBad.has(bad));
      const label = `${parameter.in} ${parameter.name}=${show(bad)}`;
      if (parameter.in === 'path') {
        const index = templateSegments.indexOf(`{${parameter.name}}`);
        const pathSegments = segments.map((segment, at) => (at === index ? bad : segment));
        requests.push({
          method,
          url: urlWith(pathSegments, encodedQuery),
          payload: basePayload,
          field: parameter.name,
          mustRefuse,
          label,
        });
      } else if (parameter.in === 'query') {
        const badQuery = new Map(encodedQuery).set(parameter.name, bad);
        requests.push({
          method,
          url: urlWith(segments, badQuery),
          payload: basePayload,
          field: parameter.name,
          mustRefuse,
          label,
        });
      }
    }
  }
  if (jsonBody) {
    const url = urlWith(segments, encodedQuery);
    for (const [path, schema] of fieldsOf(jsonBody, components, basePayload)) {
      const isInteger = resolve(schema, components).type === 'integer';
      for (const bad of badJsonValues(schema, components)) {
        requests.push({
          method,
          url,
          payload: withValueAt(basePayload, path, bad),
          field: path.at(-1) as string,
          mustRefuse: hasNul(bad) || (isInteger && integerBad.has(bad)),
          label: `body ${path.join('.')}=${show(bad)}`,
        });
      }
    }
    for (const bad of ['abc', [nul]]) {
      requests.push({
        method,
        url,
        payload: bad,
        field: 'body',
        mustRefuse: true,
        label: `body=${show(bad)}`,
      });
    }
  }
  return requests;
}

/** Who calls a route in the bad-input test: the first signed-in principal the rule lets through. */
export function principalFor(rule: Rule | undefined): PrincipalName {
  if (!rule) return 'anonymous';
  const candidates: PrincipalName[] = ['homeownerA', 'board', 'chair', 'staff', 'homeownerB', 'boardOther'];
  const passes = (expected: Rule['expect'][PrincipalName]): boolean =>
    Array.isArray(expected)
      ? expected.some(passes)
      : expected === '2xx' || (typeof expected === 'number' && expected < 300);
  const gets = (name: PrincipalName) => rule.expect[name];
  return (
    candidates.find((name) => passes(gets(name))) ??
    candidates.find((name) => ![401, 403, 404].includes(gets(name) as number)) ??
    candidates.find((name) => gets(name) !== 401 && gets(name) !== 403) ??
    'homeownerA'
  );
}
