import { describe, expect, it } from 'vitest';
import { fileNameOf } from './content-disposition';

describe('fileNameOf', () => {
  it('prefers the exact UTF-8 name and falls back to the plain one', () => {
    expect(fileNameOf(`inline; filename="R_union.pdf"; filename*=UTF-8''R%C3%A9union%20%282026%29.pdf`)).toBe(
      'Réunion (2026).pdf',
    );
    expect(fileNameOf('attachment; filename="Pool Rules.pdf"')).toBe('Pool Rules.pdf');
    expect(fileNameOf('attachment; filename=plain.txt')).toBe('plain.txt');
    expect(fileNameOf(`attachment; filename="ok.pdf"; filename*=UTF-8''%E0%A4%A.pdf`)).toBe('ok.pdf');
  });

  it('gives null without a name', () => {
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('inline')).toBeNull();
  });
});
