// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Form } from '@client/components/ui/form';

afterEach(cleanup);

function Harness({ onSubmit }: { onSubmit: () => void }) {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <label htmlFor="name">Назва</label>
      <input id="name" name="name" />
      <label htmlFor="comments">Коментар</label>
      <textarea id="comments" name="comments" />
      <label htmlFor="agree">Згода</label>
      <input id="agree" type="checkbox" />
      <button type="submit">Зберегти</button>
    </Form>
  );
}

describe('Form: sent by its button only', () => {
  it('Enter in a text field or on a checkbox does not submit; the textarea keeps its new line', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(<Harness onSubmit={() => (submitted += 1)} />);
    await user.type(screen.getByLabelText('Назва'), 'Папка{Enter}');
    await user.type(screen.getByLabelText('Коментар'), 'a{Enter}b');
    screen.getByLabelText('Згода').focus();
    await user.keyboard('{Enter}');
    expect(submitted).toBe(0);
    expect((screen.getByLabelText('Коментар') as HTMLTextAreaElement).value).toBe('a\nb');
  });

  it('the submit button still sends it, by click and by Enter on the button', async () => {
    const user = userEvent.setup();
    let submitted = 0;
    render(<Harness onSubmit={() => (submitted += 1)} />);
    await user.click(screen.getByRole('button', { name: 'Зберегти' }));
    screen.getByRole('button', { name: 'Зберегти' }).focus();
    await user.keyboard('{Enter}');
    expect(submitted).toBe(2);
  });
});
