import { describe, expect, it } from 'vitest';
import { creationRequestInput, toSubmission } from '@client/features/creation/api/queue-creation-request';
import { pendingCreationRequests } from '@client/features/creation/components/pending-creation-requests';
import type { QueueItem, QueueState } from '@client/offline/queue-types';

const video = new File(['mp4'], 'clip.mp4', { type: 'video/mp4' });

describe('creation request queue entry (a resumable upload, then POST /api/create-video/from-uploads)', () => {
  it('uploads the video (declared a video) and commits countVideo, isVideo, isPhoto and the folders as JSON', () => {
    const submission = toSubmission(5, {
      countVideo: 2,
      isVideo: false,
      isPhoto: true,
      folders: [
        { id: 7, title: 'Море', value: '7' },
        { id: 9, title: 'Місто', value: '9' },
      ],
      video: [video],
    });
    const input = creationRequestInput(submission);
    expect(input).toMatchObject({ kind: 'creation-request', ownerId: 5, method: 'POST', url: '/api/create-video/from-uploads' });
    expect(input.commit).toEqual({ body: { countVideo: 2, isVideo: false, isPhoto: true, folders: [7, 9] } });
    expect(input.files).toEqual([{ field: 'file', kind: 'video', name: 'clip.mp4', type: 'video/mp4', blob: video }]);
    expect(input.target).toEqual({ label: 'clip.mp4 × 2', href: '/video/request-create' });
    expect(input.invalidates).toEqual([['creation', 'list']]);
  });

  it('lists only creation requests the server has not confirmed yet', () => {
    const queued = (id: string, kind: QueueItem['kind'], state: QueueState) => ({ id, kind, state }) as QueueItem;
    const items = [
      queued('a', 'creation-request', 'queued'),
      queued('b', 'creation-request', 'sending'),
      queued('c', 'creation-request', 'done'),
      queued('d', 'background', 'queued'),
      queued('e', 'creation-request', 'needs-attention'),
    ];
    expect(pendingCreationRequests(items).map((item) => item.id)).toEqual(['a', 'b', 'e']);
  });
});
