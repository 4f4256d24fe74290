import { describe, expect, it } from 'vitest';
import { withinUploadLimit } from '@client/lib/upload-limit';

describe('the upload limit, checked before staging', () => {
  it('keeps the files that fit and names the limit for each that does not', () => {
    const limit = 2 * 1024 ** 3;
    const files = [
      { name: 'small.mp4', size: 10 },
      { name: 'huge.mp4', size: limit + 1 },
      { name: 'exact.mp4', size: limit },
    ];
    const { accepted, messages } = withinUploadLimit(files, limit);
    expect(accepted.map((file) => file.name)).toEqual(['small.mp4', 'exact.mp4']);
    expect(messages).toEqual(['Файл "huge.mp4" більший за 2 ГБ: сервер приймає файли до 2 ГБ']);
  });
});
