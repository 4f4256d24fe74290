// @vitest-environment jsdom
import '../../helpers/jsdom-gaps';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Option } from '@shared/schemas/common';
import type { VariantScore, VideoItem } from '@shared/schemas/creation';
import { assignProfiles } from '@client/features/publishing/model/publication-model';
import { similarPairsAcrossProfiles } from '@client/features/publishing/components/similar-variants';
import { SimilarVariantsWarning } from '@client/features/publishing/components/similar-variants-warning';
import { UniquenessFacts } from '@client/features/publishing/components/uniqueness-facts';
import { VariantUniqueness } from '@client/features/publishing/components/variant-uniqueness';

afterEach(cleanup);

const score = (patch: Partial<VariantScore> = {}): VariantScore => ({
  verdict: 'high',
  sourceDistance: 18.4,
  nearestDistance: 15.2,
  tooSimilarTo: [],
  ...patch,
});
const video = (id: number, patch: Partial<VideoItem> = {}): VideoItem => ({
  id,
  url: `/api/media/rendered/${id}.mp4`,
  posterUrl: null,
  idUpload: '00000000-0000-4000-8000-000000000001',
  createdAt: '2026-11-25T10:00:00.000Z',
  ...patch,
});
const profile = (id: number): Option => ({ id, title: `#${id} · proxy`, value: id });

describe('VariantUniqueness', () => {
  it('shows the verdict, the numbers on hover and to screen readers, and the siblings it is too similar to', () => {
    const items = assignProfiles([video(1, { score: score({ verdict: 'low', nearestDistance: 4.1, tooSimilarTo: [2] }) }), video(2)], []);
    render(<VariantUniqueness video={items[0]!.video} items={items} />);
    const verdict = screen.getByText('Відмінність між варіантами: низька');
    expect(verdict.getAttribute('title')).toContain('Відмінність від джерела: 18,4 з 64; від найближчого сусіднього відео: 4,1 з 64');
    expect(document.getElementById(verdict.getAttribute('aria-describedby')!)!.textContent).toContain('4,1 з 64');
    expect(screen.getByText('Надто схоже на відео 2')).toBeTruthy();
  });

  it('shows nothing for a variant without a score', () => {
    const { container } = render(<VariantUniqueness video={video(1)} items={[]} />);
    expect(container.textContent).toBe('');
  });
});

describe('the gate before publishing', () => {
  const videos = [
    video(1, { score: score({ verdict: 'low', tooSimilarTo: [2] }) }),
    video(2, { score: score({ verdict: 'low', tooSimilarTo: [1] }) }),
    video(3, { score: score() }),
  ];

  it('finds too-similar variants only when they go to two different profiles', () => {
    expect(
      similarPairsAcrossProfiles(assignProfiles(videos, [profile(5), profile(6)])).map(({ first, second }) => [
        first.video.id,
        second.video.id,
      ]),
    ).toEqual([[1, 2]]);
    // One profile: both go to the same one (round-robin over a single profile), no warning.
    expect(similarPairsAcrossProfiles(assignProfiles(videos, [profile(5)]))).toEqual([]);
    // No profile for the second: it is not published.
    expect(similarPairsAcrossProfiles(assignProfiles(videos.slice(0, 2), []))).toEqual([]);
  });

  it('warns by name, in a live region', () => {
    render(<SimilarVariantsWarning assignments={assignProfiles(videos, [profile(5), profile(6)])} />);
    expect(screen.getByRole('status').textContent).toContain('Схожі відео підуть у різні профілі');
    expect(screen.getByText('Відео 1 і 2 майже однакові, а підуть у різні профілі: #5 · proxy і #6 · proxy.')).toBeTruthy();
  });
});

describe('UniquenessFacts', () => {
  it("shows the request's level and its weakest pair", () => {
    const detail = {
      uniqueness: 'medium',
      weakestPair: { a: 11, b: 13, distance: 9.4, verdict: 'medium' },
      video: [video(11), video(12), video(13)],
    };
    render(
      <dl>
        <UniquenessFacts detail={detail as unknown as Parameters<typeof UniquenessFacts>[0]['detail']} />
      </dl>,
    );
    expect(screen.getByText('Середня')).toBeTruthy();
    expect(screen.getByText('Відео 1 і 3: 9,4 з 64 · Відмінність між варіантами: середня')).toBeTruthy();
  });
});
