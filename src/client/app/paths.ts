/**
 * Every screen of the PWA in one place (bulletproof-react's `config/paths.ts`): `path` is the
 * route pattern the router declares, `getHref(…)` the URL a link or `navigate` goes to. Nothing else in
 * `src/client` writes a screen's path; a screen that moves moves here.
 */

/** One path segment from an id: a number, or a string (an upload id) made safe for a URL. */
const segment = (value: number | string): string => encodeURIComponent(String(value));

export const paths = {
  /** The index: a loader, then the profile list (there is no dashboard). */
  home: { path: '/', getHref: () => '/' },
  /** The login form shows at any path while signed out; signed in, `/login` goes on to the start page. */
  login: { path: '/login', getHref: () => '/login' },

  accounts: {
    list: { path: '/accounts/list', getHref: () => '/accounts/list' },
    create: { path: '/accounts/create', getHref: () => '/accounts/create' },
    /** 'Імпорт профілів': a CSV or XLSX file checked (a dry run), then applied. */
    import: { path: '/accounts/import', getHref: () => '/accounts/import' },
    health: { path: '/accounts/health', getHref: () => '/accounts/health' },
    /** 'Підключення акаунтів': invitations for many profiles; `ids` preselects profiles (a selection on the list). */
    connect: {
      path: '/accounts/connect',
      getHref: (ids: readonly number[] = []) => (ids.length > 0 ? `/accounts/connect?ids=${ids.join(',')}` : '/accounts/connect'),
    },
    detail: { path: '/accounts/:id', getHref: (id: number) => `/accounts/${segment(id)}` },
  },

  groups: {
    list: { path: '/accounts/group/list', getHref: () => '/accounts/group/list' },
    create: { path: '/accounts/group/create', getHref: () => '/accounts/group/create' },
    detail: { path: '/accounts/group/:id', getHref: (id: number) => `/accounts/group/${segment(id)}` },
  },

  videos: {
    /** 'YouTube': the published items. */
    list: { path: '/video/list', getHref: () => '/video/list' },
    create: { path: '/video/create', getHref: () => '/video/create' },
    /** 'Календар': every planned, running, published and failed row across the fleet, by week, day or month. */
    calendar: { path: '/video/calendar', getHref: () => '/video/calendar' },
    /** 'Запити на створення': the creation requests. */
    requests: { path: '/video/request-create', getHref: () => '/video/request-create' },
    /**
     * A creation request's publishing form; without the id the page goes back to the requests. `from`:
     * a published item's idUpload whose choices the form starts from ('Опублікувати ще раз так само').
     */
    request: {
      path: '/video/request/:idUpload',
      indexPath: '/video/request',
      getHref: (idUpload: string, options: { from?: string } = {}) =>
        `/video/request/${segment(idUpload)}${options.from ? `?from=${encodeURIComponent(options.from)}` : ''}`,
    },
    /** A published item; without the id the page goes back to the list. */
    published: {
      path: '/video/youtube/:idUpload',
      indexPath: '/video/youtube',
      getHref: (idUpload: string) => `/video/youtube/${segment(idUpload)}`,
    },
  },

  backgrounds: {
    folders: { path: '/photos', getHref: () => '/photos' },
    createFolder: { path: '/photos/create-folder', getHref: () => '/photos/create-folder' },
    upload: { path: '/photos/create/:id', getHref: (folderId: number) => `/photos/create/${segment(folderId)}` },
    folder: { path: '/photos/:id', getHref: (folderId: number) => `/photos/${segment(folderId)}` },
  },

  tags: {
    list: { path: '/tags', getHref: () => '/tags' },
    create: { path: '/tags/create', getHref: () => '/tags/create' },
    detail: { path: '/tags/:id', getHref: (id: number) => `/tags/${segment(id)}` },
  },

  /** Admins only; anyone else gets the 404 page at these paths. */
  users: {
    list: { path: '/users', getHref: () => '/users' },
    create: { path: '/users/create', getHref: () => '/users/create' },
    detail: { path: '/users/:id', getHref: (id: number) => `/users/${segment(id)}` },
    /** 'Журнал дій': who changed what (admins). */
    audit: { path: '/users/audit', getHref: () => '/users/audit' },
  },

  settings: { path: '/setting', getHref: () => '/setting' },
  events: { path: '/events', getHref: () => '/events' },
} as const;

/**
 * Path prefixes that are no screen of their own but own a sidebar item's screens (the sidebar
 * highlights by them): every '/accounts/…' page belongs to 'Список профілів' unless a longer prefix
 * such as '/accounts/group' claims it.
 */
export const sections = {
  accounts: '/accounts',
  groups: '/accounts/group',
} as const;
