// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '@shared/messages';
import type { CreationRequestDetail, VideoItem } from '@shared/schemas/creation';
import type { TikTokCreator } from '@shared/schemas/publication-options';
import type { PublicationFormValues, PublishedItem, PublishedRow } from '@shared/schemas/publications';
import { PublicationForm } from '@client/features/publishing/components/publication-form';
import { tiktokCreator } from '../../helpers/fixtures';
import { InDataRouter } from '../../helpers/data-router';

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const creator = tiktokCreator;
const readyPairs = (accounts: string) =>
  accounts
    .split(',')
    .filter(Boolean)
    .flatMap((id) =>
      ['youtube', 'tiktok', 'instagram'].map((platform) => ({ accountId: Number(id), platform, enabled: true, unready: [] })),
    );

/** GET /api/accounts/{id}/tiktok-creator answers per profile: a creator, or an error status with a message. */
let creators: Record<number, TikTokCreator | { status: number; message: string }> = {};
let creatorCalls: number[] = [];
/** While set, creator answers wait for it. */
let hold: Promise<void> | null = null;

beforeEach(() => {
  creators = { 1: creator(1), 2: creator(2), 3: creator(3) };
  creatorCalls = [];
  hold = null;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      // Every profile has every platform on and ready (publication-form-readiness.test.tsx covers the rest).
      if (url.pathname === '/api/publication/readiness') return json(200, { data: readyPairs(url.searchParams.get('accounts') ?? '') });
      const match = /\/api\/accounts\/(\d+)\/tiktok-creator$/.exec(url.pathname);
      if (!match) return json(404, { message: 'не та адреса' });
      const id = Number(match[1]);
      creatorCalls.push(id);
      if (hold) await hold;
      const answer = creators[id];
      if (!answer) return json(409, { message: 'TikTok не ввімкнено для профілю' });
      return 'status' in answer ? json(answer.status, { message: answer.message }) : json(200, answer);
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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
  sentCount: videos.filter((item) => item.status !== undefined).length,
  publication: null,
  video: videos,
  tags: [{ id: 1, name: 'Літо', tags: ['літо', 'море'], createdBy: null }],
  accounts: [profile(1), profile(2), profile(3)],
  group: [{ id: 5, name: 'Ранкова', accounts: [profile(3), profile(1)], user: { id: 1, login: 'admin' } }],
  labels: [],
});

