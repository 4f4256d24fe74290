/** A positive integer id from a route parameter, or null for anything else (the page then shows 404). */
export function parseRouteId(raw: string | undefined): number | null {
  return raw && /^\d{1,10}$/.test(raw) && Number(raw) > 0 && Number(raw) <= 2_147_483_647 ? Number(raw) : null;
}
