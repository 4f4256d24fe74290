// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import { BackgroundUploadForm, type BackgroundUploadValues } from '@client/features/backgrounds/components/background-upload-form';
import { withQueryClient } from '../../helpers/query-wrapper';

beforeAll(() => {
  // jsdom has no object URLs; the thumbnails only need a string.
  URL.createObjectURL = vi.fn(() => 'blob:thumb');
  URL.revokeObjectURL = vi.fn();
});

afterEach(cleanup);

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

function renderForm(onSubmit: (values: BackgroundUploadValues) => Promise<void>, maxUploadBytes?: number) {
  const { container } = render(
    withQueryClient(
      <>
        <BackgroundUploadForm onSubmit={onSubmit} />
        <Toaster />
      </>,
      maxUploadBytes,
    ),
  );
  const input = (name: 'files' | 'videos') => container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  return { input };
}

async function choose(input: HTMLInputElement, files: File[]) {
  fireEvent.change(input, { target: { files } });
}

describe('background upload form (SPEC §2, §5)', () => {
  it('shows both zones with their buttons and drop hints', () => {
    renderForm(async () => undefined);
    for (const text of ['Завантажити фото', 'Завантажити відео']) expect(screen.getByRole('button', { name: text })).toBeTruthy();
    for (const text of ['Перетягніть фото сюди щоб додати їх', 'Перетягніть відео сюди щоб додати їх'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it("refuses an empty save with 'Потрібно додати хоча б одне зображення або відео'", async () => {
    const onSubmit = vi.fn(async () => undefined);
    renderForm(onSubmit);
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    expect(await screen.findByText(messages.atLeastOneMedia)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('a non-image in the photo zone gives the exact rejection toast and is not added', async () => {
    const { input } = renderForm(async () => undefined);
    await choose(input('files'), [new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Файл "doc.pdf" не прийнято: File type must be image/*')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Прибрати doc.pdf' })).toBeNull();
  });

  it("a file over the server's limit is refused at once, naming the limit, and is not added (nothing to stage)", async () => {
    const { input } = renderForm(async () => undefined, 2048);
    await choose(input('files'), [new File([new Uint8Array(4096)], 'big.png', { type: 'image/png' }), png('small.png')]);
    expect(await screen.findByText('Файл "big.png" більший за 2 кБ: сервер приймає файли до 2 кБ')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Прибрати big.png' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Прибрати small.png' })).toBeTruthy();
  });

  it('lists a thumbnail per chosen file with a remove control, and submits the files', async () => {
    const onSubmit = vi.fn(async (_values: BackgroundUploadValues) => undefined);
    const { input } = renderForm(onSubmit);
    await choose(input('files'), [png('a.png'), png('b.png')]);
    await screen.findByRole('button', { name: 'Прибрати a.png' });
    await userEvent.click(screen.getByRole('button', { name: 'Прибрати a.png' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Прибрати a.png' })).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const values = onSubmit.mock.calls[0]![0];
    expect(values.files.map((file) => file.name)).toEqual(['b.png']);
    expect(values.videos).toEqual([]);
    // Staged: the form resets.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Прибрати b.png' })).toBeNull());
  });

  it('keeps the files when staging fails', async () => {
    const { input } = renderForm(async () => {
      throw new Error('quota');
    });
    await choose(input('files'), [png('keep.png')]);
    await screen.findByRole('button', { name: 'Прибрати keep.png' });
    await userEvent.click(screen.getByRole('button', { name: 'Зберегти' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Зберегти' }).hasAttribute('disabled')).toBe(false));
    expect(screen.getByRole('button', { name: 'Прибрати keep.png' })).toBeTruthy();
  });
});