function renderForm(
  videos: VideoItem[],
  onSubmit = vi.fn(async (_payload: PublicationFormValues) => undefined),
  publication: PublishedItem | null = null,
) {
  const user = userEvent.setup();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <InDataRouter>
        <PublicationForm detail={detail(videos)} publication={publication} onSubmit={onSubmit} />
      </InDataRouter>
    </QueryClientProvider>,
  );
  const pick = async (label: string, option: string) => {
    await user.click(screen.getByLabelText(label));
    await user.click(await screen.findByRole('option', { name: option }));
    await user.keyboard('{Escape}');
  };
  const card = (position: number) => screen.getByRole('listitem', { name: `Відео ${position}` });
  const submit = () => user.click(screen.getByRole('button', { name: 'Опублікувати' }));
  /** Title, one tag and the profiles: what every publication needs besides its platforms. */
  const fillBasics = async (...profiles: number[]) => {
    await user.type(screen.getByLabelText('Назва'), 'Літо');
    await user.type(screen.getByLabelText('Теги'), 'літо ');
    if (profiles.length === 0) return;
    // The multi-select stays open between picks.
    await user.click(screen.getByLabelText('Профілі'));
    for (const id of profiles) await user.click(await screen.findByRole('option', { name: `#${id} · профіль` }));
    await user.keyboard('{Escape}');
  };
  return { user, pick, card, submit, onSubmit, fillBasics };
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
    // Typed in parts, Ukrainian order and 24-hour, whatever the browser's language.
    const date = screen.getByRole('group', { name: 'Дата публікації' });
    expect(
      within(date)
        .getAllByRole('spinbutton')
        .map((part) => part.textContent),
    ).toEqual(['дд', 'мм', 'рррр', '––', '––']);
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
    const { user, pick, card, submit, onSubmit } = renderForm([
      video(1, { status: 'publication', account: profile(9) }),
      video(2),
      video(3),
    ]);
    expect(within(card(1)).getByText('На публікації')).toBeTruthy();
    expect(within(card(1)).getByText('#9 · профіль')).toBeTruthy();
    await user.type(screen.getByLabelText('Назва'), 'Літо');
    await user.type(screen.getByLabelText('Теги'), 'літо ');
    await pick('Профілі', '#1 · профіль');
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    await pick('Хто бачитиме відео', 'Усі');
    expect(within(card(2)).getByText('#1 · профіль')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload).toMatchObject({
      id: ID_UPLOAD,
      title: 'Літо',
      description: '',
      tags: ['літо'],
      inYouTube: false,
      inTikTok: true,
      inInstagram: false,
      date: null,
    });
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

  it("'Виберіть хоча б одну платформу' goes away as soon as any platform is on, and comes back when all are off", async () => {
    const { user, submit } = renderForm([video(1)]);
    await submit();
    expect(await screen.findByText(messages.platformRequired)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    await waitFor(() => expect(screen.queryByText(messages.platformRequired)).toBeNull());
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    expect(await screen.findByText(messages.platformRequired)).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    await waitFor(() => expect(screen.queryByText(messages.platformRequired)).toBeNull());
  });

  it("confirms at the button what will go out: 'N відео → N профілів: platform: rows'", async () => {
    const { user, pick } = renderForm([video(1), video(2), video(3)]);
    const button = screen.getByRole('button', { name: 'Опублікувати' });
    const summary = () => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
    expect(summary()).toBe('Буде опубліковано: 0 відео → 0 профілів: платформу не вибрано');
    await pick('Профілі', '#2 · профіль');
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    await waitFor(() => expect(summary()).toBe('Буде опубліковано: 1 відео → 1 профіль: YouTube: 1'));
    await pick('Групи профілів', 'Ранкова (2)');
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    // The form's order, whatever the order of the clicks.
    await waitFor(() => expect(summary()).toBe('Буде опубліковано: 3 відео → 3 профілі: YouTube: 3, TikTok: 3, Instagram: 3'));
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    expect(summary()).toBe('Буде опубліковано: 3 відео → 3 профілі: TikTok: 3, Instagram: 3');
  });

  it('checks a field with input when it is left by keyboard, and the message goes once the field is put right', async () => {
    const { user } = renderForm([video(1)]);
    // Leaving an untouched empty field says nothing before the first submit.
    await user.click(screen.getByLabelText('Назва'));
    await user.tab();
    expect(screen.queryByText(messages.nameRequired)).toBeNull();
    // Two profiles for one video, then Tab out of the select: the message shows on leaving it.
    await user.click(screen.getByLabelText('Профілі'));
    for (const id of [1, 2]) await user.click(await screen.findByRole('option', { name: `#${id} · профіль` }));
    await user.keyboard('{Escape}');
    expect(screen.queryByText(messages.moreProfilesThanVideos)).toBeNull();
    await user.tab();
    expect(await screen.findByText(messages.moreProfilesThanVideos)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Прибрати #2 · профіль' }));
    await waitFor(() => expect(screen.queryByText(messages.moreProfilesThanVideos)).toBeNull());
  });

  it('a field left by a pointer press is checked only after that press has ended, so the click under it lands', async () => {
    const { user } = renderForm([video(1)]);
    await user.click(screen.getByLabelText('Профілі'));
    for (const id of [1, 2]) await user.click(await screen.findByRole('option', { name: `#${id} · профіль` }));
    await user.keyboard('{Escape}');
    const youtube = screen.getByRole('switch', { name: 'YouTube' });
    // The press starts and the select loses the focus; no message while the button is held.
    await user.pointer({ keys: '[MouseLeft>]', target: youtube });
    expect(screen.getByLabelText('Профілі')).not.toBe(document.activeElement);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(messages.moreProfilesThanVideos)).toBeNull();
    await user.pointer({ keys: '[/MouseLeft]', target: youtube });
    expect((youtube as HTMLInputElement).checked).toBe(true);
    expect(await screen.findByText(messages.moreProfilesThanVideos)).toBeTruthy();
  });

  it("reads the date as Kyiv time (summer: UTC+3) and sends the instant; a half-typed date is refused, never 'publish now'", async () => {
    const { user, submit, onSubmit, fillBasics } = renderForm([video(1)]);
    await fillBasics(1);
    await user.click(screen.getByRole('switch', { name: 'Instagram' }));
    const parts = () => within(screen.getByRole('group', { name: 'Дата публікації' })).getAllByRole('spinbutton');
    await user.click(parts()[0]!);
    await user.keyboard('0107');
    expect(screen.getByText('Заповніть день, місяць, рік, години й хвилини або очистьте поле')).toBeTruthy();
    await submit();
    expect(await screen.findByText(messages.dateInvalid)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(parts()[2]!);
    await user.keyboard('2030');
    await user.keyboard('1205');
    await waitFor(() => expect(screen.queryByText(messages.dateInvalid)).toBeNull());
    expect(screen.getByText('Київський час (UTC+3): 01.07.2030, 12:05')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].date).toBe('2030-07-01T09:05:00.000Z');
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

/** A row of the publication the request's first videos went into. */
const sentRow = (id: number, videoId: number, patch: Partial<PublishedRow>): PublishedRow => ({
  id,
  videoId,
  platform: 'instagram',
  status: 'success',
  error: null,
  postUrl: null,
  account: { id: 9, title: '#9 · профіль' },
  video: {
    id: videoId,
    url: `/api/media/rendered/${videoId}.mp4`,
    posterUrl: null,
    idUpload: ID_UPLOAD,
    createdAt: '2026-11-22T10:00:00.000Z',
  },
  publishAt: null,
  retryAt: null,
  plannedAt: null,
  publishedAt: null,
  attempts: 1,
  views: 0,
  likes: 0,
  comments: 0,
  updatedAt: '2026-11-22T10:00:00.000Z',
  title: 'Ранок',
  description: 'Кава',
  tags: ['кава'],
  caption: null,
  tiktok: null,
  youtube: { madeForKids: false, notifySubscribers: true, categoryId: '22' },
  atPlatform: true,
  ...patch,
});

describe('the rest of a partly published request', () => {
  // Video 1 went out; video 2 waits for its slot; videos 3 and 4 are left to publish.
  const publication: PublishedItem = {
    id: 4,
    idUpload: ID_UPLOAD,
    title: 'Ранок',
    description: 'Кава',
    tags: 'кава, ранок',
    inYouTube: false,
    inTikTok: false,
    inInstagram: true,
    date: null,
    status: 'publication',
    tiktok: null,
    youtube: { madeForKids: false, notifySubscribers: true, categoryId: '10' },
    texts: { youtubeTitle: '', youtubeDescription: '', tiktok: '', instagram: '' },
    tagProfile: [],
    video: [sentRow(1, 1, {}), sentRow(2, 2, { status: 'publication', atPlatform: false })],
    createdAt: '2026-11-22T10:00:00.000Z',
    request: { id: 12, idUpload: ID_UPLOAD, sourceName: 'clip.mp4' },
  };
  const videos = [
    video(1, { status: 'success', account: profile(9) }),
    video(2, { status: 'publication', account: profile(9) }),
    video(3),
    video(4),
  ];
  const note = (count: number) => screen.getByText(`Зміни стосуються лише ${count} відео, які ще не опубліковані`);

  it("starts from the publication's metadata and says which videos a change reaches: the ones it sends and those still waiting", async () => {
    const { user, pick, submit, onSubmit } = renderForm(videos, undefined, publication);
    expect((screen.getByLabelText('Назва') as HTMLInputElement).value).toBe('Ранок');
    expect((screen.getByLabelText('Опис') as HTMLTextAreaElement).value).toBe('Кава');
    expect((screen.getByRole('switch', { name: 'Instagram' }) as HTMLInputElement).checked).toBe(true);
    expect(note(1).closest('[role="status"]')).toBeTruthy();
    await pick('Профілі', '#1 · профіль');
    expect(note(2)).toBeTruthy();
    // The group adds profile 3 after the chosen 1: both videos left go out.
    await pick('Групи профілів', 'Ранкова (2)');
    expect(note(3)).toBeTruthy();

    await user.clear(screen.getByLabelText('Назва'));
    await user.type(screen.getByLabelText('Назва'), 'Вечір');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      title: 'Вечір',
      description: 'Кава',
      tags: ['кава', 'ранок'],
      inInstagram: true,
      youtube: { categoryId: '10' },
      video: [
        { id: 3, account: profile(1) },
        { id: 4, account: profile(3) },
      ],
    });
  });

  it('says nothing of the kind for a request not yet published', () => {
    renderForm([video(1)]);
    expect(screen.queryByText(/Зміни стосуються лише/)).toBeNull();
  });
});

describe("the publishing form's TikTok block (TikTok's Content Sharing Guidelines)", () => {
  const tiktokBlock = () => screen.getByRole('group', { name: 'TikTok' });

  it("shows each profile's creator, offers only what every creator allows with no default, and refuses to publish without it", async () => {
    creators[1] = creator(1, { privacyLevelOptions: ['SELF_ONLY', 'PUBLIC_TO_EVERYONE', 'FOLLOWER_OF_CREATOR'] });
    creators[2] = creator(2, { privacyLevelOptions: ['FOLLOWER_OF_CREATOR', 'SELF_ONLY', 'MUTUAL_FOLLOW_FRIENDS'] });
    const { user, fillBasics, submit, onSubmit } = renderForm([video(1), video(2)]);
    await fillBasics(1, 2);
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    const block = tiktokBlock();
    expect(await within(block).findByText('Студія 1 (@studio1)')).toBeTruthy();
    expect(await within(block).findByText('Студія 2 (@studio2)')).toBeTruthy();
    expect(creatorCalls.sort()).toEqual([1, 2]);

    const privacy = within(block).getByLabelText('Хто бачитиме відео') as HTMLInputElement;
    expect(privacy.value).toBe('');
    for (const name of ['Дозволити коментарі', 'Дозволити дуети', 'Дозволити stitch']) {
      const toggle = within(block).getByRole('switch', { name }) as HTMLInputElement;
      expect(toggle.checked).toBe(false);
      expect(toggle.disabled).toBe(false);
    }
    const declaration = within(block).getByText(/^Публікуючи, ви погоджуєтеся з/);
    expect(declaration.textContent).toBe('Публікуючи, ви погоджуєтеся з Політикою використання музики TikTok');
    expect(within(declaration).getByRole('link').getAttribute('href')).toBe(
      'https://www.tiktok.com/legal/page/global/music-usage-confirmation/en',
    );

    await submit();
    expect(await within(block).findByText(messages.tiktokPrivacyRequired)).toBeTruthy();
    expect(privacy.getAttribute('aria-invalid') ?? privacy.getAttribute('data-invalid')).not.toBeNull();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(privacy);
    const offered = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(offered).toEqual(['Підписники', 'Лише я']);
  });

  it('sends the TikTok and YouTube choices in the payload', async () => {
    const { user, pick, fillBasics, submit, onSubmit } = renderForm([video(1)]);
    await fillBasics(1);
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    await within(tiktokBlock()).findByText('Студія 1 (@studio1)');
    await pick('Хто бачитиме відео', 'Підписники');
    await user.click(screen.getByRole('switch', { name: 'Дозволити коментарі' }));
    await user.click(screen.getByRole('radio', { name: 'Так' }));
    await user.click(screen.getByRole('switch', { name: 'Сповістити підписників' }));
    await pick('Категорія', 'Музика');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = onSubmit.mock.calls[0]![0];
    expect(payload.tiktok).toEqual({ privacyLevel: 'FOLLOWER_OF_CREATOR', allowComments: true, allowDuet: false, allowStitch: false });
    expect(payload.youtube).toEqual({ madeForKids: true, notifySubscribers: false, categoryId: '10' });
  });

  it('an interaction a creator turned off stays off, with a note naming the profile', async () => {
    creators[2] = creator(2, { duetDisabled: true, nickname: 'Кухня' });
    const { user, fillBasics } = renderForm([video(1), video(2)]);
    await fillBasics(1, 2);
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    const block = tiktokBlock();
    await within(block).findByText('Кухня (@studio2)');
    const duet = within(block).getByRole('switch', { name: 'Дозволити дуети' }) as HTMLInputElement;
    expect(duet.disabled).toBe(true);
    expect(duet.checked).toBe(false);
    const note = within(block).getByText('Вимкнено в налаштуваннях TikTok: #2 «Кухня»');
    expect(duet.getAttribute('aria-describedby')).toBe(note.id);
    expect((within(block).getByRole('switch', { name: 'Дозволити stitch' }) as HTMLInputElement).disabled).toBe(false);
  });

  it("shows TikTok's refusal naming the profile with a retry; a profile without TikTok (409) takes no part", async () => {
    creators[2] = { status: 502, message: 'TikTok не відповів: спробуйте ще раз за хвилину' };
    delete creators[3];
    const { user, fillBasics } = renderForm([video(1), video(2), video(3)]);
    await fillBasics(1, 2, 3);
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    const block = tiktokBlock();
    const failed = await within(block).findByRole('listitem', { name: '#2 · профіль' });
    expect(await within(failed).findByText('TikTok не відповів: спробуйте ще раз за хвилину')).toBeTruthy();
    const inactive = within(block).getByRole('listitem', { name: '#3 · профіль' });
    expect(await within(inactive).findByText('TikTok не ввімкнено для профілю')).toBeTruthy();
    expect(within(inactive).queryByRole('button')).toBeNull();

    creators[2] = creator(2);
    await user.click(within(failed).getByRole('button', { name: 'Повторити запит до TikTok для профілю #2 · профіль' }));
    expect(await within(failed).findByText('Студія 2 (@studio2)')).toBeTruthy();
    expect(creatorCalls.filter((id) => id === 2)).toHaveLength(2);
  });

  it('shows a spinner while TikTok is asked', async () => {
    const { user, fillBasics } = renderForm([video(1)]);
    let answer = () => undefined as void;
    hold = new Promise((resolve) => (answer = resolve));
    await fillBasics(1);
    await user.click(screen.getByRole('switch', { name: 'TikTok' }));
    expect((within(tiktokBlock()).getByLabelText('Хто бачитиме відео') as HTMLInputElement).disabled).toBe(true);
    expect(within(tiktokBlock()).getByText('Варіанти зʼявляться, щойно TikTok відповість для вибраних профілів')).toBeTruthy();
    expect(within(tiktokBlock()).getByRole('status').textContent).toBe('Запитуємо налаштування TikTok…');
    answer();
    await within(tiktokBlock()).findByText('Студія 1 (@studio1)');
    expect(within(tiktokBlock()).queryByRole('status')).toBeNull();
    expect((within(tiktokBlock()).getByLabelText('Хто бачитиме відео') as HTMLInputElement).disabled).toBe(false);
  });
});

describe("the publishing form's YouTube block", () => {
  it("defaults to 'Ні' for kids, notifying subscribers and 'Люди й блоги'; counts the tags as YouTube does", async () => {
    const { user } = renderForm([video(1)]);
    expect(screen.queryByText(/^Теги для YouTube/)).toBeNull();
    await user.type(screen.getByLabelText('Теги'), 'літо море ');
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    const block = screen.getByRole('group', { name: 'YouTube' });
    expect((within(block).getByRole('radio', { name: 'Ні' }) as HTMLInputElement).checked).toBe(true);
    expect((within(block).getByRole('radio', { name: 'Так' }) as HTMLInputElement).checked).toBe(false);
    expect((within(block).getByRole('switch', { name: 'Сповістити підписників' }) as HTMLInputElement).checked).toBe(true);
    expect((within(block).getByLabelText('Категорія') as HTMLInputElement).value).toBe('Люди й блоги');
    // 'літо,море': 4 + 1 + 4.
    expect(screen.getByText('Теги для YouTube: 9 / 500')).toBeTruthy();
  });

  it("shows the shared schema's YouTube rules under their fields", async () => {
    const { user, fillBasics, submit, onSubmit } = renderForm([video(1)]);
    await fillBasics(1);
    await user.type(screen.getByLabelText('Назва'), ' <b>');
    await user.type(screen.getByLabelText('Опис'), 'a > b');
    await user.click(screen.getByRole('switch', { name: 'YouTube' }));
    await submit();
    expect(await screen.findByText(messages.youtubeTitleBrackets)).toBeTruthy();
    expect(screen.getByText(messages.youtubeDescriptionBrackets)).toBeTruthy();
    expect(screen.getByLabelText('Назва').getAttribute('aria-describedby')).toBe('title-error');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
