import * as v from 'valibot';
import { parseProxy } from '../lib/proxy';
import { parseTikTokAccess } from '../lib/tiktok-access';
import { parseTikTokClient } from '../lib/tiktok-client';
import { accountMessages } from '../messages/accounts';
import { commonMessages } from '../messages/common';
import { requestMessages } from '../messages/request';
import { DB_ID_MAX, ListQuerySchema, OptionSchema, pageOf } from './common';
import { ProxyCheckSchema } from './fleet-health';
import { LabelFilterSchema, LabelsSchema } from './labels';
import { StatusSchema, VideoPageSchema } from './videos';

export const IP_VERSIONS = ['ipv4', 'ipv6'] as const;
export type IpVersion = (typeof IP_VERSIONS)[number];

const text = (max: number) => v.pipe(v.string(), v.trim(), v.maxLength(max, commonMessages.textTooLong));
const optionalText = (max = 500) => v.optional(text(max), '');
const flag = v.optional(v.boolean(), false);

/** A profile row as lists show it (the profile list's columns). */
export const AccountListItemSchema = v.object({
  id: v.number(),
  proxy: v.string(),
  /** The operator's comment: what tells profiles apart in lists and titles ('' when none). */
  comments: v.string(),
  status: StatusSchema,
  isActiveYouTube: v.boolean(),
  isActiveTikTok: v.boolean(),
  isActiveInstagram: v.boolean(),
  inYouTube: v.boolean(),
  inTikTok: v.boolean(),
  inInstagram: v.boolean(),
  user: v.object({ id: v.number(), login: v.string() }),
  group: v.nullable(v.object({ id: v.number(), name: v.string() })),
  /** The profile's labels in the order they were added, each in its owner's first spelling. */
  labels: v.array(v.string()),
  /** The last 'Перевірити проксі' and the profiles sharing its exit address. */
  proxyCheck: ProxyCheckSchema,
});
export type AccountListItem = v.InferOutput<typeof AccountListItemSchema>;

export const AccountPageSchema = pageOf(AccountListItemSchema);

/** Which write-only secrets a profile already holds; a stored secret satisfies its "required" rule. */
export interface StoredSecrets {
  hasYouTubeAuthClientSecret: boolean;
  hasTikTokAccess: boolean;
  hasInstagramPassword: boolean;
}
export const NO_STORED_SECRETS: StoredSecrets = {
  hasYouTubeAuthClientSecret: false,
  hasTikTokAccess: false,
  hasInstagramPassword: false,
};

const filled = (value: string | undefined) => Boolean(value?.trim());

export const DEFAULT_INSTAGRAM_LOCALE = 'uk_UA';
export const DEFAULT_INSTAGRAM_TIMEZONE = 'Europe/Kyiv';

/** An IANA zone the runtime knows (Instagram's timezone offset is computed for it at each call). */
export function isKnownTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone);
  } catch {
    return false;
  }
}

const instagramLocale = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value || DEFAULT_INSTAGRAM_LOCALE),
    v.regex(/^[a-z]{2}_[A-Z]{2}$/, accountMessages.instagramLocaleInvalid),
  ),
  DEFAULT_INSTAGRAM_LOCALE,
);
const instagramTimezone = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.transform((value) => value || DEFAULT_INSTAGRAM_TIMEZONE),
    v.check(isKnownTimeZone, accountMessages.instagramTimezoneInvalid),
  ),
  DEFAULT_INSTAGRAM_TIMEZONE,
);

/**
 * The profile form and its rules: the same schema validates the React form and,
 * on the server, the profile a create or update would produce. Secrets left empty keep the stored value.
 */
