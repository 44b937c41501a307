// @ts-check
// Our npm registry mirror serves only the Linux builds of packages that ship one binary package
// per platform (Biome, Tailwind's oxide, …). `npm install` then leaves the other platforms out
// of package-lock.json, and `npm ci` refuses such a lock. This adds the missing optional
// entries with their os/cpu/libc, so `npm ci` accepts the lock and skips them on this machine.
// Run it after `npm install` changes the lock: `node scripts/lock-platforms.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const LOCK = 'package-lock.json';
const lock = JSON.parse(readFileSync(LOCK, 'utf8'));
const packages = lock.packages;

/** @param {string} name @returns {{ os: string[], cpu: string[], libc?: string[] }} */
function platformOf(name) {
  const os = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix'].find((o) =>
    name.includes(`-${o}-`),
  );
  const cpu = ['arm64', 'x64', 'ia32', 'arm', 'wasm32', 'riscv64', 's390x', 'ppc64', 'loong64'].find((c) =>
    new RegExp(`-${c}(-|$)`).test(name),
  );
  if (cpu === 'wasm32') return { os: [], cpu: ['wasm32'] };
  if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}; add it by hand`);
  const libc = name.endsWith('-musl')
    ? ['musl']
    : os === 'linux' && name.endsWith('-gnu')
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const base = location === '' ? 'node_modules' : `${location}/node_modules`;
    if (packages[`${base}/${name}`] || packages[`node_modules/${name}`]) continue;
    if (!/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(range)) continue;
    packages[`node_modules/${name}`] = {
      version: range,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    added++;
  }
}
writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} platform-specific optional entr${added === 1 ? 'y' : 'ies'}.`);
