/**
 * Values for the bad-input test, read from the OpenAPI document's JSON schemas: one valid value per
 * schema (so a request gets past every field but the one under test) and the bad values to try in a
 * field of that schema.
 */

export interface JsonSchema {
  $ref?: string;
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  allOf?: JsonSchema[];
}

export type Components = Record<string, JsonSchema>;

const nul = '\u0000';
/** The first id PostgreSQL's integer cannot hold, and other numbers no id column takes. */
export const outOfRangeId = 2_147_483_648;

/** Whether an object value fits a union branch: its fixed (enum, const) properties match. */
function fitsBranch(branch: JsonSchema, value: unknown, components: Components): boolean {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(resolve(branch, components).properties ?? {}).every(([name, property]) => {
    const fixed = resolve(property, components);
    const allowed = fixed.const !== undefined ? [fixed.const] : fixed.enum;
    return !allowed || !(name in record) || allowed.includes(record[name]);
  });
}

/**
 * The schema behind $refs, with allOf merged and one branch of oneOf/anyOf chosen: the one `value`
 * fits, else the first that is not null.
 */
export function resolve(schema: JsonSchema, components: Components, value?: unknown): JsonSchema {
  let current = schema;
  for (let depth = 0; current.$ref && depth < 20; depth++) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target) throw new Error(`Unknown schema ${current.$ref}`);
    current = target;
  }
  if (current.allOf) {
    const parts = current.allOf.map((part) => resolve(part, components));
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((part) => part.properties ?? {})),
      required: parts.flatMap((part) => part.required ?? []),
    };
  }
  const branches = current.oneOf ?? current.anyOf;
  if (branches) {
    const chosen =
      branches.find((branch) => fitsBranch(branch, value, components)) ??
      branches.find((branch) => resolve(branch, components).type !== 'null') ??
      branches[0];
    return chosen ? resolve(chosen, components) : {};
  }
  return current;
}

/** A day a month ahead (requests refuse days past and over a year out) and its month. */
const soon = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const soonMonth = soon.slice(0, 7);
const stringCandidates = ['fuzzfuzz12', soon, soonMonth, '12345', '(410) 555-0100', 'A', 'a1'];
/** Strings whose rule the schema cannot say (a refinement, a pipe), guessed from the field's name. */
const stringsByName: [RegExp, string][] = [
  [/email|username/i, 'fuzz@example.com'],
  [/phone/i, '(410) 555-0100'],
  [/zip|postal/i, '21201'],
  [/code/i, '123456'],
  [/month/i, soonMonth],
  [/date/i, soon],
  [/routing/i, '110000000'],
  [/accountnumber/i, '000123456789'],
];

/** A value the schema accepts (the smallest that is easy to make); `name` is the field's. */
export function validValue(
  raw: JsonSchema,
  components: Components,
  depth = 0,
  name = '',
  /** The value the caller starts from, which picks a union's branch. */
  like?: unknown,
): unknown {
  const schema = resolve(raw, components, like);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum && schema.enum.length > 0) return schema.enum[0];
  switch (schema.type) {
    case 'integer':
    case 'number': {
      const low = (schema.minimum ?? 1) + (schema.exclusiveMinimum === true ? 1 : 0);
      return Math.min(Math.max(low, 1), schema.maximum ?? Number.MAX_SAFE_INTEGER);
    }
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () =>
        validValue(schema.items ?? {}, components, depth + 1),
      );
    case 'object': {
      if (depth > 4) return {};
      const entries = (schema.required ?? []).map((name) => [
        name,
        validValue(schema.properties?.[name] ?? {}, components, depth + 1, name),
      ]);
      return Object.fromEntries(entries);
    }
    case 'string': {
      if (schema.format === 'email') return 'fuzz@example.com';
      if (schema.format === 'date') return soon;
      if (schema.format === 'date-time') return `${soon}T12:00:00.000Z`;
      if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
      const pattern = schema.pattern ? new RegExp(schema.pattern) : null;
      const byName = stringsByName.find(([test]) => test.test(name))?.[1];
      const candidate =
        [...(byName ? [byName] : []), ...stringCandidates].find((one) => !pattern || pattern.test(one)) ??
        'fuzz';
      return candidate.padEnd(schema.minLength ?? 0, 'a');
    }
    default:
      return 'fuzz';
  }
}

const looksLikeDate = (schema: JsonSchema) =>
  schema.format === 'date' || schema.format === 'date-time' || (schema.pattern?.includes('\\d{4}') ?? false);

const impossibleDates = ['2024-02-30', '0000-01-01', '2024-13-01T25:61:00Z'];

/** Bad values for a field of a JSON body: out-of-range numbers, NUL bytes, wrong types, oversized text. */
export function badJsonValues(raw: JsonSchema, components: Components): unknown[] {
  const schema = resolve(raw, components);
  switch (schema.type) {
    case 'integer':
    case 'number':
      return [outOfRangeId, -1, 1e20, 1.5, 'abc', [nul]];
    case 'boolean':
      return ['abc', nul];
    case 'array':
      return ['abc', [outOfRangeId], [nul], [{ fuzz: nul }]];
    case 'object':
      return ['abc', []];
    default:
      return [
        `fuzz${nul}fuzz`,
        'x'.repeat(20_000),
        '\ud800',
        ...(looksLikeDate(schema) ? impossibleDates : []),
        { fuzz: 1 },
      ];
  }
}

/** Bad values for a path or query parameter, as they appear in a URL (already encoded). */
export function badUrlValues(raw: JsonSchema, components: Components): string[] {
  const schema = resolve(raw, components);
  // a NUL, a long value (past the router's 100 characters), an invalid UTF-8 sequence
  const common = ['a%00b', 'x'.repeat(150), '%C0%80'];
  if (schema.type === 'integer' || schema.type === 'number') {
    return [String(outOfRangeId), '-1', '1e20', '1.5', 'abc', ...common];
  }
  if (schema.type === 'array') return ['abc', String(outOfRangeId), ...common];
  return [...(looksLikeDate(schema) ? impossibleDates : []), ...common];
}
