import path from 'node:path';

/**
 * One-way imports (STYLE.md §1). A rule forbids imports from files under `from` to files
 * under `to`; type-only imports are allowed where `allowTypeOnly` says so (the web app takes
 * the API's types from the server, never its code).
 */
export interface ImportRule {
  name: string;
  from: RegExp;
  /** Our own modules (relative imports, resolved against the importing file) that are forbidden. */
  to?: RegExp;
  /** The packages (bare specifiers and `node:` builtins) allowed; any other is reported. */
  packages?: RegExp;
  allowTypeOnly?: boolean;
  /** Imports staying inside the same captured group of `from` are fine. */
  sameGroupAllowed?: boolean;
  /** A dynamic `import()` from a file matching `from` to a module matching `to` is fine. */
  dynamicAllowed?: { from: RegExp; to: RegExp };
}

/** A web feature's public entry, as a resolved import target (`../features/cart` or `…/cart/index`). */
const WEB_FEATURE_INTERNALS = /^src\/web\/features\/([^/]+)\/(?!index(\.tsx?)?$)/;

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'src/core is pure: it imports only src/core and the zod package',
    from: /^src\/core\//,
    to: /^(?!src\/core\/)/,
    packages: /^zod(\/|$)/,
  },
  {
    name: 'the web app does not import server code',
    from: /^src\/web\//,
    to: /^src\/server\//,
    allowTypeOnly: true,
  },
  { name: 'the server does not import web code', from: /^src\/server\//, to: /^src\/web\// },
  {
    name: "server features import each other only through a feature's index (its public face)",
    from: /^src\/server\/features\/([^/]+)\//,
    // `../photos` (the folder's index) is allowed; `../photos/search.service` is another's internals.
    to: /^src\/server\/features\/([^/]+)\/(?!index$)/,
    sameGroupAllowed: true,
  },
  {
    name: 'the design system (src/web/components) imports no feature: a feature piece comes in as a prop',
    from: /^src\/web\/components\//,
    to: /^src\/web\/features\//,
  },
  {
    name: 'a web feature is reached from outside it only through its public entry (features/<name>/index.ts); the router (and admin-pages.ts for the back office) loads its pages by their modules',
    // Every web file; the group is the feature a file belongs to (none for pages, layout, router…).
    from: /^src\/web\/(?:features\/([^/]+)\/)?/,
    to: WEB_FEATURE_INTERNALS,
    sameGroupAllowed: true,
    // Lazy routes: each page stays a chunk of its own, which the server names in a page's preloads
    // (src/server/http/page-preloads.ts).
    dynamicAllowed: {
      from: /^src\/web\/(router\.tsx|admin-pages\.ts)$/,
      to: /^src\/web\/features\/[^/]+\/[A-Z]\w*Page$/,
    },
  },
];

export interface ImportFound {
  specifier: string;
  typeOnly: boolean;
}

const IMPORT_PATTERN = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT_PATTERN = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function findImportsOfKind(source: string): (ImportFound & { dynamic: boolean })[] {
  const found: (ImportFound & { dynamic: boolean })[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    found.push({ specifier: match[3] ?? '', typeOnly: Boolean(match[2]), dynamic: false });
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT_PATTERN))
    found.push({ specifier: match[1] ?? '', typeOnly: false, dynamic: true });
  return found;
}

export function findImports(source: string): ImportFound[] {
  return findImportsOfKind(source).map(({ specifier, typeOnly }) => ({ specifier, typeOnly }));
}

const WEB_FEATURE_ENTRY = /^src\/web\/features\/[^/]+\/index\.ts$/;
const ENTRY_STATEMENT = /^export\s+(?:type\s+)?(?:\{[^}]*\}|\*(?:\s+as\s+\w+)?)\s+from\s+['"][^'"]+['"];?$/;

/**
 * A web feature's entry only re-exports: the build treats it as free of side effects
 * (vite.config.ts), which code in it would make untrue.
 */
function entryProblems(file: string, source: string): string[] {
  if (!WEB_FEATURE_ENTRY.test(file)) return [];
  const statements = source
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  return statements
    .filter((statement) => !ENTRY_STATEMENT.test(statement))
    .map(
      (statement) =>
        `${file}: "${statement.slice(0, 60)}" — a web feature's entry (features/<name>/index.ts) only re-exports`,
    );
}

/** Violations of the rules by one file (paths relative to the repository, with forward slashes). */
export function checkFile(file: string, source: string, rules = IMPORT_RULES): string[] {
  const problems: string[] = entryProblems(file, source);
  for (const { specifier, typeOnly, dynamic } of findImportsOfKind(source)) {
    const target = specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : null;
    for (const rule of rules) {
      const fromMatch = rule.from.exec(file);
      if (!fromMatch) continue;
      if (target === null) {
        // A package (or a `node:` builtin): only rules that list the allowed packages look at it.
        if (rule.packages && !rule.packages.test(specifier)) {
          problems.push(`${file}: imports "${specifier}" — ${rule.name}`);
        }
        continue;
      }
      const toMatch = rule.to?.exec(target);
      if (!toMatch) continue;
      if (rule.allowTypeOnly && typeOnly) continue;
      if (rule.sameGroupAllowed && fromMatch[1] === toMatch[1]) continue;
      const lazy = rule.dynamicAllowed;
      if (dynamic && lazy?.from.test(file) && lazy.to.test(target)) continue;
      problems.push(`${file}: imports "${specifier}" — ${rule.name}`);
    }
  }
  return problems;
}
