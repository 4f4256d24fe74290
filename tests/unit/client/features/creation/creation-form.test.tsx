// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'react-hot-toast';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { FolderOption } from '@shared/schemas/backgrounds';
import { CreationForm, type CreationFormValues } from '@client/features/creation/components/creation-form';
import * as videoFrame from '@client/lib/video-frame';
import { withQueryClient } from '../../helpers/query-wrapper';

// jsdom decodes no video: the frame grab answers a still at once. A spy, restored after the file,
// since the files of a worker share their modules.
const captureVideoFrame = vi
  .spyOn(videoFrame, 'captureVideoFrame')
  .mockImplementation(async () => new Blob(['jpeg'], { type: 'image/jpeg' }));
afterAll(() => captureVideoFrame.mockRestore());

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:preview');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  cleanup();
  captureVideoFrame.mockClear();
});

const folders: FolderOption[] = [
  { id: 7, title: 'Море', value: '7', imagesCount: 2, videosCount: 1 },
  { id: 9, title: 'Місто', value: '9', imagesCount: 4, videosCount: 0 },
  { id: 11, title: 'Порожня', value: '11', imagesCount: 0, videosCount: 0 },
];
const mp4 = (name: string) => new File(['mp4'], name, { type: 'video/mp4' });

function renderForm(onSubmit: (values: CreationFormValues) => Promise<void> = async () => undefined) {
  const user = userEvent.setup();
  const { container } = render(
    withQueryClient(
      <>
        <CreationForm folderOptions={folders} folderOptionsError={null} onRetryFolders={() => undefined} onSubmit={onSubmit} />
        <Toaster />
      </>,
    ),
  );
  const input = container.querySelector<HTMLInputElement>('input[name="video"]')!;
  const choose = (files: File[]) => fireEvent.change(input, { target: { files } });
  const submit = () => user.click(screen.getByRole('button', { name: 'Створити' }));
  const pickFolder = async (title: string) => {
    await user.click(screen.getByRole('combobox'));
    // An option reads its name, then its counts ('Море 2 фото · 1 відео').
    await user.click(await screen.findByRole('option', { name: new RegExp(`^${title}`) }));
    await user.keyboard('{Escape}');
  };
  const removeButton = (name: string) => screen.queryByRole('button', { name: `Прибрати ${name}` });
  return { user, choose, submit, pickFolder, removeButton };
}

