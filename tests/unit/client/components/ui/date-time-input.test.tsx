// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTimeInput } from '@client/components/ui/date-time-input';
import {
  INCOMPLETE_DATE,
  displayLocal,
  fieldValue,
  formatLocal,
  kyivEffectiveLocal,
  kyivNowLocal,
  kyivOffsetLabel,
  parseLocal,
} from '@client/components/ui/date-time-input-model';
import { kyivLocalToDate } from '@shared/lib/kyiv-time';

afterEach(cleanup);

describe('the date-time model: a Kyiv wall time as `YYYY-MM-DDTHH:mm`', () => {
  it('parses and formats a value both ways, with leading zeros', () => {
    expect(parseLocal('2026-01-05T07:03')).toEqual({ year: 2026, month: 1, day: 5, hour: 7, minute: 3 });
    expect(formatLocal({ year: 2026, month: 1, day: 5, hour: 7, minute: 3 })).toBe('2026-01-05T07:03');
    expect(formatLocal(parseLocal('2026-12-31T23:59'))).toBe('2026-12-31T23:59');
    // Seconds at :00 (what a datetime-local may hold) are accepted and dropped.
    expect(formatLocal(parseLocal('2026-06-01T10:00:00'))).toBe('2026-06-01T10:00');
    expect(formatLocal(null)).toBe('');
  });

  it('refuses what is no date: empty, partial, impossible days and times, other formats', () => {
    for (const value of [
      '',
      INCOMPLETE_DATE,
      '2026-02-29T10:00',
      '2026-04-31T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01T10:60',
      '01.02.2026 10:00',
      '2026-01-01',
    ]) {
      expect(parseLocal(value), value).toBeNull();
    }
    expect(parseLocal('2028-02-29T10:00')).not.toBeNull();
  });

  it('a field is empty, full, or partly filled — never a half-typed date taken as "publish now"', () => {
    expect(fieldValue(null, false)).toBe('');
    expect(fieldValue(null, true)).toBe(INCOMPLETE_DATE);
    expect(fieldValue({ year: 2026, month: 3, day: 9, hour: 0, minute: 5 }, true)).toBe('2026-03-09T00:05');
    // The shared schema reads the partial value as no date at all.
    expect(kyivLocalToDate(INCOMPLETE_DATE)).toBeNull();
  });

  it("shows a value the Ukrainian way, 24-hour, whatever the browser's locale", () => {
    expect(displayLocal('2026-11-25T14:30')).toBe('25.11.2026, 14:30');
    expect(displayLocal('2026-01-05T00:07')).toBe('05.01.2026, 00:07');
    expect(displayLocal(INCOMPLETE_DATE)).toBe('');
  });

  it("tells Kyiv's offset: UTC+2 in winter, UTC+3 in summer, switching at the DST edges", () => {
    expect(kyivOffsetLabel('2026-01-15T12:00')).toBe('UTC+2');
    expect(kyivOffsetLabel('2026-07-15T12:00')).toBe('UTC+3');
    // Spring: 29 March 2026, 03:00 EET becomes 04:00 EEST.
    expect(kyivOffsetLabel('2026-03-29T02:59')).toBe('UTC+2');
    expect(kyivOffsetLabel('2026-03-29T04:00')).toBe('UTC+3');
    // Autumn: 25 October 2026, 04:00 EEST becomes 03:00 EET; 03:00–03:59 happens twice and is read as winter time.
    expect(kyivOffsetLabel('2026-10-25T02:59')).toBe('UTC+3');
    expect(kyivOffsetLabel('2026-10-25T03:30')).toBe('UTC+2');
    expect(kyivOffsetLabel('2026-10-25T04:00')).toBe('UTC+2');
    expect(kyivOffsetLabel('')).toBeNull();
  });

  it('a wall time the spring change skips happens an hour later; every other one as it is', () => {
    expect(kyivEffectiveLocal('2026-03-29T03:00')).toBe('2026-03-29T04:00');
    expect(kyivEffectiveLocal('2026-03-29T03:30')).toBe('2026-03-29T04:30');
    expect(kyivEffectiveLocal('2026-03-29T02:59')).toBe('2026-03-29T02:59');
    expect(kyivEffectiveLocal('2026-10-25T03:30')).toBe('2026-10-25T03:30');
    expect(kyivEffectiveLocal('2026-11-25T14:30')).toBe('2026-11-25T14:30');
    expect(kyivEffectiveLocal(INCOMPLETE_DATE)).toBeNull();
  });

  it("now is the current minute on Kyiv's clock, not the machine's", () => {
    expect(kyivNowLocal(new Date('2026-07-01T21:30:45Z'))).toBe('2026-07-02T00:30');
    expect(kyivNowLocal(new Date('2026-12-31T22:00:00Z'))).toBe('2027-01-01T00:00');
  });
});

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="when">Дата публікації</label>
      <DateTimeInput id="when" label="Дата публікації" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('the date-time field', () => {
  const held = () => screen.getByTestId('value').textContent;

  it("is typed in parts in Ukrainian order, 24-hour: 'дд.мм.рррр, гг:хв'", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const parts = screen.getAllByRole('spinbutton');
    expect(parts.map((part) => part.getAttribute('aria-label'))).toHaveLength(5);
    expect(screen.getByRole('group', { name: 'Дата публікації' })).toBeTruthy();
    expect(parts.map((part) => part.textContent).join('|')).toBe('дд|мм|рррр|––|––');
    await user.click(parts[0]!);
    await user.keyboard('25112026');
    // Partly filled: the field says so, it is not "publish now".
    expect(held()).toBe(INCOMPLETE_DATE);
    await user.keyboard('1730');
    expect(held()).toBe('2026-11-25T17:30');
    expect(
      screen
        .getAllByRole('spinbutton')
        .map((part) => part.textContent)
        .join('|'),
    ).toBe('25|11|2026|17|30');
    // Read as a whole (without the direction marks around the time): Ukrainian order, 24-hour.
    expect(screen.getByRole('group', { name: 'Дата публікації' }).textContent?.replace(/[\u2066-\u2069]/g, '')).toBe('25.11.2026, 17:30');
  });

  it("a click on the field's label starts at its first part (the day)", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByText('Дата публікації', { selector: 'label' }));
    expect(document.activeElement).toBe(screen.getAllByRole('spinbutton')[0]);
  });

  it('shows a given value and is cleared back to empty by its clear button', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-03-09T08:05" />);
    expect(
      screen
        .getAllByRole('spinbutton')
        .map((part) => part.textContent)
        .join('|'),
    ).toBe('09|03|2026|08|05');
    await user.click(screen.getByRole('button', { name: 'Очистити поле «Дата публікації»' }));
    expect(held()).toBe('');
    expect(screen.queryByRole('button', { name: /^Очистити/ })).toBeNull();
  });
});
