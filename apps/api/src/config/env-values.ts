import { z } from 'zod';

/** A configuration the process cannot start with; the message names the variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** An empty variable means "not set": `PORT= npm start` should use the default, not fail. */
export const optional = (value: string | undefined) =>
  value === undefined || value.trim() === '' ? undefined : value;

export const urlWithProtocols = (protocols: string[], label: string) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    { message: `must be ${label}` },
  );

export const integerIn = (min: number, max: number, label: string) =>
  z
    .string()
    .regex(/^\d+$/, { message: label })
    .transform(Number)
    .refine((n) => Number.isSafeInteger(n) && n >= min && n <= max, { message: label });
