import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkFile, findImports, IMPORT_RULES } from './import-rules';

const ruleNamed = (start: string) => {
  const rule = IMPORT_RULES.find(({ name }) => name.startsWith(start));
  if (!rule) throw new Error(`no rule "${start}…"`);
  return rule.name;
};
const CORE = ruleNamed('src/core is pure');
const COMPONENTS = ruleNamed('the design system');
const WEB_ENTRY = ruleNamed('a web feature is reached');

describe('import boundaries', () => {
  it('finds static, re-export, type-only and dynamic imports', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "const page = () => import('./page');",
      "import './side-effect';",
    ].join('\n');
    expect(findImports(source)).toEqual([
      { specifier: './a', typeOnly: false },
      { specifier: '../b', typeOnly: true },
      { specifier: './c', typeOnly: false },
      { specifier: './side-effect', typeOnly: false },
      { specifier: './page', typeOnly: false },
    ]);
  });

  it('keeps src/core pure', () => {
    expect(checkFile('src/core/paths.ts', "import { x } from './taxonomy';")).toEqual([]);
    expect(checkFile('src/core/paths.ts', "import { db } from '../server/db/client';")).toHaveLength(1);
    expect(checkFile('src/core/paths.ts', "import fs from 'node:fs';")).toHaveLength(1);
  });

  it('lets the web app take types, not code, from the server', () => {
    expect(checkFile('src/web/api.ts', "import type { ApiType } from '../server/app';")).toEqual([]);
    expect(checkFile('src/web/api.ts', "import { createApp } from '../server/app';")).toHaveLength(1);
    expect(checkFile('src/server/app.ts', "import { x } from '../web/router';")).toHaveLength(1);
  });

  it('keeps web features apart', () => {
    expect(
      checkFile('src/web/features/home/Hero.tsx', "import { S } from '../search/SearchPage';"),
    ).toHaveLength(1);
    expect(checkFile('src/web/features/home/Hero.tsx', "import { r } from './random';")).toEqual([]);
    expect(
      checkFile('src/web/features/home/Hero.tsx', "import { SearchBox } from '../../components/SearchBox';"),
    ).toEqual([]);
  });

  it("lets server features use each other only through a feature's index", () => {
    const file = 'src/server/features/wishlists/wishlists.service.ts';
    expect(checkFile(file, "import { addToCart } from '../cart/cart.service';")).toHaveLength(1);
    expect(checkFile(file, "import { searchPhotos } from '../photos';")).toEqual([]);
    expect(checkFile(file, "import { x } from './wishlists-input';")).toEqual([]);
  });

  it('lets src/core import only src/core and the zod package', () => {
    const file = 'src/core/contact.ts';
    expect(checkFile(file, "import { z } from './zod';")).toEqual([]);
    expect(checkFile('src/core/zod.ts', "import { z } from 'zod';")).toEqual([]);
    expect(checkFile(file, "import { Hono } from 'hono';")).toEqual([`${file}: imports "hono" — ${CORE}`]);
    // A type is still a dependency: core stays usable without the package.
    expect(checkFile(file, "import type { PgTable } from 'drizzle-orm/pg-core';")).toHaveLength(1);
    expect(checkFile(file, "import { zx } from 'zod-extra';")).toHaveLength(1);
  });

  it('keeps features out of the design system (src/web/components)', () => {
    const file = 'src/web/components/photo-grid/PhotoGrid.tsx';
    expect(checkFile(file, "import { Spinner } from '../Spinner';")).toEqual([]);
    expect(checkFile(file, "import { usePhotoCount } from '../../features/catalogue-overview';")).toEqual([
      `${file}: imports "../../features/catalogue-overview" — ${COMPONENTS}`,
    ]);
    expect(checkFile(file, "import type { Me } from '../../features/session';")).toHaveLength(1);
  });

  it('reaches a web feature from outside only through its entry; the router loads pages by their module', () => {
    const layout = 'src/web/layout/Header.tsx';
    expect(checkFile(layout, "import { HeaderCartLink } from '../features/cart';")).toEqual([]);
    expect(checkFile(layout, "import { HeaderCartLink } from '../features/cart/index';")).toEqual([]);
    expect(
      checkFile(layout, "import { HeaderCartLink } from '../features/cart/components/HeaderCartLink';"),
    ).toEqual([`${layout}: imports "../features/cart/components/HeaderCartLink" — ${WEB_ENTRY}`]);
    expect(checkFile(layout, "import type { Me } from '../features/session/get-me';")).toHaveLength(1);
    // Another feature: through the entry only.
    const feature = 'src/web/features/checkout/components/CheckoutForm.tsx';
    expect(checkFile(feature, "import { useProjects } from '../../projects';")).toEqual([]);
    expect(checkFile(feature, "import { useProjects } from '../../projects/api/get-projects';")).toHaveLength(
      1,
    );
    expect(checkFile(feature, "import { PaySummary } from './PaySummary';")).toEqual([]);
    // Lazy routes load a page's own module, from the router only.
    const router = 'src/web/router.tsx';
    expect(checkFile(router, "const p = () => import('./features/cart/CartPage');")).toEqual([]);
    expect(checkFile(router, "import { CartPage } from './features/cart/CartPage';")).toHaveLength(1);
    expect(checkFile(router, "const p = () => import('./features/cart/api/get-cart');")).toHaveLength(1);
    expect(checkFile(layout, "const p = () => import('../features/cart/CartPage');")).toHaveLength(1);
  });

  it("keeps a web feature's entry to re-exports (the build counts on it)", () => {
    const entry = 'src/web/features/cart/index.ts';
    const reexports = [
      '/** The cart. */',
      "export { useCartToasts } from './api/cart-toasts';",
      "export {\n  type CartLine,\n  HeaderCartLink,\n} from './components/HeaderCartLink';",
      "export type { Cart } from './api/get-cart';",
    ].join('\n');
    expect(checkFile(entry, reexports)).toEqual([]);
    expect(
      checkFile(entry, `${reexports}\nexport const loadCartPage = () => import('./CartPage');`),
    ).toHaveLength(1);
    expect(checkFile(entry, "import { x } from './x';\nexport { x };")).toHaveLength(2);
    expect(checkFile('src/web/features/cart/cart-state.ts', 'export const x = 1;')).toEqual([]);
  });

  it('fails the lint step (scripts/check-imports.ts, as `npm run lint` runs it) on a violation of each rule', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'import-rules-'));
    const violations: Record<string, string> = {
      'src/core/bad-package.ts': "import { Hono } from 'hono';",
      'src/core/bad-ours.ts': "import { api } from '../web/api';",
      'src/web/bad-server.ts': "import { createApp } from '../server/app';",
      'src/server/bad-web.ts': "import { api } from '../web/api';",
      'src/server/features/cart/bad.ts': "import { x } from '../photos/search.service';",
      'src/web/components/Bad.tsx': "import { useMe } from '../features/session';",
      'src/web/layout/Bad.tsx': "import { useMe } from '../features/session/get-me';",
      'src/web/features/session/index.ts': 'export const loaded = true;',
      'src/web/features/session/fine.ts': "import { api } from '../../api';",
      'src/web/features/session/fine.test.ts': "import { x } from '../cart/internal';",
    };
    try {
      for (const [file, source] of Object.entries(violations)) {
        mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
        writeFileSync(path.join(root, file), source);
      }
      const tsx = path.resolve('node_modules/.bin/tsx');
      const failure = await promisify(execFile)(tsx, [path.resolve('scripts/check-imports.ts')], {
        cwd: root,
      }).then(
        () => null,
        (error: { code?: number; stderr?: string }) => error,
      );
      expect(failure?.code).toBe(1);
      const stderr = failure?.stderr ?? '';
      for (const rule of IMPORT_RULES) expect(stderr).toContain(rule.name);
      expect(stderr).toContain('src/web/features/session/index.ts: "export const loaded = true"');
      expect(stderr).not.toContain('fine');
      expect(stderr).toContain('8 import boundary violation(s).');
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 30_000);
});
