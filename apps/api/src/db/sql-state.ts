/** The `code`s on an error and every error in its cause chain (drizzle wraps the driver's error). */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') codes.push(code);
  }
  return codes;
}

/** Whether the database answered with this SQLSTATE, on the error or in its cause chain. */
export function hasSqlState(error: unknown, state: string): boolean {
  return codesOf(error).includes(state);
}

/**
 * SQLSTATEs of a value its column cannot take (class 22, data exception): invalid text representation,
 * numeric out of range, NUL or an invalid byte in text, untranslatable character, bad or out-of-range
 * dates, text too long. Only input that slipped past a route's schema gets there.
 */
const refusedValueStates = new Set(['22P02', '22003', '22021', '22P05', '22007', '22008', '22001']);

/** The refusing SQLSTATE when the database refused a value as data (see above), else undefined. */
export function refusedValueState(error: unknown): string | undefined {
  return codesOf(error).find((code) => refusedValueStates.has(code));
}
