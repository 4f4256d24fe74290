import { publicationMessages } from '../messages/publications';
import type { Platform } from '../status';
import { captionLength, captionLimit, composeCaption, instagramCaption, ownCaption } from './captions';
import { hasAngleBrackets, utf8Bytes, YOUTUBE_DESCRIPTION_MAX_BYTES, YOUTUBE_TITLE_MAX } from './youtube-metadata';

/**
 * What one publication row is posted with, built from the publication's shared text, the texts the
 * operator wrote for each platform and the row's profile (its variables). The publishing form previews
 * it and the server stores it on the row for the adapters to post, both through `buildPostText`.
 */

/** `{профіль}`: the profile's name (its comment); `{група}`: its group; `{посилання}`: its page on the row's platform. */
export const TEXT_VARIABLES = ['профіль', 'група', 'посилання'] as const;
export type TextVariable = (typeof TEXT_VARIABLES)[number];

const VARIABLE_PATTERN = /\{([^{}\n]{1,40})\}/gu;
const isTextVariable = (name: string): name is TextVariable => (TEXT_VARIABLES as readonly string[]).includes(name);

/** What a profile fills the variables with; null where it has nothing (an error, never an empty string). */
export interface ProfileTextValues {
  accountId: number;
  /** How lists and messages name the profile. */
  title: string;
  name: string | null;
  group: string | null;
  /** The profile's page on each platform, where it is known (TikTok's is not kept). */
  links: Record<Platform, string | null>;
  /** The platforms switched on in the profile: a publication makes rows only for these. */
  platforms: Platform[];
}

/** The texts written for one platform; empty means the shared title, description and tags are used. */
export interface PlatformTexts {
  youtubeTitle: string;
  youtubeDescription: string;
  tiktok: string;
  instagram: string;
}
export type PlatformTextField = keyof PlatformTexts;
export const PLATFORM_TEXT_FIELDS = ['youtubeTitle', 'youtubeDescription', 'tiktok', 'instagram'] as const satisfies PlatformTextField[];

export interface PostTextSource {
  title: string;
  description: string;
  tags: readonly string[];
  texts: Partial<PlatformTexts>;
}

/** What a row is posted with: YouTube's title, description and tags, or TikTok's and Instagram's caption. */
export interface PostText {
  title: string;
  description: string;
  tags: string[];
  /** The caption exactly as posted (TikTok, Instagram); null for YouTube. */
  caption: string | null;
}

export type PostTextProblem =
  | { kind: 'missing'; variable: TextVariable }
  | { kind: 'tooLong'; field: PlatformTextField; length: number; max: number }
  | { kind: 'empty'; field: 'youtubeTitle' }
  | { kind: 'brackets'; field: 'youtubeTitle' | 'youtubeDescription' };

/** The variable names in a text, each once, in order of appearance. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(VARIABLE_PATTERN)].map((match) => match[1]!))];
}

/** Names in braces that are not one of the variables (the form and the schema refuse them). */
export const unknownVariables = (text: string): string[] => variablesIn(text).filter((name) => !isTextVariable(name));

function valueOf(variable: TextVariable, profile: ProfileTextValues, platform: Platform): string | null {
  const value = variable === 'профіль' ? profile.name : variable === 'група' ? profile.group : profile.links[platform];
  return value?.trim() ? value.trim() : null;
}

/**
 * The text with the profile's values in place of its variables; a variable the profile cannot fill
 * stays as written and is listed in `missing` (unknown names are left as they are).
 */
export function resolveVariables(text: string, profile: ProfileTextValues, platform: Platform): { text: string; missing: TextVariable[] } {
  const missing = new Set<TextVariable>();
  const resolved = text.replace(VARIABLE_PATTERN, (whole, name: string) => {
    if (!isTextVariable(name)) return whole;
    const value = valueOf(name, profile, platform);
    if (value === null) missing.add(name);
    return value ?? whole;
  });
  return { text: resolved, missing: [...missing] };
}

const written = (text: string | undefined) => (text?.trim() ? text : null);

/**
 * The row's text on `platform` for `profile` (null: variables left as written, as the form previews
 * before a profile is chosen), with what would make the platform refuse it or leaves a variable empty.
 * A text written for the platform is sent as written, or refused when over the limit; the shared text
 * is fitted to TikTok's and Instagram's limits as before (the description gives way).
 */
