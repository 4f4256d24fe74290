import type { FileRejection } from 'react-dropzone';
import { describe, expect, it } from 'vitest';
import { rejectionMessages } from '@client/lib/drop-rejections';
import { formatBytes } from '@client/lib/format-number';

const rejection = (name: string, errors: Array<{ code: string; message: string }>): FileRejection =>
  ({ file: new File(['x'], name), errors }) as unknown as FileRejection;

describe('drop zone rejection toasts (SPEC §5)', () => {
  it('a too-large file: «має недопустимий формат. Файл має бути фото/відео»', () => {
    const tooLarge = [rejection('big.jpg', [{ code: 'file-too-large', message: 'File is larger than 10 bytes' }])];
    expect(rejectionMessages(tooLarge, 'photo')).toEqual(['Файл "big.jpg" має недопустимий формат. Файл має бути фото']);
    expect(rejectionMessages(tooLarge, 'video')).toEqual(['Файл "big.jpg" має недопустимий формат. Файл має бути відео']);
  });

  it("any other reason: «не прийнято: {reason}» with the drop library's own message, one per error", () => {
    const rejected = [
      rejection('doc.pdf', [{ code: 'file-invalid-type', message: 'File type must be image/*' }]),
      rejection('x.mov', [
        { code: 'too-many-files', message: 'Too many files' },
        { code: 'file-too-small', message: 'File is smaller than 5 bytes' },
      ]),
    ];
    expect(rejectionMessages(rejected, 'photo')).toEqual([
      'Файл "doc.pdf" не прийнято: File type must be image/*',
      'Файл "x.mov" не прийнято: Too many files',
      'Файл "x.mov" не прийнято: File is smaller than 5 bytes',
    ]);
  });
});

describe('formatBytes', () => {
  it('shows bytes, кБ, МБ and ГБ with a Ukrainian decimal comma', () => {
    expect(formatBytes(13)).toBe('13 Б');
    expect(formatBytes(1536)).toBe('1,5 кБ');
    expect(formatBytes(1.94 * 1024 ** 3)).toBe('1,9 ГБ');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 МБ');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 ГБ');
  });
});
