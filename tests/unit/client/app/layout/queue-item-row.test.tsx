// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { QueueItemRow } from '@client/app/layout/queue-item-row';
import type { QueueItem } from '@client/offline/queue-types';

const item = (overrides: Partial<QueueItem>): QueueItem => ({
  id: 'i1',
  kind: 'background',
  ownerId: 1,
  createdAt: 1,
  idempotencyKey: 'key-00000001',
  state: 'queued',
  attempts: 1,
  lastError: 'Немає звʼязку із сервером',
  bytesTotal: 2048,
  bytesSent: 1024,
  nextAttemptAt: 0,
  method: 'POST',
  url: '/api/photo-bg',
  fields: [],
  files: [{ field: 'files', name: 'a.png', type: 'image/png', size: 2048 }],
  target: { label: 'Папка' },
  invalidates: [],
  ...overrides,
});

const show = (value: QueueItem) =>
  render(
    <MemoryRouter>
      <ul>
        <QueueItemRow item={value} />
      </ul>
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('a queue row shows the current state', () => {
  it("sending again: 'Надсилається' with its progress, not the last try's error", () => {
    show(item({ state: 'sending' }));
    expect(screen.getByText('Надсилається')).toBeTruthy();
    expect(screen.queryByText('Немає звʼязку із сервером')).toBeNull();
  });

  it('waiting for the next try: the error that made it wait', () => {
    show(item({ state: 'retrying' }));
    expect(screen.getByText('Очікує повтору')).toBeTruthy();
    expect(screen.getByText('Немає звʼязку із сервером')).toBeTruthy();
  });
});
