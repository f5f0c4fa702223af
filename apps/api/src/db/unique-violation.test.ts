import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from './unique-violation';

describe('isUniqueViolation', () => {
  it('finds SQLSTATE 23505 on the error or in its causes, and nothing else', () => {
    expect(isUniqueViolation(Object.assign(new Error('dup'), { code: '23505' }))).toBe(true);
    expect(isUniqueViolation(new Error('wrapped', { cause: { code: '23505' } }))).toBe(true);
    expect(isUniqueViolation(Object.assign(new Error('gone'), { code: '57P01' }))).toBe(false);
    expect(isUniqueViolation(new Error('Connection terminated'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
  });
});
