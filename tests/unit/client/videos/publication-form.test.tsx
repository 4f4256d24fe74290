// @vitest-environment jsdom
import '../helpers/jsdom-gaps';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../../../../src/shared/messages';
import type { CreationRequestDetail, VideoItem } from '../../../../src/shared/schemas/creation';
import type { PublicationFormValues } from '../../../../src/shared/schemas/publications';
import { PublicationForm } from '../../../../src/client/features/videos/components/publication-form';

afterEach(cleanup);

const ID_UPLOAD = '00000000-0000-4000-8000-000000000001';
const video = (id: number, patch: Partial<VideoItem> = {}): VideoItem => ({
  id,
  url: `/api/media/rendered/${id}.mp4`,
  posterUrl: `/api/media/rendered/${id}.jpg`,
  idUpload: ID_UPLOAD,
  createdAt: '2026-11-22T10:00:00.000Z',
  ...patch,
});
const profile = (id: number) => ({ id, title: `#${id} · профіль`, value: id });

const detail = (videos: VideoItem[]): CreationRequestDetail => ({
  id: 12,
  idUpload: ID_UPLOAD,
  status: 'success',
  countVideo: videos.length,
  doneCount: videos.length,
  error: null,
  sourceName: 'clip.mp4',
  createdAt: '2026-11-22T09:00:00.000Z',
  video: videos,
  tags: [{ id: 1, name: 'Літо', tags: ['літо', 'море'], createdBy: null }],
  accounts: [profile(1), profile(2), profile(3)],
  group: [{ id: 5, name: 'Ранкова', accounts: [profile(3), profile(1)], user: { id: 1, login: 'admin' } }],
});

function renderForm(videos: VideoItem[], onSubmit = vi.fn(async (_payload: PublicationFormValues) => undefined)) {
  const user = userEvent.setup();
  render(<PublicationForm detail={detail(videos)} onSubmit={onSubmit} />);
  const pick = async (label: string, option: string) => {
    await user.click(screen.getByLabelText(label));
    await user.click(await screen.findByRole('option', { name: option }));
    await user.keyboard('{Escape}');
  };
  const card = (position: number) => screen.getByRole('listitem', { name: `Відео ${position}` });
  const submit = () => user.click(screen.getByRole('button', { name: 'Опублікувати' }));
  return { user, pick, card, submit, onSubmit };
}

describe('publishing form (SPEC §2 /video/request/{idUpload}, §5 "Publication")', () => {
  it('refuses an empty form with each rule under its field', async () => {
    const { submit, onSubmit } = renderForm([video(1)]);
    await submit();
    expect(await screen.findByText(messages.nameRequired)).toBeTruthy();
    expect(screen.getByText(messages.minOneTag)).toBeTruthy();
    expect(screen.getByText(messages.minOneProfile)).toBeTruthy();
    expect(screen.getByText(messages.platformRequired)).toBeTruthy();
    expect(screen.getByLabelText('Назва').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('labels the switches YouTube, TikTok, Instagram and says the date is Kyiv time', () => {
    renderForm([video(1)]);
    for (const name of ['YouTube', 'TikTok', 'Instagram']) expect(screen.getByRole('switch', { name })).toBeTruthy();
    expect(screen.getByText('Київський час; порожньо — опублікувати одразу')).toBeTruthy();
    expect(screen.getByLabelText('Дата публікації').getAttribute('type')).toBe('datetime-local');
  });

  it('a preset tag set merges its tags into the field', async () => {
    const { user, pick } = renderForm([video(1)]);
    await user.type(screen.getByLabelText('Теги'), 'Море shorts ');
    await pick('Набори тегів', 'Літо (2)');
    const chips = screen.getAllByRole('button', { name: /^Прибрати тег / }).map((button) => button.getAttribute('aria-label'));
    expect(chips).toEqual(['Прибрати тег море', 'Прибрати тег shorts', 'Прибрати тег літо']);
  });

  it("a group adds its profiles; video k shows the k-th profile, the rest 'Не вибраний'", async () => {
    const { pick, card } = renderForm([video(1), video(2), video(3)]);
    expect(within(card(1)).getByText('Не вибраний')).toBeTruthy();
    await pick('Профілі', '#2 · профіль');
    await pick('Групи профілів', 'Ранкова (2)');
    expect(within(card(1)).getByText('#2 · профіль')).toBeTruthy();
    expect(within(card(2)).getByText('#3 · профіль')).toBeTruthy();
    expect(within(card(3)).getByText('#1 · профіль')).toBeTruthy();
    expect(within(card(3)).queryByText('Не вибраний')).toBeNull();
  });

  it('each video is playable with its poster, loading nothing until played', () => {
    renderForm([video(1)]);
    const player = screen.getByLabelText('Відео 1', { selector: 'video' }) as HTMLVideoElement;
    expect(player.hasAttribute('controls')).toBe(true);
    expect(player.getAttribute('preload')).toBe('none');
    expect(player.getAttribute('poster')).toBe('/api/media/rendered/1.jpg');
    expect(player.getAttribute('src')).toBe('/api/media/rendered/1.mp4');
  });

  it('shows a video already sent with its status and profile, and leaves it out of the payload', async () => {
    const { user, pick, card, submit, onSubmit } = renderForm([video(1, { status: 'publication', account: profile(9) }), video(2), video(3)]);
    expect(within(card(1)).getByText('На публікації')).toBeTruthy();
    expect(within(card(1)).getByText('#9 · профіль')).toBeTruthy();
    await user.type(screen.getByLabelText('Назва'), 'Літо');
    await user.type(screen.getByLabelText('Теги'), 'літо ');
    await pick('Профілі', '#1 · профіль');
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    expect(within(card(2)).getByText('#1 · профіль')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload).toMatchObject({ id: ID_UPLOAD, title: 'Літо', description: '', tags: ['літо'], inYouTube: false, inTikTok: true, inInstagram: false, date: null });
    expect(payload.accounts).toEqual([profile(1)]);
    expect(payload.video.map((item) => [item.id, item.account?.id ?? null])).toEqual([
      [2, 1],
      [3, null],
    ]);
  });

  it("refuses more profiles than videos with the schema's message", async () => {
    const { user, pick, submit, onSubmit } = renderForm([video(1)]);
    await user.type(screen.getByLabelText('Назва'), 'x');
    await user.type(screen.getByLabelText('Теги'), 'x ');
    await pick('Групи профілів', 'Ранкова (2)');
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    await submit();
    expect(await screen.findByText(messages.moreProfilesThanVideos)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('keeps the input when the server refuses', async () => {
    const onSubmit = vi.fn(async () => {
      throw new Error('refused');
    });
    const { user, pick, submit } = renderForm([video(1)], onSubmit);
    await user.type(screen.getByLabelText('Назва'), 'Літо');
    await user.type(screen.getByLabelText('Теги'), 'літо ');
    await pick('Профілі', '#1 · профіль');
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect((screen.getByLabelText('Назва') as HTMLInputElement).value).toBe('Літо');
    expect(screen.getByRole('button', { name: 'Опублікувати' }).hasAttribute('disabled')).toBe(false);
  });
});