export function buildPostText(
  platform: Platform,
  source: PostTextSource,
  profile: ProfileTextValues | null,
): { post: PostText; problems: PostTextProblem[] } {
  const missing = new Set<TextVariable>();
  const resolve = (text: string) => {
    if (!profile) return text;
    const result = resolveVariables(text, profile, platform);
    result.missing.forEach((name) => missing.add(name));
    return result.text;
  };
  const problems: PostTextProblem[] = [];
  const tags = [...source.tags];

  if (platform === 'youtube') {
    const title = resolve(written(source.texts.youtubeTitle) ?? source.title).trim();
    const description = resolve(written(source.texts.youtubeDescription) ?? source.description).trim();
    if (title === '') problems.push({ kind: 'empty', field: 'youtubeTitle' });
    if (title.length > YOUTUBE_TITLE_MAX)
      problems.push({ kind: 'tooLong', field: 'youtubeTitle', length: title.length, max: YOUTUBE_TITLE_MAX });
    if (hasAngleBrackets(title)) problems.push({ kind: 'brackets', field: 'youtubeTitle' });
    const bytes = utf8Bytes(description);
    if (bytes > YOUTUBE_DESCRIPTION_MAX_BYTES)
      problems.push({ kind: 'tooLong', field: 'youtubeDescription', length: bytes, max: YOUTUBE_DESCRIPTION_MAX_BYTES });
    if (hasAngleBrackets(description)) problems.push({ kind: 'brackets', field: 'youtubeDescription' });
    return { post: { title, description, tags, caption: null }, problems: [...[...missing].map(toMissing), ...problems] };
  }

  const title = resolve(source.title).trim();
  const description = resolve(source.description).trim();
  const own = written(source.texts[platform]);
  let caption: string;
  if (own === null) {
    caption = platform === 'tiktok' ? composeCaption({ title, description, tags }) : instagramCaption({ title, description, tags });
  } else {
    caption = ownCaption(platform, resolve(own), tags);
    const length = captionLength(platform, caption);
    if (length > captionLimit(platform)) problems.push({ kind: 'tooLong', field: platform, length, max: captionLimit(platform) });
  }
  return { post: { title, description, tags, caption }, problems: [...[...missing].map(toMissing), ...problems] };
}

const toMissing = (variable: TextVariable): PostTextProblem => ({ kind: 'missing', variable });

/** One row to be made (or re-made): the profile and the platform its text is built for. */
export interface PostTextTarget {
  profile: ProfileTextValues;
  platform: Platform;
}

/**
 * Every problem of the rows `targets`, as sentences naming the profiles: a variable a profile cannot
 * fill is one sentence per variable listing the profiles (and platforms); a text over a limit names
 * the profile. Empty: every row can be sent.
 */
export function postTextProblems(source: PostTextSource, targets: readonly PostTextTarget[]): string[] {
  const m = publicationMessages;
  const missing = new Map<TextVariable, string[]>();
  const sentences: string[] = [];
  for (const { profile, platform } of targets) {
    for (const problem of buildPostText(platform, source, profile).problems) {
      if (problem.kind === 'missing') {
        const where = `${profile.title} (${m.platformNames[platform]})`;
        const list = missing.get(problem.variable) ?? [];
        if (!list.includes(where)) list.push(where);
        missing.set(problem.variable, list);
      } else if (problem.kind === 'tooLong') {
        sentences.push(
          m.platformTextTooLong(
            m.platformTextTooLongLabels[problem.field],
            profile.title,
            problem.length,
            problem.max,
            problem.field === 'youtubeDescription',
          ),
        );
      } else if (problem.kind === 'empty') {
        sentences.push(m.platformTextEmpty(m.platformTextLabels[problem.field], profile.title));
      } else {
        sentences.push(m.platformTextBrackets(m.platformTextLabels[problem.field], profile.title));
      }
    }
  }
  const variableSentences = [...missing].map(([variable, profiles]) => m.variableNotFilled(`{${variable}}`, profiles));
  return [...variableSentences, ...new Set(sentences)];
}
