// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { Field } from '@client/components/ui/field';
import { OptionMultiSelect, type ChoosableOption } from '@client/components/ui/option-multi-select';

type Folder = ChoosableOption & { value: number; imagesCount: number };
const folders: Folder[] = [
  { id: 1, title: 'Київ', value: 1, imagesCount: 3 },
  { id: 2, title: 'Львів', value: 2, imagesCount: 0 },
];

function Form({ error }: { error?: string }) {
  const { control } = useForm<{ folders: Folder[] }>({ defaultValues: { folders: [] } });
  const chosen = useWatch({ control, name: 'folders' });
  return (
    <>
      <Field id="folders" label="Папки" error={error}>
        <OptionMultiSelect control={control} name="folders" options={folders} detail={(folder) => `фото: ${folder.imagesCount}`} />
      </Field>
      <output data-testid="value">{JSON.stringify(chosen)}</output>
    </>
  );
}

afterEach(cleanup);

describe('OptionMultiSelect: a form field choosing several options of a list', () => {
  it('shows the titles with their note, and the field holds the chosen options themselves', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByLabelText('Папки'));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Київфото: 3', 'Львівфото: 0']);
    await user.click(screen.getByRole('option', { name: /Львів/ }));
    await user.click(screen.getByRole('option', { name: /Київ/ }));
    expect(JSON.parse(screen.getByTestId('value').textContent ?? '')).toEqual([folders[1], folders[0]]);
  });

  it("says 'Не знайдено' when nothing matches, and takes its field's message", async () => {
    const user = userEvent.setup();
    render(<Form error="Мінімум одна папка з фоном" />);
    const input = screen.getByLabelText('Папки');
    expect(input.getAttribute('aria-describedby')).toBe('folders-error');
    await user.type(input, 'Одеса');
    expect(screen.getByText('Не знайдено').getAttribute('role')).toBe('status');
  });
});
