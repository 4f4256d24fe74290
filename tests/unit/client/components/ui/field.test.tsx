// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Field, FieldError, FieldScope } from '@client/components/ui/field';
import { NativeSelect } from '@client/components/ui/native-select';
import { PasswordInput } from '@client/components/ui/password-input';
import { Select } from '@client/components/ui/select';
import { SegmentedControl } from '@client/components/ui/segmented-control';
import { TextArea } from '@client/components/ui/text-area';
import { TextInput } from '@client/components/ui/text-input';

afterEach(cleanup);

describe('a Field wires its control once: id, aria-invalid and aria-describedby come from the field', () => {
  it('labels the control by the field id and describes it by the message while there is one', () => {
    render(
      <Field id="login" label="Логін" error="Обовʼязкове до заповнення">
        <TextInput name="login" />
      </Field>,
    );
    const input = screen.getByLabelText('Логін');
    expect(input.id).toBe('login');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('login-error');
    expect(screen.getByRole('alert').id).toBe('login-error');
    expect(screen.getByRole('alert').textContent).toBe('Обовʼязкове до заповнення');
  });

  it('without a message: no aria-invalid, no aria-describedby, and the hint shows', () => {
    render(
      <Field id="comments" label="Коментар" hint="Необовʼязково">
        <TextArea name="comments" />
      </Field>,
    );
    const area = screen.getByLabelText('Коментар');
    expect(area.hasAttribute('aria-invalid')).toBe(false);
    expect(area.hasAttribute('aria-describedby')).toBe(false);
    expect(screen.getByText('Необовʼязково')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('wires the password field (its show/hide toggle controls the same id) and the native select alike', () => {
    render(
      <>
        <Field id="password" label="Пароль" error="Занадто коротко!">
          <PasswordInput name="password" />
        </Field>
        <Field id="ipVersion" label="Версія IP" error="Невідома версія">
          <NativeSelect name="ipVersion" options={[{ value: 'ipv4', label: 'ipv4' }]} />
        </Field>
      </>,
    );
    const password = screen.getByLabelText('Пароль');
    expect(password.getAttribute('aria-describedby')).toBe('password-error');
    expect(screen.getByRole('button', { name: 'Показати пароль' }).getAttribute('aria-controls')).toBe('password');
    expect(screen.getByLabelText('Версія IP').getAttribute('aria-describedby')).toBe('ipVersion-error');
  });

  it('describes the combobox of a Select by the message too (Headless UI would drop the prop)', () => {
    render(
      <Field id="group" label="Група" error="Мінімум один профіль">
        <Select<number> multiple options={[]} value={[]} onChange={() => undefined} />
      </Field>,
    );
    const combobox = screen.getByRole('combobox');
    expect(combobox.id).toBe('group');
    expect(combobox.getAttribute('aria-describedby')).toBe('group-error');
  });

  it("a control's own props win over its field's", () => {
    render(
      <Field id="name" label="Назва" error="Обовʼязкове до заповнення">
        <TextInput name="name" invalid={false} aria-describedby="other" />
      </Field>,
    );
    const input = screen.getByLabelText('Назва');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.getAttribute('aria-describedby')).toBe('other');
  });

  it('keeps the hint in place, hidden, under a message when the hint is steady', () => {
    const { rerender } = render(
      <Field id="accounts" label="Профілі" hint="Вибрано профілів: 0 з 2" steadyHint>
        <TextInput name="accounts" />
      </Field>,
    );
    expect(screen.getByText('Вибрано профілів: 0 з 2').hasAttribute('aria-hidden')).toBe(false);
    rerender(
      <Field id="accounts" label="Профілі" hint="Вибрано профілів: 0 з 2" error="Мінімум один профіль" steadyHint>
        <TextInput name="accounts" />
      </Field>,
    );
    expect(screen.getByText('Вибрано профілів: 0 з 2').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Мінімум один профіль');
  });
});

describe('a FieldScope wires a control with no label of its own and shows its message', () => {
  it('describes a group of radios by the message under it', () => {
    render(
      <FieldScope id="isPhoto" error="Виберіть тип фону: відео або картинка">
        <SegmentedControl legend="Тип фону" name="kind" segments={[{ value: true, label: 'картинка' }]} value onChange={() => undefined}>
          <FieldError />
        </SegmentedControl>
      </FieldScope>,
    );
    expect(screen.getByRole('group', { name: 'Тип фону' }).getAttribute('aria-describedby')).toBe('isPhoto-error');
    expect(screen.getByRole('alert').id).toBe('isPhoto-error');
  });

  it('shows nothing while there is no message', () => {
    render(
      <FieldScope id="video">
        <FieldError />
      </FieldScope>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
