/**
 * The resource registry: the query-key root of every server resource the client caches, generic to
 * specific (CONVENTIONS habit 1). Each feature's key factory (`features/<f>/api/queries.ts`) is built
 * on these roots, and a mutation names what it changes by resource (`meta.invalidates`), so a feature
 * can refresh another resource (deleting a user refreshes the profiles, a new folder the creation
 * form's folder options) without importing that feature.
 */
function resource<const Root extends string>(root: Root) {
  const all = [root] as const;
  return {
    all,
    lists: () => [...all, 'list'] as const,
    details: () => [...all, 'detail'] as const,
  };
}

const backgrounds = ['backgrounds'] as const;

export const queryKeys = {
  /** Profiles: lists, details (with their videos, statistics and limits), select options, the health board. */
  accounts: {
    ...resource('accounts'),
    options: () => ['accounts', 'options'] as const,
    healthBoards: () => ['accounts', 'health'] as const,
  },
  /** Profile groups. */
  groups: resource('groups'),
  users: resource('users'),
  /** 'Журнал дій': its pages by filter, and the users its filter offers. */
  audit: resource('audit'),
  tagSets: resource('tags'),
  /** Background folders and their media share the 'backgrounds' root. */
  folders: {
    all: backgrounds,
    lists: () => [...backgrounds, 'list', 'folders'] as const,
    /** The creation form's folder select, with each folder's photo and video counts. */
    options: () => [...backgrounds, 'folder-options'] as const,
  },
  media: {
    all: backgrounds,
    /** Every folder's media pages; `[…lists(), folderId]` for one folder. */
    lists: () => [...backgrounds, 'list', 'media'] as const,
  },
  creationRequests: resource('creation'),
  publications: resource('publications'),
  /** Publication presets ('Шаблони публікацій'): the publishing form's picker and the settings list. */
  presets: resource('presets'),
  /** What TikTok lets each profile's creator choose, by profile id. */
  tiktokCreators: { all: ['tiktok-creator'] as const },
  /** The product's default posting limits (a profile's own limits sit under its detail). */
  postingLimits: { defaults: () => ['settings', 'posting-limits'] as const },
  /** Webhook and Telegram endpoints, and one endpoint's delivery log by page. */
  webhooks: {
    all: () => ['settings', 'webhooks'] as const,
    list: () => ['settings', 'webhooks', 'list'] as const,
    deliveries: (id: number, page: number) => ['settings', 'webhooks', 'deliveries', id, page] as const,
  },
  /** The largest file the server accepts (MAX_UPLOAD_BYTES). */
  uploadLimits: () => ['settings', 'upload-limits'] as const,
} as const;
