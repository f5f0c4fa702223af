import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeLogoPng } from '../../../test/statements/fixtures';
import { readAssociationLogo } from './association-logo';

const folder = mkdtempSync(path.join(tmpdir(), 'hoa-media-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));
mkdirSync(path.join(folder, 'associations', 'lakeside'), { recursive: true });
const png = makeLogoPng();
const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
writeFileSync(path.join(folder, 'associations', 'lakeside', 'logo.png'), png);
writeFileSync(path.join(folder, 'associations', 'lakeside', 'logo.jpg'), jpeg);
writeFileSync(path.join(folder, 'associations', 'lakeside', 'logo.svg'), '<svg/>');
writeFileSync(path.join(folder, 'associations', 'lakeside', 'fake.png'), '<svg/>');
writeFileSync(path.join(folder, '..', `${path.basename(folder)}-outside.png`), png);

describe('readAssociationLogo', () => {
  it('reads a PNG or JPEG the API serves under /media/', async () => {
    expect(await readAssociationLogo('/media/associations/lakeside/logo.png', folder)).toEqual({
      bytes: new Uint8Array(png),
      mime: 'image/png',
    });
    expect((await readAssociationLogo('/media/associations/lakeside/logo.jpg?v=2', folder))?.mime).toBe(
      'image/jpeg',
    );
  });

  it.each([
    ['no logo', null],
    ['an SVG', '/media/associations/lakeside/logo.svg'],
    ['a PNG name on other bytes', '/media/associations/lakeside/fake.png'],
    ['a missing file', '/media/associations/lakeside/none.png'],
    ['another host', 'https://cdn.example.com/logo.png'],
    ['a way out of the folder', `/media/../${path.basename(folder)}-outside.png`],
    ['an encoded way out', `/media/%2e%2e/${path.basename(folder)}-outside.png`],
    ['a malformed escape', '/media/associations/%E0%A4%A.png'],
  ])('is null for %s', async (_, url) => {
    expect(await readAssociationLogo(url, folder)).toBeNull();
  });
});
