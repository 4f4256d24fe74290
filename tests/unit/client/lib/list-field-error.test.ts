import { describe, expect, it } from 'vitest';
import { listFieldError } from '@client/lib/list-field-error';

describe('listFieldError', () => {
  it('is empty when the list has no error', () => {
    expect(listFieldError(undefined)).toBeUndefined();
    expect(listFieldError([undefined, undefined])).toBeUndefined();
  });

  it("prefers the list's own rule, then its root's", () => {
    expect(listFieldError({ type: 'min_length', message: 'Оберіть хоча б один профіль' })).toBe('Оберіть хоча б один профіль');
    expect(listFieldError({ root: { type: 'check', message: 'Забагато тегів' } })).toBe('Забагато тегів');
  });

  it("falls back to the first item's message, skipping items without one", () => {
    const errors = [undefined, { type: 'check', message: 'Файл повинен бути відео' }, { type: 'check', message: 'другий' }];
    expect(listFieldError(errors)).toBe('Файл повинен бути відео');
  });

  it("finds an item's nested field message", () => {
    expect(listFieldError([undefined, { id: { type: 'number', message: 'Невідома папка' } }])).toBe('Невідома папка');
  });
});