export const accountFormSchema = (stored: StoredSecrets = NO_STORED_SECRETS) =>
  v.pipe(
    v.object({
      proxy: v.optional(
        v.pipe(
          v.string(accountMessages.proxyRequired),
          v.trim(),
          v.nonEmpty(accountMessages.proxyRequired),
          v.check((input) => parseProxy(input) !== null, accountMessages.proxyInvalid),
        ),
        '',
      ),
      ipVersion: v.optional(v.picklist(IP_VERSIONS), 'ipv4'),
      comments: optionalText(2000),
      inYouTube: flag,
      inTikTok: flag,
      inInstagram: flag,
      YouTubeAuthClientId: optionalText(),
      YouTubeAuthClientSecret: optionalText(),
      YouTubeLogin: optionalText(),
      YouTubePassword: optionalText(),
      TikTokAccess: v.optional(
        // App credentials, a bare token, or only the app's client_key and client_secret before 'Підключити TikTok' fills in the tokens.
        v.pipe(
          text(4000),
          v.check(
            (value) => value === '' || parseTikTokAccess(value) !== null || parseTikTokClient(value) !== null,
            accountMessages.tiktokAccessInvalid,
          ),
        ),
        '',
      ),
      InstagramLogin: optionalText(),
      InstagramPassword: optionalText(),
      InstagramLocale: instagramLocale,
      InstagramTimezone: instagramTimezone,
      /** Left out: an edit keeps the stored labels (a new profile gets none). */
      labels: v.optional(LabelsSchema),
    }),
    v.forward(
      v.partialCheck(
        [['inYouTube'], ['YouTubeAuthClientId']],
        (input) => !input.inYouTube || filled(input.YouTubeAuthClientId),
        accountMessages.clientIdRequired,
      ),
      ['YouTubeAuthClientId'],
    ),
    v.forward(
      v.partialCheck(
        [['inYouTube'], ['YouTubeAuthClientSecret']],
        (input) => !input.inYouTube || stored.hasYouTubeAuthClientSecret || filled(input.YouTubeAuthClientSecret),
        accountMessages.clientSecretRequired,
      ),
      ['YouTubeAuthClientSecret'],
    ),
    v.forward(
      v.partialCheck(
        [['inTikTok'], ['TikTokAccess']],
        (input) => !input.inTikTok || stored.hasTikTokAccess || filled(input.TikTokAccess),
        accountMessages.tiktokAccessRequired,
      ),
      ['TikTokAccess'],
    ),
    v.forward(
      v.partialCheck(
        [['inInstagram'], ['InstagramLogin']],
        (input) => !input.inInstagram || filled(input.InstagramLogin),
        accountMessages.instagramLoginRequired,
      ),
      ['InstagramLogin'],
    ),
    v.forward(
      v.partialCheck(
        [['inInstagram'], ['InstagramPassword']],
        (input) => !input.inInstagram || stored.hasInstagramPassword || filled(input.InstagramPassword),
        accountMessages.instagramPasswordRequired,
      ),
      ['InstagramPassword'],
    ),
  );
export type AccountFormValues = v.InferInput<ReturnType<typeof accountFormSchema>>;
export type AccountForm = v.InferOutput<ReturnType<typeof accountFormSchema>>;

/**
 * Body of POST /api/accounts and PATCH /api/accounts/{id}: the form's fields, each optional on
 * PATCH (a field left out keeps its value). Owner, id and status are never read from a body.
 */
export const AccountRequestSchema = v.object({
  proxy: v.optional(v.string()),
  ipVersion: v.optional(v.picklist(IP_VERSIONS)),
  comments: v.optional(v.string()),
  inYouTube: v.optional(v.boolean()),
  inTikTok: v.optional(v.boolean()),
  inInstagram: v.optional(v.boolean()),
  YouTubeAuthClientId: v.optional(v.string()),
  YouTubeAuthClientSecret: v.optional(v.string()),
  YouTubeLogin: v.optional(v.string()),
  YouTubePassword: v.optional(v.string()),
  TikTokAccess: v.optional(v.string()),
  InstagramLogin: v.optional(v.string()),
  InstagramPassword: v.optional(v.string()),
  InstagramLocale: v.optional(v.string()),
  InstagramTimezone: v.optional(v.string()),
  /** The profile's labels, all of them (replacing the stored ones); left out: kept. */
  labels: v.optional(v.array(v.string())),
});
export type AccountRequest = v.InferOutput<typeof AccountRequestSchema>;

/** Body of POST /api/accounts: a new profile needs its proxy (the form's other rules apply in the service). */
export const AccountCreateRequestSchema = v.object({
  ...AccountRequestSchema.entries,
  proxy: v.pipe(v.string(accountMessages.proxyRequired), v.trim(), v.nonEmpty(accountMessages.proxyRequired)),
});

/** The YouTube channel description form. */
export const ChannelDescriptionRequestSchema = v.object({
  description: v.pipe(
    v.string(accountMessages.descriptionRequired),
    v.trim(),
    v.nonEmpty(accountMessages.descriptionRequired),
    v.maxLength(1000, commonMessages.textTooLong),
  ),
});
export type ChannelDescriptionRequest = v.InferOutput<typeof ChannelDescriptionRequestSchema>;

/** The Instagram profile form: at least one of name and description must be filled. */
export const InstagramProfileRequestSchema = v.pipe(
  v.object({
    profileName: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(150, commonMessages.textTooLong)), ''),
    profileDescription: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(150, commonMessages.textTooLong)), ''),
  }),
  v.check((input) => filled(input.profileName) || filled(input.profileDescription), accountMessages.instagramProfileEmpty),
);
export type InstagramProfileRequest = v.InferOutput<typeof InstagramProfileRequestSchema>;

