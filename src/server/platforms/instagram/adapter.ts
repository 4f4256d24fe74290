import { instagramCaption } from '@shared/lib/captions';
import { messages } from '@server/messages';
import {
  PlatformError,
  type ProfileContext,
  type ProfileUpdate,
  type PublishInput,
  type PublishResult,
  type Stats,
  type UploadSessionStore,
} from '../platform';
import { configureReel, findPosted, mediaPk, recentMedia } from './configure';
import { type InstagramAccess, InstagramConnection, type InstagramOptions } from './connection';
import { confirmedInApp, submitCode } from './login';
import { editProfile, mediaStats } from './profile';
import { type InstagramUploadState, newUploadState, parseUploadState, reelMedia, uploadCover, uploadVideo } from './rupload';

export type { InstagramAccess, InstagramOptions } from './connection';

/**
 * Instagram Reels through the private mobile API (profiles only have a login and a password), over the
 * profile's proxy, as the profile's own phone: the upload's stage is remembered on the row, so a retry
 * resumes the video, and a retry after configure first looks for the post, so a lost answer never
 * posts twice. Instagram has no scheduling here: the job waits for the date.
 */
export class InstagramAdapter {
  private readonly configureRetryMs: number;
  private readonly configureAttempts: number;
  private readonly resumeAttempts: number;

  constructor(private readonly options: InstagramOptions) {
    this.configureRetryMs = options.configureRetryMs ?? 3000;
    this.configureAttempts = options.configureAttempts ?? 20;
    this.resumeAttempts = options.resumeAttempts ?? 3;
  }

  async publish(profile: ProfileContext, access: InstagramAccess, input: PublishInput, upload: UploadSessionStore): Promise<PublishResult> {
    const media = reelMedia(input);
    // What the row stores is posted as it is; rows made before it was stored build it as they did.
    const caption = input.caption ?? instagramCaption(input);
    const connection = await InstagramConnection.open(this.options, profile, access);
    const remembered = parseUploadState(await upload.load());
    let state: InstagramUploadState = remembered ?? newUploadState(media);
    const save = async (patch: Partial<InstagramUploadState>) => {
      state = { ...state, ...patch };
      await upload.save(JSON.stringify(state));
    };
    if (!remembered) await save({});

    if (state.stage === 'configure' && state.configureStartedAt !== null) {
      const posted = await findPosted(connection, state, media, caption);
      if (posted) return finish(upload, posted);
    }
    if (state.stage === 'video') {
      await uploadVideo(connection, state, media, this.resumeAttempts);
      await save({ stage: 'cover' });
    }
    if (state.stage === 'cover') {
      await uploadCover(connection, state, media);
      await save({ stage: 'configure' });
    }
    if (state.knownMediaIds === null) {
      const before = (await recentMedia(connection)).map(mediaPk).filter((pk): pk is string => pk !== null);
      await save({ knownMediaIds: before });
    }
    if (state.configureStartedAt === null) await save({ configureStartedAt: Date.now() });
    try {
      return finish(upload, await configureReel(connection, state, media, caption, this.configureAttempts, this.configureRetryMs));
    } catch (error) {
      // The staged video is gone on Instagram's side: the next attempt uploads it again.
      if (error instanceof PlatformError && error.message === messages.instagramMediaNeedsReupload) await upload.save(null);
      throw error;
    }
  }

  async stats(profile: ProfileContext, access: InstagramAccess, mediaId: string): Promise<Stats> {
    return mediaStats(await InstagramConnection.open(this.options, profile, access), mediaId);
  }

  async updateProfile(profile: ProfileContext, access: InstagramAccess, update: ProfileUpdate): Promise<void> {
    await editProfile(await InstagramConnection.open(this.options, profile, access), update);
  }

  /** The code of a two-factor login or of a challenge, as the owner received it; the profile is logged in after. */
  async submitCode(profile: ProfileContext, access: InstagramAccess, code: string): Promise<void> {
    await submitCode(await InstagramConnection.open(this.options, profile, access), code);
  }

  /** The owner confirmed the login in the app: log in again. */
  async confirmLogin(profile: ProfileContext, access: InstagramAccess): Promise<void> {
    await confirmedInApp(await InstagramConnection.open(this.options, profile, access));
  }
}

async function finish(upload: UploadSessionStore, result: PublishResult): Promise<PublishResult> {
  await upload.save(null);
  return result;
}
