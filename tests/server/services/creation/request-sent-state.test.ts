import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreationRequestDetail, CreationRequestItem } from '@shared/schemas/creation';
import type { Page } from '@shared/schemas/common';
import { makeMediaFixtures } from '../../helpers/media-fixtures';
import { createProfile, finishedRequest, payload, type PublishingApp, startPublishingApp } from '../../helpers/publishing-setup';
import type { TestApp } from '../../helpers/test-app';

/**
 * Issue 15, bug 3: a creation request tells how many of its videos were already sent to publishing
 * and which publication took them, so that a fully sent request opens no publishing form and the
 * requests list offers its publication instead of 'Опублікувати'.
 */

const fx = makeMediaFixtures();
let t: TestApp;
let setup: PublishingApp;
let platforms: PublishingApp['platforms'];
let admin: string;
let adminId: number;

beforeAll(async () => {
  setup = await startPublishingApp();
  ({ t, platforms, admin, adminId } = setup);
});

afterAll(() => setup.close());

const listed = async (idUpload: string) => {
  const page = (await t.call('GET', '/api/create-video', admin)).json() as Page<CreationRequestItem>;
  return page.data.find((item) => item.idUpload === idUpload)!;
};
const detailOf = async (idUpload: string) =>
  (await t.call('GET', `/api/create-video/request/${idUpload}`, admin)).json() as CreationRequestDetail;

describe('a request knows what of it was sent to publishing', () => {
  it('none sent: sentCount 0 and no publication, in the list and the detail', async () => {
    const { idUpload } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 2);
    expect(await listed(idUpload)).toMatchObject({ idUpload, doneCount: 2, sentCount: 0, publication: null });
    expect(await detailOf(idUpload)).toMatchObject({ doneCount: 2, sentCount: 0, publication: null });
  });

  it('partly, then fully sent: the count follows each send and the publication carries its id, idUpload and current title', async () => {
    const profileA = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'Перший');
    const profileB = await createProfile(t, admin, platforms.proxyUrl, { tiktok: true }, 'Другий');
    const { idUpload, videoIds } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 2);

    // Video 1 only (one profile): the request is partly sent.
    const first = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, [videoIds[0]!], [profileA], { inTikTok: true }),
    );
    expect(first.statusCode, first.body).toBe(201);
    const publicationId = (first.json() as { id: number }).id;
    expect(await listed(idUpload)).toMatchObject({
      doneCount: 2,
      sentCount: 1,
      publication: { id: publicationId, idUpload, title: 'Ранкова кава' },
    });

    // Video 2 goes out through the same publication, under a new title: fully sent.
    const second = await t.call(
      'POST',
      `/api/publication/create/${idUpload}`,
      admin,
      payload(idUpload, [videoIds[1]!], [profileB], { inTikTok: true }, { title: 'Вечірня кава' }),
    );
    expect(second.statusCode, second.body).toBe(201);
    const item = await listed(idUpload);
    expect(item).toMatchObject({ doneCount: 2, sentCount: 2, publication: { id: publicationId, idUpload, title: 'Вечірня кава' } });
    const detail = await detailOf(idUpload);
    expect(detail).toMatchObject({ sentCount: 2, publication: { id: publicationId, idUpload, title: 'Вечірня кава' } });
    expect(detail.video.every((video) => video.status !== undefined)).toBe(true);
  });

  it("another user's request is still not theirs to see", async () => {
    const { idUpload } = await finishedRequest(t, adminId, fx.path('clip.mp4'), 1);
    await t.createUser('operator2', 'operator-pass-1');
    const { accessToken } = await t.login('operator2', 'operator-pass-1');
    expect((await t.call('GET', `/api/create-video/request/${idUpload}`, accessToken)).statusCode).toBe(404);
  });
});