/** The Instagram panel's own form: each field with its own rule. */
export const InstagramProfileFormSchema = v.object({
  profileName: v.pipe(
    v.string(commonMessages.nameRequired),
    v.trim(),
    v.nonEmpty(commonMessages.nameRequired),
    v.maxLength(150, commonMessages.textTooLong),
  ),
  profileDescription: v.pipe(
    v.string(accountMessages.descriptionRequired),
    v.trim(),
    v.nonEmpty(accountMessages.descriptionRequired),
    v.maxLength(150, commonMessages.textTooLong),
  ),
});

/** GET /api/accounts/{id}: everything but the secrets, which are reported as set or not. */
export const AccountSchema = v.object({
  ...AccountListItemSchema.entries,
  ipVersion: v.picklist(IP_VERSIONS),
  comments: v.string(),
  error: v.nullable(v.string()),
  hasProxyCredentials: v.boolean(),
  YouTubeAuthClientId: v.string(),
  YouTubeLogin: v.string(),
  hasYouTubeAuthClientSecret: v.boolean(),
  hasYouTubePassword: v.boolean(),
  hasTikTokAccess: v.boolean(),
  /** 'token': a bare access token, which expires within a day; 'app': app credentials the product refreshes. */
  tiktokAccessKind: v.nullable(v.picklist(['app', 'token'])),
  InstagramLogin: v.string(),
  hasInstagramPassword: v.boolean(),
  InstagramLocale: v.string(),
  InstagramTimezone: v.string(),
  /** Set while Instagram waits for the owner to confirm a login. */
  instagramCheckpoint: v.nullable(v.picklist(['challenge', 'two_factor'])),
  channel: v.object({
    description: v.string(),
    /** The connected channel (channels.list mine=true at 'Підключити YouTube'); null until known. */
    idChannel: v.nullable(v.string()),
    titleChannel: v.nullable(v.string()),
    urlChannel: v.nullable(v.string()),
  }),
  profileNameInstagram: v.string(),
  profileDescriptionInstagram: v.string(),
  urlInstagram: v.nullable(v.string()),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type Account = v.InferOutput<typeof AccountSchema>;

export const AccountDetailSchema = v.object({
  ...AccountSchema.entries,
  video: VideoPageSchema,
  /** The profile's publication rows in 'Помилка' (what 'Повторити невдалі' retries). */
  failedRows: v.number(),
});
export type AccountDetail = v.InferOutput<typeof AccountDetailSchema>;

/** GET /api/accounts: the page, the search and the label filter. */
export const AccountListQuerySchema = v.object({
  ...ListQuerySchema.entries,
  label: LabelFilterSchema,
});
export type AccountListQuery = v.InferOutput<typeof AccountListQuerySchema>;

/** A label the user can see, with how many of the profiles they see carry it. */
export const AccountLabelSchema = v.object({ label: v.string(), count: v.number() });
export type AccountLabel = v.InferOutput<typeof AccountLabelSchema>;
export const AccountLabelsSchema = v.array(AccountLabelSchema);

/** The profiles of a label, as the publication form offers them ('Усі з міткою «Київ»'). */
export const LabelTargetSchema = v.object({ label: v.string(), accounts: v.array(v.number()) });
export type LabelTarget = v.InferOutput<typeof LabelTargetSchema>;

export const AccountSearchQuerySchema = v.object({
  groupId: v.optional(
    v.pipe(
      v.string(requestMessages.invalidId),
      v.regex(/^\d+$/, requestMessages.invalidId),
      v.transform(Number),
      v.maxValue(DB_ID_MAX, requestMessages.invalidId),
      // 0 stands for a group not created yet.
      v.metadata({ openapi: { type: 'integer', minimum: 0, maximum: DB_ID_MAX } }),
    ),
    '0',
  ),
});
export type AccountSearchQuery = v.InferOutput<typeof AccountSearchQuerySchema>;

/** A profile as the pickers offer it: its name, with its status and its proxy's last check beside it. */
export const AccountOptionSchema = v.object({
  ...OptionSchema.entries,
  status: v.optional(StatusSchema),
  /** The last 'Перевірити проксі': true works, false does not answer, null never checked. */
  proxyOk: v.optional(v.nullable(v.boolean())),
  /** In a group's picker: the other group the profile already belongs to (it cannot be in two). */
  otherGroup: v.optional(v.object({ id: v.number(), name: v.string() })),
});
export type AccountOption = v.InferOutput<typeof AccountOptionSchema>;

export const AccountOptionsSchema = v.array(AccountOptionSchema);

export const ConnectYouTubeResponseSchema = v.object({ url: v.string() });

/** The code of an Instagram login confirmation (two-factor or challenge): 6–8 digits, spaces and dashes ignored. */
export const InstagramCodeSchema = v.object({
  code: v.pipe(
    v.string(accountMessages.instagramCodeRequired),
    v.transform((value) => value.replace(/[\s-]/g, '')),
    v.regex(/^\d{6,8}$/, accountMessages.instagramCodeRequired),
  ),
});
