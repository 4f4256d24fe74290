// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PendingCreationRequests } from '@client/features/creation/components/pending-creation-requests';
import type { QueueItem, QueueState } from '@client/offline/queue-types';

afterEach(cleanup);

const item = (id: string, state: QueueState, lastError: string | null = null) =>
  ({ id, kind: 'creation-request', state, lastError, target: { label: `${id}.mp4 × 2` } }) as QueueItem;

describe('queued creation requests above the list', () => {
  it('shows nothing when none is waiting', () => {
    const { container } = render(<PendingCreationRequests items={[]} />);
    expect(container.textContent).toBe('');
  });

  it("shows each waiting request with its queue state; a refused one has the server's reason and can be removed", () => {
    render(
      <PendingCreationRequests
        items={[item('fresh', 'queued'), item('refused', 'needs-attention', 'У папці немає відео для фону: «Лише фото»')]}
      />,
    );
    expect(screen.getByText('fresh.mp4 × 2')).toBeTruthy();
    expect(screen.getByText('У черзі')).toBeTruthy();
    expect(screen.getByText('Потребує уваги')).toBeTruthy();
    expect(screen.getByText('У папці немає відео для фону: «Лише фото»')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Прибрати з черги: fresh.mp4 × 2' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Прибрати з черги: refused.mp4 × 2' })).toBeTruthy();
  });
});
