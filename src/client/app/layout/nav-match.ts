interface Sectioned {
  to: string;
  sections: string[];
}

function prefixMatches(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`) || pathname.startsWith(`${prefix}-`);
}

/** How strongly a link owns the path: its own path or the longest of its section prefixes; 0 = not at all. */
export function matchStrength(pathname: string, item: Sectioned): number {
  return [item.to, ...item.sections].reduce((best, prefix) => (prefixMatches(pathname, prefix) ? Math.max(best, prefix.length) : best), 0);
}

/** The one link to highlight for a path: the strongest match among all links, or null. */
export function activeLink<T extends Sectioned>(pathname: string, links: T[]): T | null {
  let best: T | null = null;
  let bestStrength = 0;
  for (const link of links) {
    const strength = matchStrength(pathname, link);
    if (strength > bestStrength) {
      best = link;
      bestStrength = strength;
    }
  }
  return best;
}
