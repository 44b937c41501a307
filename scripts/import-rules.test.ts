import { describe, expect, it } from 'vitest';
import { checkFile, findImports } from './import-rules';

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
});
