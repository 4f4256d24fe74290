// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreationRequestDetail, VideoItem } from '@shared/schemas/creation';
import type { PairReadiness } from '@shared/schemas/publish-readiness';
import type { PublicationFormValues } from '@shared/schemas/publications';
import { PublicationForm } from '@client/features/publishing/components/publication-form';
import { InDataRouter } from '../../helpers/data-router';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Profile 2 has YouTube switched on but not connected; the others are ready everywhere. */
let unready: Record<number, PairReadiness['unready']> = {};
let readinessCalls = 0;

beforeEach(() => {
  unready = { 2: ['reconnect'] };
  readinessCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://app.test');
      if (url.pathname !== '/api/publication/readiness') return json(404, { message: 'не та адреса' });
      readinessCalls += 1;
      const ids = (url.searchParams.get('accounts') ?? '').split(',').filter(Boolean).map(Number);
      return json(200, {
        data: ids.flatMap((id) =>
          (['youtube', 'tiktok', 'instagram'] as const).map((platform) => ({
            accountId: id,
            platform,
            enabled: true,
            unready: platform === 'youtube' ? (unready[id] ?? []) : [],
          })),
        ),
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ID_UPLOAD = '00000000-0000-4000-8000-000000000002';
const video = (id: number): VideoItem => ({
  id,
  url: `/api/media/rendered/${id}.mp4`,
  posterUrl: null,
  idUpload: ID_UPLOAD,
  createdAt: '2026-11-22T10:00:00.000Z',
});
const profile = (id: number) => ({ id, title: `#${id} · профіль`, value: id });
const detail: CreationRequestDetail = {
  id: 7,
  idUpload: ID_UPLOAD,
  status: 'success',
  countVideo: 3,
  doneCount: 3,
  error: null,
  sourceName: 'clip.mp4',
  createdAt: '2026-11-22T09:00:00.000Z',
  sentCount: 0,
  publication: null,
  video: [video(1), video(2), video(3)],
  tags: [],
  accounts: [profile(1), profile(2), profile(3)],
  group: [],
  labels: [],
};

async function fillForm() {
  const onSubmit = vi.fn(async (_payload: PublicationFormValues) => undefined);
  const user = userEvent.setup();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <InDataRouter>
        <PublicationForm detail={detail} onSubmit={onSubmit} />
      </InDataRouter>
    </QueryClientProvider>,
  );
  await user.type(screen.getByLabelText('Назва'), 'Літо');
  await user.type(screen.getByLabelText('Теги'), 'літо ');
  await user.click(screen.getByLabelText('Профілі'));
  for (const id of [1, 2, 3]) await user.click(await screen.findByRole('option', { name: `#${id} · профіль` }));
  await user.keyboard('{Escape}');
  await user.click(screen.getByRole('switch', { name: 'YouTube' }));
  await user.click(screen.getByRole('switch', { name: 'Instagram' }));
  const button = screen.getByRole('button', { name: 'Опублікувати' });
  const summary = () => document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent;
  return { user, onSubmit, button, summary };
}

describe('the publishing form before the click: which chosen profiles are ready', () => {
  it('marks the unready chip with its reason in words and counts the rows per platform and the unready apart', async () => {
    const { summary } = await fillForm();
    await waitFor(() => expect(summary()).toBe('Буде опубліковано: 3 відео → 3 профілі: YouTube: 2, Instagram: 3; неготових: 1'));
    const chip = screen.getByTitle('Не готовий: YouTube — потрібно перепідключити');
    expect(chip.textContent).toContain('#2 · профіль');
    // Read with the chip, not only shown as a colour.
    expect(chip.textContent).toContain('Не готовий: YouTube — потрібно перепідключити');
    expect(screen.getAllByTitle(/^Не готовий/)).toHaveLength(1);
  });

  it("asks before sending; 'Пропустити 1 неготових' sends the pair in skip", async () => {
    const { user, onSubmit, button } = await fillForm();
    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Неготових публікацій: 1' });
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog.textContent).toContain('YouTube — потрібно перепідключити');
    expect(screen.getByRole('link', { name: 'Відкрити профіль #2 · профіль у новій вкладці' }).getAttribute('href')).toBe('/accounts/2');
    await user.click(screen.getByRole('button', { name: 'Пропустити 1 неготових' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].skip).toEqual([{ accountId: 2, platform: 'youtube' }]);
  });

  it("'Виправити профілі' sends nothing; once the profile is fixed the next click sends without asking", async () => {
    const { user, onSubmit, button } = await fillForm();
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Виправити профілі' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onSubmit).not.toHaveBeenCalled();
    unready = {};
    const before = readinessCalls;
    await user.click(button);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    // The click read the readiness again rather than trusting what the form showed.
    expect(readinessCalls).toBeGreaterThan(before);
    expect(onSubmit.mock.calls[0]![0].skip).toEqual([]);
  });
});
