import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resultPageStyleHash } from '@server/http/result-page';

/**
 * The Content-Security-Policy of every response, written for what the built PWA really loads:
 * hashed scripts, styles and images from its own origin (no inline script anywhere), the web
 * manifest and the service worker, stored media and the upload queue's blob: previews, and the API
 * on the same origin. The refresh token lives in localStorage (it survives a browser restart), so this is its guard.
 */
const cspDirectives: Readonly<Record<string, readonly string[]>> = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  // The OAuth result page's one <style> by its hash; the shell adds a per-response nonce for
  // react-hot-toast's runtime <style> (client-app.ts). Never 'unsafe-inline'.
  'style-src': ["'self'", resultPageStyleHash],
  'img-src': ["'self'", 'blob:', 'data:'],
  'media-src': ["'self'", 'blob:'],
  'font-src': ["'self'"],
  // blob: URLs are made by our own scripts only (reading a thumbnail back): nothing leaves the origin.
  'connect-src': ["'self'", 'blob:'],
  'manifest-src': ["'self'"],
  'worker-src': ["'self'"],
  'frame-src': ["'none'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** The policy as a header value; `styleNonce` allows the `<style>` elements carrying that nonce. */
export function contentSecurityPolicy({ styleNonce }: { styleNonce?: string } = {}): string {
  return Object.entries(cspDirectives)
    .map(([name, sources]) => {
      const all = name === 'style-src' && styleNonce ? [...sources, `'nonce-${styleNonce}'`] : sources;
      return `${name} ${all.join(' ')}`;
    })
    .join('; ');
}

/**
 * Powerful browser features the app never uses, switched off for its pages and anything they embed;
 * the clipboard (copying authorisation links) and fullscreen (the video player) stay for its own origin.
 */
const permissionsPolicy = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
  'clipboard-write=(self)',
  'fullscreen=(self)',
].join(', ');

/** HSTS as helmet's default, sent only on an answer over HTTPS: over plain HTTP a browser must ignore it, and a scanner flags it. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Browser security headers on every response (the shell, assets, the service worker, API answers,
 * errors and 404s): registered before everything else, its onRequest hook runs first for all routes.
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(helmet, {
      // Exactly the directives above: helmet's defaults would add `https:` sources and
      // upgrade-insecure-requests, which breaks a deployment on a plain-HTTP local address.
      contentSecurityPolicy: { useDefaults: false, directives: cspDirectives },
      // X-Frame-Options for browsers that predate frame-ancestors.
      frameguard: { action: 'deny' },
      // OAuth links are opened elsewhere and their callbacks need no Referer; nothing of ours leaks to
      // another origin, while same-origin requests keep theirs.
      referrerPolicy: { policy: 'same-origin' },
      crossOriginResourcePolicy: { policy: 'same-origin' },
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      // Not require-corp: the app embeds only same-origin media and blob: previews, and needs no
      // cross-origin isolation; requiring it would only risk breaking them.
      crossOriginEmbedderPolicy: false,
      // Sent below, over HTTPS only.
      strictTransportSecurity: false,
      // Helmet's other defaults stay: X-Content-Type-Options: nosniff, Origin-Agent-Cluster,
      // X-DNS-Prefetch-Control: off, X-Download-Options, X-Permitted-Cross-Domain-Policies.
    });
    app.addHook('onRequest', async (request, reply) => {
      reply.header('Permissions-Policy', permissionsPolicy);
      // request.protocol is 'https' on a TLS socket, or behind TRUST_PROXY when X-Forwarded-Proto says so.
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', strictTransportSecurity);
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
