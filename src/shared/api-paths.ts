/** Every API path, in one place for both sides. */
export const apiPaths = {
  events: {
    list: '/api/events',
    summary: '/api/events/summary',
    read: (id: number | string) => `/api/events/${id}/read`,
    readAll: '/api/events/read-all',
    settings: '/api/events/settings',
    pushSubscriptions: '/api/events/push-subscriptions',
  },
  auth: {
    login: '/api/auth/login',
    refresh: '/api/auth/refresh',
    logout: '/api/auth/logout',
    password: '/api/auth/password',
  },
  users: {
    list: '/api/users',
    detail: (id: number | string) => `/api/users/${id}`,
    accounts: (id: number | string) => `/api/users/${id}/account`,
    videos: (id: number | string) => `/api/users/${id}/video`,
  },
  /** 'Журнал дій' (admin): a page of entries, the users its filter offers, the filter's entries as CSV. */
  audit: {
    list: '/api/audit',
    users: '/api/audit/users',
    export: '/api/audit/export',
  },
  accounts: {
    list: '/api/accounts',
    /** The labels on the profiles the user sees, with their counts. */
    labels: '/api/accounts/labels',
    detail: (id: number | string) => `/api/accounts/${id}`,
    videos: (id: number | string) => `/api/accounts/${id}/video`,
    updateChannel: (id: number | string) => `/api/accounts/update-channel/${id}`,
    updateInstagramProfile: (id: number | string) => `/api/accounts/update-profile-inst/${id}`,
    search: '/api/accounts/search',
    connectYouTube: (id: number | string) => `/api/accounts/connect-youtube/${id}`,
    youtubeCallback: '/api/accounts/youtube/callback',
    /** TikTok's authorization link for the profile's TikTok app ('Підключити TikTok'). */
    connectTikTok: (id: number | string) => `/api/accounts/connect-tiktok/${id}`,
    tiktokCallback: '/api/accounts/tiktok/callback',
    /** The platform's consent for the operator's own browser (a one-time state bound to it by a cookie). */
    authorize: (id: number | string, platform: string) => `/api/accounts/${id}/authorize/${platform}`,
    /** The profile's invitations to connect from another device ('Запрошення для підключення'). */
    connectInvitations: (id: number | string) => `/api/accounts/${id}/connect-invitations`,
    revokeConnectInvitation: (id: number | string, invitationId: number | string) =>
      `/api/accounts/${id}/connect-invitations/${invitationId}/revoke`,
    /** 'Підключення акаунтів': invitations for many profiles at once (POST makes a batch). */
    connectBatches: '/api/accounts/connect-batches',
    connectBatch: (id: number | string) => `/api/accounts/connect-batches/${id}`,
    revokeConnectBatch: (id: number | string) => `/api/accounts/connect-batches/${id}/revoke`,
    /** The connect page's picker: the profiles a batch may be made for, filtered. */
    connectCandidates: '/api/accounts/connect-candidates',
    /** The code of an Instagram login confirmation (two-factor or challenge). */
    instagramVerify: (id: number | string) => `/api/accounts/${id}/instagram/verify`,
    /** 'Я підтвердив вхід': the owner confirmed the login in the Instagram app. */
    instagramConfirm: (id: number | string) => `/api/accounts/${id}/instagram/confirm`,
    /** Views, likes and comments of the profile's posts over time. */
    stats: (id: number | string) => `/api/accounts/${id}/stats`,
    /** The profiles list (its search) as a CSV or XLSX file in the template's columns, without secrets. */
    export: '/api/accounts/export',
    /** The empty import file with an explanation of each column. */
    importTemplate: '/api/accounts/import-template',
    /** POST a file: the dry run (and the import it becomes). */
    imports: '/api/accounts/imports',
    import: (id: number | string) => `/api/accounts/imports/${id}`,
    applyImport: (id: number | string) => `/api/accounts/imports/${id}/apply`,
  },
  /** An invitation's own page (public; the token is the capability): GET shows it, POST starts the consent. */
  connectInvitation: (token: string) => `/api/connect/${token}`,
  /** What TikTok lets the profile's creator choose now (privacy levels, interactions). */
  accountTikTokCreator: (id: number | string) => `/api/accounts/${id}/tiktok-creator`,
  groups: {
    list: '/api/accounts-group',
    detail: (id: number | string) => `/api/accounts-group/${id}`,
  },
  tags: {
    list: '/api/tags',
    detail: (id: number | string) => `/api/tags/${id}`,
  },
  backgrounds: {
    folders: '/api/folder/photo-bg',
    folderOptions: '/api/folder/photo-bg/select',
    folder: (id: number | string) => `/api/folder/photo-bg/${id}`,
    media: '/api/photo-bg',
    folderMedia: (folderId: number | string) => `/api/photo-bg/${folderId}`,
    mediaItem: (id: number | string) => `/api/photo-bg/${id}`,
  },
  creation: {
    list: '/api/create-video',
    create: '/api/create-video/create',
    detail: (idUpload: string) => `/api/create-video/request/${idUpload}`,
  },
  /** Publishing a finished creation request (named in the style of the shown paths). */
  publications: {
    list: '/api/publication',
    create: (idUpload: string) => `/api/publication/create/${idUpload}`,
    detail: (idUpload: string) => `/api/publication/${idUpload}`,
    retry: (rowId: number | string) => `/api/publication/retry/${rowId}`,
    /** Whether the chosen profiles can publish on each platform now (`?accounts=1,2,3`). */
    readiness: '/api/publication/readiness',
    textValues: '/api/publication/text-values',
    /** Views, likes and comments of the item's posts over time, and its posts ranked by views. */
    stats: (idUpload: string) => `/api/publication/stats/${idUpload}`,
  },
  /** A user's publication presets ('Шаблони публікацій'): GET and POST the list, GET/PATCH/DELETE one. */
  publicationPresets: {
    list: '/api/publication-presets',
    detail: (id: number | string) => `/api/publication-presets/${id}`,
  },
  /** The older video API: the same service under its older paths, kept for older callers. */
  uploadVideo: {
    list: '/api/upload-video',
    item: (idUpload: string) => `/api/upload-video/${idUpload}`,
    retry: '/api/upload-video/upload',
  },
  /** Running a fleet of profiles: proxy checks, the health board, 'Повторити невдалі'. */
  fleet: {
    health: '/api/accounts/health',
    healthSummary: '/api/accounts/health/summary',
    checkProxies: '/api/accounts/check-proxy',
    checkProxy: (id: number | string) => `/api/accounts/${id}/check-proxy`,
    retryAccountFailed: (id: number | string) => `/api/accounts/${id}/retry-failed`,
    retryPublicationFailed: (idUpload: string) => `/api/publication/retry-failed/${idUpload}`,
    /** POST: a bulk action on selected profiles (a job); GET …/{id}: its progress and per-profile results. */
    bulkActions: '/api/accounts/bulk-actions',
    bulkAction: (id: number | string) => `/api/accounts/bulk-actions/${id}`,
    /** A published item's selected rows: the failed ones retried, the planned ones deleted. */
    retryRows: (idUpload: string) => `/api/publication/${idUpload}/rows/retry`,
    deleteRows: (idUpload: string) => `/api/publication/${idUpload}/rows/delete`,
  },
  /** Posting limits: the product defaults (admin) and a profile's own. */
  postingLimits: {
    defaults: '/api/posting-limits',
    account: (id: number | string) => `/api/accounts/${id}/limits`,
  },
  /** 'Календар': the rows planned, running, published and failed over a range (per-hour counts), an hour's rows, moving planned rows. */
  calendar: {
    range: '/api/publication/calendar',
    rows: '/api/publication/calendar/rows',
    move: '/api/publication/calendar/move',
  },
  /** Weekly posting slots of a profile, a group or a label (`?label=`), a profile's free slots, and the publishing form's check. */
  postingSlots: {
    account: (id: number | string) => `/api/accounts/${id}/slots`,
    group: (id: number | string) => `/api/accounts-group/${id}/slots`,
    label: '/api/accounts/labels/slots',
    free: (id: number | string) => `/api/accounts/${id}/free-slots`,
    gaps: '/api/publication/slot-gaps',
  },
  /** Webhook and Telegram endpoints the signed-in user registered, their delivery log and the manual resend. */
  webhooks: {
    list: '/api/webhooks',
    detail: (id: number | string) => `/api/webhooks/${id}`,
    deliveries: (id: number | string) => `/api/webhooks/${id}/deliveries`,
    resend: (id: number | string, deliveryId: number | string) => `/api/webhooks/${id}/deliveries/${deliveryId}/resend`,
  },
  /** What the server accepts for uploads (MAX_UPLOAD_BYTES), so that the client refuses a file before staging it. */
  uploadLimits: '/api/upload-limits',
  media: '/api/media',
  docs: '/api/docs',
  health: '/api/health',
} as const;
