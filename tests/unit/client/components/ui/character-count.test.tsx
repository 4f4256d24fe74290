// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { CharacterCount } from '@client/components/ui/character-count';
import { countBand } from '@client/components/ui/character-count-model';

afterEach(cleanup);

function Harness({ max }: { max: number }) {
  const { register, control } = useForm<{ title: string }>({ defaultValues: { title: '' } });
  return (
    <>
      <label htmlFor="title">Назва</label>
      <input id="title" {...register('title')} />
      <CharacterCount control={control} name="title" max={max} />
    </>
  );
}

describe('CharacterCount', () => {
  it("shows 'N / max' as the text is typed, and speaks only when the band changes (near the limit, over it)", async () => {
    const user = userEvent.setup();
    const { container } = render(<Harness max={20} />);
    // The count's own live region: another file's announcer may still be in the shared document.
    const live = () => container.querySelector('[aria-live="polite"]')!.textContent;
    expect(screen.getByText('0 / 20')).toBeTruthy();
    await user.type(screen.getByLabelText('Назва'), 'Ранкова кава');
    expect(screen.getByText('12 / 20')).toBeTruthy();
    expect(live()).toBe('');
    await user.type(screen.getByLabelText('Назва'), ' і');
    expect(live()).toBe('');
    await user.type(screen.getByLabelText('Назва'), 'й');
    expect(live()).toBe('Залишилося символів: 5');
    await user.type(screen.getByLabelText('Назва'), ' ');
    // Still near: no new announcement at every keystroke.
    expect(live()).toBe('Залишилося символів: 5');
    await user.type(screen.getByLabelText('Назва'), 'круасан');
    expect(screen.getByText('23 / 20')).toBeTruthy();
    // Spoken once, as the text went over (by one character); the figure follows every keystroke.
    expect(live()).toBe('Забагато символів: на 1 більше за межу');
  });

  it('bands: near once a tenth (at least 5) is left, over past the limit', () => {
    expect(countBand(0, 100)).toBe('ok');
    expect(countBand(89, 100)).toBe('ok');
    expect(countBand(90, 100)).toBe('near');
    expect(countBand(100, 100)).toBe('near');
    expect(countBand(101, 100)).toBe('over');
    expect(countBand(1979, 2200)).toBe('ok');
    expect(countBand(1980, 2200)).toBe('near');
  });
});
