import { attachmentRules, communityMessages } from '@hoa/contracts/community';
import { describe, expect, it } from 'vitest';
import { asUpload, checkAttachment } from './attachment-check';

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
const pdf = new TextEncoder().encode('%PDF-1.7\n');

describe('attachment check', () => {
  it('takes the type from the content, not the name or the browser', async () => {
    const checked = await checkAttachment(new File([png], 'site plan.pdf', { type: 'application/pdf' }));
    expect(checked).toMatchObject({ contentType: 'image/png', problem: null });
    if (checked.problem !== null) throw new Error('expected an accepted file');
    const upload = asUpload(checked);
    expect(upload.type).toBe('image/png');
    expect(upload.name).toBe('site plan.pdf');
    expect(new Uint8Array(await upload.arrayBuffer())).toEqual(png);
    expect(await checkAttachment(new File([pdf], 'plans', { type: '' }))).toMatchObject({
      contentType: 'application/pdf',
    });
  });

  it('refuses a disguised file and one over the size limit, with the messages of contracts', async () => {
    const html = new File(['<html><script>x</script>'], 'photo.png', { type: 'image/png' });
    expect(await checkAttachment(html)).toEqual({
      file: html,
      contentType: null,
      problem: { kind: 'type', text: communityMessages.fileTypeRefused('photo.png') },
    });
    const big = new File([png, new Uint8Array(attachmentRules.maxBytes)], 'huge.png', { type: 'image/png' });
    expect((await checkAttachment(big)).problem).toEqual({
      kind: 'size',
      text: communityMessages.fileTooLarge('huge.png'),
    });
    expect((await checkAttachment(new File([], 'empty.pdf'))).problem?.kind).toBe('type');
  });
});
