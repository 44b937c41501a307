import path from 'node:path';

/**
 * One-way imports (STYLE.md §1). A rule forbids imports from files under `from` to files
 * under `to`; type-only imports are allowed where `allowTypeOnly` says so (the web app takes
 * the API's types from the server, never its code).
 */
export interface ImportRule {
  name: string;
  from: RegExp;
  to: RegExp;
  allowTypeOnly?: boolean;
  /** Imports staying inside the same captured group of `from` are fine. */
  sameGroupAllowed?: boolean;
}

export const IMPORT_RULES: readonly ImportRule[] = [
  {
    name: 'src/core is pure: it imports nothing of ours outside src/core',
    from: /^src\/core\//,
    to: /^(?!src\/core\/)/,
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
    name: 'web features do not import each other',
    from: /^src\/web\/features\/([^/]+)\//,
    to: /^src\/web\/features\/([^/]+)\//,
    sameGroupAllowed: true,
  },
];

export interface ImportFound {
  specifier: string;
  typeOnly: boolean;
}

const IMPORT_PATTERN = /^\s*(import|export)\s+(type\s+)?(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm;
const DYNAMIC_IMPORT_PATTERN = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

export function findImports(source: string): ImportFound[] {
  const found: ImportFound[] = [];
  for (const match of source.matchAll(IMPORT_PATTERN)) {
    found.push({ specifier: match[3] ?? '', typeOnly: Boolean(match[2]) });
  }
  for (const match of source.matchAll(DYNAMIC_IMPORT_PATTERN))
    found.push({ specifier: match[1] ?? '', typeOnly: false });
  return found;
}

/** Violations of the rules by one file (paths relative to the repository, with forward slashes). */
export function checkFile(file: string, source: string, rules = IMPORT_RULES): string[] {
  const problems: string[] = [];
  for (const { specifier, typeOnly } of findImports(source)) {
    // Only our own modules matter here; packages (and node: builtins) are checked below for core.
    const target = specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : null;
    for (const rule of rules) {
      const fromMatch = rule.from.exec(file);
      if (!fromMatch) continue;
      if (target === null) {
        if (rule.name.startsWith('src/core') && specifier.startsWith('node:')) {
          problems.push(`${file}: imports "${specifier}" — ${rule.name}`);
        }
        continue;
      }
      const toMatch = rule.to.exec(target);
      if (!toMatch) continue;
      if (rule.allowTypeOnly && typeOnly) continue;
      if (rule.sameGroupAllowed && fromMatch[1] === toMatch[1]) continue;
      problems.push(`${file}: imports "${specifier}" — ${rule.name}`);
    }
  }
  return problems;
}
