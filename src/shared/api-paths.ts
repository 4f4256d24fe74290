/** API paths of SPEC §7 (and ours where the spec shows none). One place for both sides. */
export const apiPaths = {
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
  docs: '/api/docs',
  health: '/api/health',
} as const;
