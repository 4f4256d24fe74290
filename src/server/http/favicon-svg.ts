/**
 * The PWA's icon (public/favicon.svg, kept equal by tests/server/routes/favicon.test.ts). The client
 * links it as /favicon.svg; pages the server makes itself (the OAuth result page) carry it inline, and
 * /favicon.ico — what a browser asks for when a page names no icon — answers it too, with or without
 * a client build, so none of them ends in a 404.
 */
export const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#1f2a44"/><path d="M26 20v24l20-12z" fill="#7fa2ff"/></svg>';

/** The icon as a data: URL for a `<link rel="icon">` (the CSP's img-src allows data:). */
export const FAVICON_DATA_URL = `data:image/svg+xml,${encodeURIComponent(FAVICON_SVG)}`;
