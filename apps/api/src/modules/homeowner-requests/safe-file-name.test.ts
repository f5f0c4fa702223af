import { describe, expect, it } from 'vitest';
import { safeFileName } from './attachments';

describe('safeFileName', () => {
  it('drops invisible and direction-changing characters, as document names refuse them', () => {
    // U+202E would show "plan\u202Efdp.exe" as "planexe.pdf"
    expect(safeFileName('plan\u202Efdp.exe')).toBe('planfdp.exe');
    expect(safeFileName('site\u200B plan\u2028.pdf')).toBe('site plan.pdf');
    expect(safeFileName('\uFEFFphoto\u0085\u0007.jpg')).toBe('photo.jpg');
    expect(safeFileName('C:\\Users\\me\\"quoted".png')).toBe('quoted.png');
  });

  it('keeps letters of any script and names something that had nothing else', () => {
    expect(safeFileName('Réunion – 議事録.pdf')).toBe('Réunion – 議事録.pdf');
    expect(safeFileName('\u200E\u200F')).toBe('attachment');
  });
});
