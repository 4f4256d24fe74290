import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { resultPageStyleHash } from '@server/routes/result-page';

/**
 * The Content-Security-Policy of every response, written for what the built PWA really loads:
 * hashed scripts, styles and images from its own origin (no inline script anywhere), the web
 * manifest and the service worker, stored media and the upload queue's blob: previews, and the API
 * on the same origin. The refresh token lives in localStorage (SPEC §4), so this is its guard.
 */
export const cspDirectives: Readonly<Record<string, readonly string[]>> = {
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
      // Helmet's other defaults stay: X-Content-Type-Options: nosniff, HSTS (ignored over plain HTTP),
      // Origin-Agent-Cluster, X-DNS-Prefetch-Control: off, X-Download-Options, X-Permitted-Cross-Domain-Policies.
    });
  },
  { name: 'security-headers', fastify: '5.x' },
);
