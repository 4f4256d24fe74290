// @vitest-environment jsdom
import '../helpers/jsdom-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccountDetail, AccountRequest } from '@shared/schemas/accounts';
import { AccountForm } from '@client/features/accounts/components/account-form';
import { deleteDraft, draftKey, draftValues, readDraft } from '@client/lib/form-drafts';
import { commonText } from '@client/lib/text';
import { InDataRouter } from '../helpers/data-router';
import { installFreshIndexedDB } from '../helpers/indexed-db';

installFreshIndexedDB();

const t = commonText.formDraft;
const KEY = draftKey('anon', 'account', 'new');

function renderForm(onSubmit: (body: AccountRequest) => Promise<AccountDetail | void> = () => Promise.resolve()) {
  const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  return render(
    <QueryClientProvider client={client}>
      <InDataRouter leaveLink>
        <AccountForm busy={false} onSubmit={onSubmit} />
      </InDataRouter>
    </QueryClientProvider>,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;

afterEach(async () => {
  cleanup();
  await deleteDraft(KEY);
});

describe('form drafts (the profile form, a new profile)', () => {
  it('keeps what was typed but the secrets, restores it with the line and the secrets note, and "Скинути" clears it', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('proxy'), 'http://10.0.0.7:3128');
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    await user.type(field('TikTokAccess'), 'act.secret-token');
    await waitFor(async () => expect((await readDraft<Record<string, unknown>>(KEY))?.values.proxy).toBe('http://10.0.0.7:3128'));
    await waitFor(async () => expect((await readDraft(KEY))?.omittedHadInput).toBe(true));
    const stored = await readDraft<Record<string, unknown>>(KEY);
    expect(stored?.values).not.toHaveProperty('TikTokAccess');
    cleanup();

    renderForm();
    await screen.findByText(/^Відновлено чернетку від \d{2}\.\d{2}\.\d{4}/);
    expect(screen.getByText(t.secretsNotKept)).toBeTruthy();
    expect(field('proxy').value).toBe('http://10.0.0.7:3128');
    expect(field('TikTokAccess').value).toBe('');

    await user.click(screen.getByRole('button', { name: t.discard }));
    expect(field('proxy').value).toBe('');
    expect(screen.queryByText(/Відновлено чернетку/)).toBeNull();
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
  });

  it('asks before leaving for another page with unsent input; "Залишитися" keeps the form', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('proxy'), 'http://10.0.0.8:3128');
    await user.click(screen.getByRole('link', { name: 'Піти на іншу сторінку' }));
    const dialog = await screen.findByRole('dialog', { name: t.leaveTitle });
    expect(dialog).toBeTruthy();
    await user.click(screen.getByRole('button', { name: t.stay }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(field('proxy').value).toBe('http://10.0.0.8:3128');
    await user.click(screen.getByRole('link', { name: 'Піти на іншу сторінку' }));
    await user.click(await screen.findByRole('button', { name: t.leave }));
    await screen.findByText('Інша сторінка');
  });

  it('a successful send deletes the draft and leaves without asking', async () => {
    const user = userEvent.setup();
    // The create page leaves for the new profile from inside its submit: no question then.
    const onSubmit = vi.fn(() => {
      screen.getByRole('link', { name: 'Піти на іншу сторінку' }).click();
      return Promise.resolve();
    });
    renderForm(onSubmit);
    await user.type(field('proxy'), 'http://10.0.0.9:3128');
    await waitFor(async () => expect((await readDraft<Record<string, unknown>>(KEY))?.values.proxy).toBe('http://10.0.0.9:3128'));
    await user.click(screen.getByRole('button', { name: commonText.actions.save }));
    await screen.findByText('Інша сторінка');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(async () => expect(await readDraft(KEY)).toBeNull());
  });
});

describe('draftValues', () => {
  it('leaves out excluded fields silently and secrets with a note when they held input', () => {
    expect(draftValues({ a: 'x', video: [1], secret: '' }, { exclude: ['video'], secrets: ['secret'] })).toEqual({
      values: { a: 'x' },
      omittedHadInput: false,
    });
    expect(draftValues({ a: 'x', secret: 's' }, { secrets: ['secret'] })).toEqual({ values: { a: 'x' }, omittedHadInput: true });
  });
});
