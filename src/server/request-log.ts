import type { FastifyRequest } from 'fastify';

/** Query parameters that carry a credential somewhere in our routes (OAuth callbacks above all). */
const SECRET_QUERY_PARAMETERS = new Set(['code', 'state', 'code_verifier', 'access_token', 'refresh_token', 'id_token', 'token']);
/** Paths whose last segment is a capability (an invitation's token). */
const SECRET_PATH = /^(\/api\/connect\/)[^/?#]+/;

/** The request's URL as a log line may show it: capability tokens in the path and credential query values replaced. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(SECRET_PATH, '$1[redacted]');
  if (queryAt === -1) return path;
  const kept = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed name is logged as it came; it names no secret we know.
      }
      return SECRET_QUERY_PARAMETERS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    });
  return `${path}?${kept.join('&')}`;
}

/** Fastify's own request serializer (method, url, host, address), with the URL redacted. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
