/** Business constants that both sides rely on. */
export const PAGE_SIZE = 20;
export const PAGINATION_WINDOW = 2;
export const CREATION_REQUESTS_POLL_MS = 15_000;
export const AUTH_STORE_KEY = 'authStore';
export const AUTH_STORE_VERSION = 1;
export const TIME_ZONE = 'Europe/Kyiv';
export const LOCALE = 'uk-UA';
/** The largest file the server takes when MAX_UPLOAD_BYTES is not set (2 GiB); the client's guess before it asks. */
export const DEFAULT_MAX_UPLOAD_BYTES = 2 * 1024 ** 3;
