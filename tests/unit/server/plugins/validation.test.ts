import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { arraysAsNotObjects } from '@server/plugins/validation';

const parse = (schema: v.GenericSchema, data: unknown) => v.safeParse(schema, arraysAsNotObjects(schema as never, data));

describe('an array where the schema has an object', () => {
  const Limits = v.object({ dailyCap: v.optional(v.number()) });
  const Body = v.object({
    name: v.optional(v.string()),
    limits: v.optional(Limits),
    maybe: v.optional(v.nullable(Limits)),
    list: v.optional(v.array(Limits)),
    byPlatform: v.optional(v.record(v.string(), Limits)),
    tags: v.optional(v.array(v.string())),
    either: v.optional(v.union([v.array(v.string()), Limits])),
  });

  it('valibot alone takes it for an empty object', () => {
    expect(v.safeParse(Body, []).success).toBe(true);
    expect(v.safeParse(Body, { limits: [] }).success).toBe(true);
  });

  it('is refused as the body and at any depth: a field, a nullable field, an array item, a record value', () => {
    for (const data of [
      [],
      [{}],
      { limits: [] },
      { maybe: [] },
      { list: [{}, []] },
      { byPlatform: { youtube: [] } },
      { limits: { dailyCap: 1 }, list: [[]] },
    ]) {
      const result = parse(Body, data);
      expect(result.success, JSON.stringify(data)).toBe(false);
    }
    const nested = parse(Body, { limits: [] });
    expect(v.getDotPath(nested.issues![0]!)).toBe('limits');
  });

  it('leaves what is right alone: objects, arrays where arrays belong, null, a union that takes an array', () => {
    for (const data of [
      {},
      { limits: { dailyCap: 2 } },
      { maybe: null },
      { tags: ['a'] },
      { list: [{ dailyCap: 1 }] },
      { either: ['a'] },
      { either: {} },
    ]) {
      const result = parse(Body, data);
      expect(result.success, JSON.stringify(data)).toBe(true);
    }
    const input = { limits: { dailyCap: 2 }, tags: ['a'] };
    expect(parse(Body, input).output).toEqual(input);
  });
});
