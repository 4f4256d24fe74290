import { describe, expect, it } from 'vitest';
import { commitBody, uploadIdOf } from '@client/offline/tus-sender';

describe('the commit of a resumable item', () => {
  it('puts each upload id under its field: a list for `name[]`, one value otherwise, next to the item fields', () => {
    const files = [{ field: 'files[]' }, { field: 'videos[]' }, { field: 'files[]' }];
    expect(commitBody({ commit: { body: { folderId: 7 } } }, files, ['a', 'b', 'c'])).toEqual({
      folderId: 7,
      files: ['a', 'c'],
      videos: ['b'],
    });
    expect(commitBody({ commit: { body: { countVideo: 2, folders: [1] } } }, [{ field: 'file' }], ['x'])).toEqual({
      countVideo: 2,
      folders: [1],
      file: 'x',
    });
  });

  it('reads the upload id from a tus URL', () => {
    expect(uploadIdOf('http://localhost:8080/api/uploads/0123456789abcdef0123456789abcdef')).toBe('0123456789abcdef0123456789abcdef');
  });
});
