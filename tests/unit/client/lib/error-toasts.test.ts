import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { ApiError } from '@client/lib/api-error';
import { errorMessages } from '@client/lib/error-toasts';

describe('error → toast texts (SPEC §8)', () => {
  it('a message list becomes one toast per item', () => {
    expect(errorMessages(new ApiError(400, { message: ['Занадто коротко!', 'Обовʼязкове до заповнення'] }))).toEqual([
      'Занадто коротко!',
      'Обовʼязкове до заповнення',
    ]);
  });

  it('a single server message is one toast', () => {
    expect(errorMessages(new ApiError(401, { message: 'Невірний логін або пароль' }))).toEqual(['Невірний логін або пароль']);
  });

  it("falls back to the error's own message, else 'Сталася помилка'", () => {
    expect(errorMessages(new Error('boom'))).toEqual(['boom']);
    expect(errorMessages(new ApiError(500, 'not json'))).toEqual([messages.genericError]);
    expect(errorMessages(null)).toEqual(['Сталася помилка']);
  });
});
