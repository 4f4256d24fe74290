import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { normalizeTags, TAG_SEPARATORS } from '@shared/lib/tags';
import { PublicationUpdateSchema } from '@shared/schemas/publications';
import { TagSetRequestSchema } from '@shared/schemas/tags';

describe('normalizeTags (SPEC §2/§5, issue 15 bug 9: a tag never holds a comma)', () => {
  it('splits on commas as on blanks, trims, lowercases, deduplicates, keeps order', () => {
    expect(normalizeTags(['a,b', ' C ', 'b', 'Кава, Ранок'])).toEqual(['a', 'b', 'c', 'кава', 'ранок']);
  });

  it('drops what is empty between separators', () => {
    expect(normalizeTags([',', ' , ,', 'x,,y'])).toEqual(['x', 'y']);
  });

  it('TAG_SEPARATORS matches a comma and any blank', () => {
    expect('a,b c\td'.split(TAG_SEPARATORS)).toEqual(['a', 'b', 'c', 'd']);
  });
});

describe('the schemas normalise the same way', () => {
  it('a tag set saved with "a,b" holds two tags', () => {
    const parsed = v.parse(TagSetRequestSchema, { name: 'travel', tags: ['a,b'] });
    expect(parsed.tags).toEqual(['a', 'b']);
  });

  it('a tag set of commas only is refused as empty', () => {
    expect(v.safeParse(TagSetRequestSchema, { name: 'travel', tags: [','] }).success).toBe(false);
  });

  it("a publication's tags, as a list or as the comma-separated string it is shown as, give the same tags", () => {
    const base = { title: 'Назва', description: '' };
    const fromList = v.parse(PublicationUpdateSchema, { ...base, tags: ['a,b', 'c'] });
    const fromString = v.parse(PublicationUpdateSchema, { ...base, tags: fromList.tags.join(', ') });
    expect(fromList.tags).toEqual(['a', 'b', 'c']);
    expect(fromString.tags).toEqual(fromList.tags);
  });
});
