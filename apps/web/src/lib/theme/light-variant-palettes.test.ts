import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.tsx') ? [full] : [];
  });
}

/** The JSX elements (opening tags) of a file that set both `variant` and `color`. */
function tagsWithVariantAndColor(code: string): string[] {
  return [...code.matchAll(/<[A-Z][\w.]*\s[^<>]*?>/gs)]
    .map((match) => match[0])
    .filter((tag) => /\bvariant=/.test(tag) && /\bcolor=/.test(tag));
}

describe('light variants', () => {
  // Mantine paints the light variant of a shade ("red.9") as a solid background of that shade, with the
  // palette's light text colour (also shade 9 here): the label disappears. A light variant names a palette.
  it('name a palette, never a shade', () => {
    const offenders = sourceFiles(src).flatMap((file) =>
      tagsWithVariantAndColor(readFileSync(file, 'utf8'))
        .filter((tag) => /variant="light"/.test(tag) && /color="[a-z]+\.\d"/.test(tag))
        .map((tag) => `${path.relative(src, file)}: ${tag.replace(/\s+/g, ' ').slice(0, 120)}`),
    );
    expect(offenders).toEqual([]);
  });

  it('the check finds a shade in a light variant', () => {
    expect(tagsWithVariantAndColor('<Badge color="red.9" variant="light">x</Badge>')).toHaveLength(1);
  });
});
