import fc from 'fast-check';
import { toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { DB_ID_MAX, dbId, dbIdFromString, IdParamsSchema, OptionSchema, PageQuerySchema } from '@shared/schemas/common';
import { CreationRequestFieldsSchema } from '@shared/schemas/creation';
import { GroupRequestSchema } from '@shared/schemas/groups';
import { PublicationVideoSchema, RetryRequestSchema } from '@shared/schemas/publications';

const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? null : result.issues[0]!.message;
};

/** Numbers PostgreSQL's `integer` cannot hold, or that are no id at all. */
const notAnId = [
  2 ** 31,
  DB_ID_MAX + 1,
  2_606_190_590,
  2 ** 53 + 2,
  1e21,
  -1e21,
  1.5,
  0.1,
  0,
  -0,
  -1,
  Number.NaN,
  Number.POSITIVE_INFINITY,
];

describe('dbId: a database id is a whole number 1..2³¹−1 (PostgreSQL integer)', () => {
  it('accepts every whole number in range and refuses everything else with "Некоректний ідентифікатор"', () => {
    fc.assert(fc.property(fc.integer({ min: 1, max: DB_ID_MAX }), (id) => v.parse(dbId(), id) === id));
    for (const value of notAnId) expect(firstMessage(dbId(), value), String(value)).toBe(messages.invalidId);
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.string(), fc.boolean(), fc.constant(null)), (value) => {
        const valid = typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= DB_ID_MAX;
        return v.is(dbId(), value) === valid;
      }),
    );
  });

  it('reads ids written in digits (path, query, multipart) with the same limits', () => {
    expect(v.parse(dbIdFromString(), '2147483647')).toBe(DB_ID_MAX);
    expect(v.parse(dbIdFromString(), '007')).toBe(7);
    for (const text of ['2147483648', '9999999999', '1e21', '1.5', '-1', '0', '', ' 1', '0x10', '١']) {
      expect(firstMessage(dbIdFromString(), text), text).toBe(messages.invalidId);
    }
    expect(firstMessage(dbIdFromString(messages.folderNotFound), '2147483648')).toBe(messages.folderNotFound);
    expect(v.parse(IdParamsSchema, { id: '42' })).toEqual({ id: 42 });
    expect(firstMessage(IdParamsSchema, { id: '2147483648' })).toBe(messages.invalidId);
    expect(firstMessage(PageQuerySchema, { page: '2147483648' })).toBe(messages.invalidPage);
  });

  it('documents the range in the OpenAPI schema', () => {
    expect(toJsonSchema(dbId(), { errorMode: 'ignore' })).toMatchObject({ type: 'integer', minimum: 1, maximum: DB_ID_MAX });
  });
});

describe('every id a request body carries to an int4 column uses it', () => {
  it('group profiles (bare ids and options)', () => {
    expect(firstMessage(GroupRequestSchema, { name: 'g', accounts: [2_606_190_590] })).toBe(messages.invalidId);
    expect(v.is(GroupRequestSchema, { name: 'g', accounts: [{ id: 1e21 }] })).toBe(false);
    expect(firstMessage(GroupRequestSchema, { name: 'g', accounts: [1.5] })).toBe(messages.invalidId);
    expect(v.parse(GroupRequestSchema, { name: 'g', accounts: [DB_ID_MAX, { id: 1 }] }).accounts).toEqual([DB_ID_MAX, 1]);
  });

  it('select options (profiles and folders of the forms), publication videos and the retried row', () => {
    expect(firstMessage(OptionSchema, { id: 2 ** 31, title: 't', value: 1 })).toBe(messages.invalidId);
    expect(firstMessage(PublicationVideoSchema, { id: 1.5, url: '', idUpload: '', createdAt: '' })).toBe(messages.videoItemInvalid);
    expect(firstMessage(RetryRequestSchema, { videoId: 1e21 })).toBe(messages.invalidId);
  });

  it('folders of a creation request (multipart text)', () => {
    const fields = { countVideo: '1', isPhoto: 'true' };
    expect(firstMessage(CreationRequestFieldsSchema, { ...fields, folders: ['9999999999'] })).toBe(messages.minOneFolder);
    expect(v.parse(CreationRequestFieldsSchema, { ...fields, folders: ['2147483647', '1', '1'] }).folders).toEqual([DB_ID_MAX, 1]);
  });
});
