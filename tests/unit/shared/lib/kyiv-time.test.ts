import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dateToKyivLocal, kyivLocalToDate } from '@shared/lib/kyiv-time';
import { messages } from '@shared/messages';
import { PublicationRequestSchema } from '@shared/schemas/publications';

describe('Kyiv datetime-local values', () => {
  it('reads a value without seconds (what a datetime-local gives at :00) as Kyiv wall time', () => {
    expect(kyivLocalToDate('2026-12-01T12:30')?.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(kyivLocalToDate('2026-07-01T12:30')?.toISOString()).toBe('2026-07-01T09:30:00.000Z');
  });

  it('reads a value with seconds', () => {
    expect(kyivLocalToDate('2026-12-01T12:30:15')?.toISOString()).toBe('2026-12-01T10:30:15.000Z');
  });

  it('takes a full ISO instant as it is and refuses what is not a date', () => {
    expect(kyivLocalToDate('2026-12-01T10:30:00.000Z')?.toISOString()).toBe('2026-12-01T10:30:00.000Z');
    expect(kyivLocalToDate('завтра')).toBeNull();
  });

  it('round-trips through dateToKyivLocal', () => {
    expect(dateToKyivLocal(kyivLocalToDate('2026-03-29T05:15')!)).toBe('2026-03-29T05:15');
  });
});

describe('the publication date rule', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00.000Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const base = {
    title: 'x',
    tags: ['a'],
    accounts: [{ id: 1, title: '#1', value: 1 }],
    video: [{ id: 1, url: '/v.mp4', idUpload: 'u', createdAt: '2026-11-22T09:00:00.000Z' }],
    inYouTube: true,
  };
  const parse = (date: unknown) => v.safeParse(PublicationRequestSchema, { ...base, date });

  it('a future datetime-local value is kept as that Kyiv instant; empty or missing means now (null)', () => {
    expect(parse('2026-12-01T12:30').output).toMatchObject({ date: new Date('2026-12-01T10:30:00.000Z') });
    expect(parse('').output).toMatchObject({ date: null });
    expect(parse(null).output).toMatchObject({ date: null });
    expect(parse(undefined).output).toMatchObject({ date: null });
  });

  it("refuses a past date with 'Дата публікації має бути в майбутньому' and garbage with 'Некоректна дата'", () => {
    expect(parse('2026-11-01T10:00').issues?.map((issue) => issue.message)).toEqual([messages.dateInPast]);
    expect(parse('завтра').issues?.[0]?.message).toBe(messages.dateInvalid);
  });
});
