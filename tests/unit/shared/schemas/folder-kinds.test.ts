import { describe, expect, it } from 'vitest';
import { messages } from '@shared/messages';
import { folderKindProblem } from '@shared/schemas/backgrounds';

const folder = (imagesCount: number, videosCount: number) => ({ name: 'Київ', imagesCount, videosCount });

describe('folderKindProblem: a chosen folder must hold a background of the chosen kind', () => {
  it('refuses a folder without photos for a picture background', () => {
    expect(folderKindProblem(folder(0, 3), { isPhoto: true, isVideo: false })).toBe(`${messages.folderWithoutImages}: «Київ»`);
  });

  it('refuses a folder without videos for a video background', () => {
    expect(folderKindProblem(folder(5, 0), { isPhoto: false, isVideo: true })).toBe(`${messages.folderWithoutVideos}: «Київ»`);
  });

  it('with both kinds, any background will do; an empty folder says it has neither', () => {
    expect(folderKindProblem(folder(0, 1), { isPhoto: true, isVideo: true })).toBeNull();
    expect(folderKindProblem(folder(0, 0), { isPhoto: true, isVideo: true })).toBe(`${messages.folderWithoutBackgrounds}: «Київ»`);
  });

  it('takes a folder that has the kind', () => {
    expect(folderKindProblem(folder(1, 0), { isPhoto: true, isVideo: false })).toBeNull();
    expect(folderKindProblem(folder(0, 1), { isPhoto: false, isVideo: true })).toBeNull();
  });

  it('leaves a missing kind to its own rule', () => {
    expect(folderKindProblem(folder(0, 0), { isPhoto: false, isVideo: false })).toBeNull();
  });
});
