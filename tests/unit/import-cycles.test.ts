import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * No import circle anywhere in src, type-only imports and dynamic `import()`s counted. This walk is
 * the project's only cycle check: ESLint's import/no-cycle always skips `import type`
 * (eslint-plugin-import has no option to count it), a type-only circle still ties two modules
 * together, and the rule cost a minute of every lint run where this walk takes under a second.
 */
const root = path.resolve(import.meta.dirname, '../..');
const aliases: Array<[string, string]> = [
  ['@server/', 'src/server/'],
  ['@shared/', 'src/shared/'],
  ['@client/', 'src/client/'],
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

function resolveImport(from: string, specifier: string): string | null {
  const alias = aliases.find(([prefix]) => specifier.startsWith(prefix));
  const base = alias
    ? path.join(root, alias[1], specifier.slice(alias[0].length))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Static imports and re-exports (type-only ones too), bare side-effect imports and dynamic `import()`s. */
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

const importsOf = (file: string) =>
  [...readFileSync(file, 'utf8').matchAll(IMPORT)]
    .map((match) => resolveImport(file, (match[1] ?? match[2] ?? match[3])!))
    .filter((target): target is string => target !== null);

/** Tarjan's strongly connected components: each component of more than one file is a circle. */
function circles(graph: Map<string, string[]>): string[][] {
  let index = 0;
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    order.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, order.get(next)!));
    }
    if (low.get(node) === order.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(path.relative(root, member));
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!order.has(node)) visit(node);
  return found;
}

describe('import circles', () => {
  it('src has none (server, shared, client), type-only imports included', () => {
    const files = sourceFiles(path.join(root, 'src'));
    const graph = new Map(files.map((file) => [file, importsOf(file)]));
    expect(circles(graph)).toEqual([]);
  });
});