describe('video creation form (SPEC §2 /video/create, §5 "Creation request")', () => {
  it('starts with one video, a picture background, no folders and no file', () => {
    renderForm();
    expect((screen.getByLabelText('Кількість відео') as HTMLInputElement).value).toBe('1');
    expect((screen.getByRole('radio', { name: 'картинка' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'відео' }) as HTMLInputElement).checked).toBe(false);
    expect(screen.getByRole('button', { name: 'Завантажити відео' })).toBeTruthy();
  });

  it("refuses an empty submit with 'Мінімум одне відео' and 'Мінімум одна папка з фоном'", async () => {
    const onSubmit = vi.fn(async () => undefined);
    const { submit } = renderForm(onSubmit);
    await submit();
    expect(await screen.findByText(messages.minOneVideo)).toBeTruthy();
    expect(screen.getByText(messages.minOneFolder)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("needs a number of videos: empty → 'Кількість відео', 0 → the range message", async () => {
    const { user, submit } = renderForm();
    const count = screen.getByLabelText('Кількість відео');
    await user.clear(count);
    await submit();
    const countError = () => document.getElementById('countVideo-error')?.textContent;
    await waitFor(() => expect(countError()).toBe(messages.countVideoRequired));
    expect(count.getAttribute('aria-invalid')).toBe('true');
    await user.type(count, '0');
    await submit();
    await waitFor(() => expect(countError()).toBe(messages.countVideoRange));
  });

  it("accumulates dropped videos, says 'Максимум одне відео' for two, and clears it when one is removed", async () => {
    const { choose, submit, removeButton } = renderForm();
    choose([mp4('a.mp4')]);
    await waitFor(() => expect(removeButton('a.mp4')).toBeTruthy());
    choose([mp4('b.mp4')]);
    await waitFor(() => expect(removeButton('b.mp4')).toBeTruthy());
    expect(removeButton('a.mp4')).toBeTruthy();
    await submit();
    expect(await screen.findByText(messages.maxOneVideo)).toBeTruthy();
    fireEvent.click(removeButton('a.mp4')!);
    await waitFor(() => expect(screen.queryByText(messages.maxOneVideo)).toBeNull());
    expect(removeButton('a.mp4')).toBeNull();
    expect(removeButton('b.mp4')).toBeTruthy();
  });

  it('previews the chosen video with its frame at the 1 s mark', async () => {
    const { choose } = renderForm();
    const file = mp4('clip.mp4');
    choose([file]);
    await waitFor(() => expect(captureVideoFrame).toHaveBeenCalledWith(file, 1));
    await waitFor(() => expect(document.querySelector('img[src="blob:preview"]')).toBeTruthy());
  });

  it('a non-video drop gives the exact rejection toast and is not added', async () => {
    const { choose, removeButton } = renderForm();
    choose([new File(['%PDF'], 'doc.pdf', { type: 'application/pdf' })]);
    expect(await screen.findByText('Файл "doc.pdf" не прийнято: File type must be video/*')).toBeTruthy();
    expect(removeButton('doc.pdf')).toBeNull();
  });

  it('submits the count, the chosen background kind, the folders and the one video', async () => {
    const onSubmit = vi.fn(async (_values: CreationFormValues) => undefined);
    const { user, choose, submit, pickFolder, removeButton } = renderForm(onSubmit);
    const count = screen.getByLabelText('Кількість відео');
    await user.clear(count);
    await user.type(count, '3');
    await user.click(screen.getByRole('radio', { name: 'відео' }));
    await pickFolder('Море');
    const file = mp4('source.mp4');
    choose([file]);
    await waitFor(() => expect(removeButton('source.mp4')).toBeTruthy());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      countVideo: 3,
      isVideo: true,
      isPhoto: false,
      folders: [{ id: 7, title: 'Море', value: '7' }],
      video: [file],
    });
  });

  it('shows each folder with its photo and video counts', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('combobox'));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Море2 фото · 1 відео',
      'Місто4 фото · 0 відео',
      'Порожня0 фото · 0 відео',
    ]);
  });

  it('refuses a folder without the chosen kind before queuing, under the field, and takes it once the kind fits', async () => {
    const onSubmit = vi.fn(async (_values: CreationFormValues) => undefined);
    const { user, choose, submit, pickFolder, removeButton } = renderForm(onSubmit);
    await user.click(screen.getByRole('radio', { name: 'відео' }));
    await pickFolder('Місто');
    choose([mp4('source.mp4')]);
    await waitFor(() => expect(removeButton('source.mp4')).toBeTruthy());
    await submit();
    const folderError = () => document.getElementById('folders-error')?.textContent;
    await waitFor(() => expect(folderError()).toBe(`${messages.folderWithoutVideos}: «Місто»`));
    expect(onSubmit).not.toHaveBeenCalled();

    // A picture background fits the folder: the message goes, and the request is queued.
    await user.click(screen.getByRole('radio', { name: 'картинка' }));
    await waitFor(() => expect(folderError()).toBeUndefined());
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('keeps its values when staging fails', async () => {
    const { choose, submit, pickFolder, removeButton } = renderForm(async () => {
      throw new Error('quota');
    });
    await pickFolder('Місто');
    choose([mp4('keep.mp4')]);
    await waitFor(() => expect(removeButton('keep.mp4')).toBeTruthy());
    await submit();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Створити' }).hasAttribute('disabled')).toBe(false));
    expect(removeButton('keep.mp4')).toBeTruthy();
    expect(screen.getByText('Місто')).toBeTruthy();
  });
});
