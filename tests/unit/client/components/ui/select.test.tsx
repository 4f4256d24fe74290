// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { Select, type SelectOption } from '@client/components/ui/select';

const options: SelectOption<number>[] = [
  { value: 1, label: 'Перший' },
  {
    value: 100,
    label: 'Група А',
    children: [
      { value: 2, label: 'Другий' },
      { value: 3, label: 'Третій' },
    ],
  },
];

function Single({ emptyText }: { emptyText?: string }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <>
      <Select<number> options={options} value={value} onChange={setValue} aria-label="Поле" emptyText={emptyText} />
      <output data-testid="value">{String(value)}</output>
    </>
  );
}

function Multi() {
  const [value, setValue] = useState<number[]>([]);
  return (
    <>
      <Select<number> multiple options={options} value={value} onChange={setValue} aria-label="Поле" />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

afterEach(cleanup);

describe('Select (SPEC §2 shared pieces)', () => {
  it("shows the placeholder 'Виберіть значення'", () => {
    render(<Single />);
    expect(screen.getByRole('combobox', { name: 'Поле' }).getAttribute('placeholder')).toBe('Виберіть значення');
  });

  it('renders nested options indented under their group header', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('combobox'));
    const group = screen.getByRole('group', { name: 'Група А' });
    expect(group.textContent).toContain('Другий');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Перший', 'Другий', 'Третій']);
  });

  it('chooses one option in single mode and shows its label', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Третій' }));
    expect(screen.getByTestId('value').textContent).toBe('3');
    expect((screen.getByRole('combobox') as HTMLInputElement).value).toBe('Третій');
  });

  it("says 'Нічого не знайдено' when typing matches nothing, or the text it is given", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Single />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('Нічого не знайдено')).toBeTruthy();
    unmount();
    render(<Single emptyText="Не знайдено" />);
    await user.type(screen.getByRole('combobox'), 'zzz');
    expect(screen.getByText('Не знайдено')).toBeTruthy();
  });

  it('filters by the typed text, keeping the group of a matching child', async () => {
    const user = userEvent.setup();
    render(<Single />);
    await user.type(screen.getByRole('combobox'), 'трет');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Третій']);
    expect(screen.getByRole('group', { name: 'Група А' })).toBeTruthy();
  });

  it('in multi mode keeps adding choices as chips that can be removed', async () => {
    const user = userEvent.setup();
    render(<Multi />);
    await user.click(screen.getByRole('combobox'));
    await user.click(screen.getByRole('option', { name: 'Перший' }));
    await user.click(screen.getByRole('option', { name: 'Третій' }));
    expect(screen.getByTestId('value').textContent).toBe('1,3');
    await user.click(screen.getByRole('button', { name: 'Прибрати Перший' }));
    expect(screen.getByTestId('value').textContent).toBe('3');
  });

  it('a press outside the open list only closes it: the switch under the pointer is not toggled, and the next click works', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Multi />
        <label>
          <input type="checkbox" role="switch" /> YouTube
        </label>
      </>,
    );
    await user.click(screen.getByRole('combobox', { name: 'Поле' }));
    await user.click(screen.getByRole('option', { name: 'Перший' }));
    expect(screen.getByRole('listbox')).toBeTruthy();
    const toggle = screen.getByRole('switch', { name: 'YouTube' }) as HTMLInputElement;
    await user.click(toggle);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(toggle.checked).toBe(false);
    expect(screen.getByTestId('value').textContent).toBe('1');
    await user.click(toggle);
    expect(toggle.checked).toBe(true);
  });

  it("'Вибрати знайдені' adds what the typed search matches, 'Вибрати всі' the rest; an unavailable option is shown, never added", async () => {
    const user = userEvent.setup();
    const profiles: SelectOption<number>[] = [
      { value: 1, label: 'Кава ранок' },
      { value: 2, label: 'Кава вечір', detail: 'у групі «Інша»', disabled: true },
      { value: 3, label: 'Гори' },
      { value: 4, label: 'Кава обід' },
    ];
    function Bulk() {
      const [value, setValue] = useState<number[]>([]);
      return (
        <>
          <Select<number> multiple selectAll options={profiles} value={value} onChange={setValue} aria-label="Профілі" />
          <output data-testid="value">{value.join(',')}</output>
        </>
      );
    }
    render(<Bulk />);
    expect((screen.getByRole('button', { name: 'Вибрати знайдені' }) as HTMLButtonElement).disabled).toBe(true);
    await user.type(screen.getByRole('combobox', { name: 'Профілі' }), 'кава');
    expect(screen.getByRole('option', { name: /Кава вечір/ }).getAttribute('aria-disabled')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Вибрати знайдені' }));
    expect(screen.getByTestId('value').textContent).toBe('1,4');
    await user.click(screen.getByRole('button', { name: 'Вибрати всі' }));
    expect(screen.getByTestId('value').textContent).toBe('1,4,3');
  });
});
