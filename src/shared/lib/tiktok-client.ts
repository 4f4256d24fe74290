/**
 * The TikTok app of a profile (client_key and client_secret) read from the 'Доступи TikTok' field's
 * JSON, whether or not it holds tokens yet: 'Підключити TikTok' needs only these two, and fills in
 * the tokens TikTok gives.
 */
export function parseTikTokClient(raw: string): { clientKey: string; clientSecret: string } | null {
  const value = raw.trim();
  if (!value.startsWith('{')) return null;
  try {
    const json = JSON.parse(value) as Record<string, unknown>;
    if (typeof json !== 'object' || json === null || Array.isArray(json)) return null;
    const clientKey = typeof json.client_key === 'string' ? json.client_key.trim() : '';
    const clientSecret = typeof json.client_secret === 'string' ? json.client_secret.trim() : '';
    return clientKey && clientSecret ? { clientKey, clientSecret } : null;
  } catch {
    return null;
  }
}
