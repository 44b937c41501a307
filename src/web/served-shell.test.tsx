// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SERVED_SHELL_ELEMENT_ID } from '../core/served-shell';
import { EmptyState } from './components/EmptyState';
import { ErrorState } from './components/ErrorState';
import { PhotoGrid } from './components/photo-grid/PhotoGrid';
import { removeServedShell, servedShellPath } from './page-data';
import { testPhotoRow } from './testing/photo-rows';

/** The served page's stand-in (server/http/page-shells.ts), as the server writes it. */
function serveShell(path: string) {
  document.body.insertAdjacentHTML(
    'afterbegin',
    `<div id="${SERVED_SHELL_ELEMENT_ID}" data-path="${path}" aria-hidden="true"><img src="/media/p/k1/thumb.webp" alt="" /></div>`,
  );
}

const shellThere = () => document.getElementById(SERVED_SHELL_ELEMENT_ID) !== null;

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 380 });
  globalThis.IntersectionObserver ??= class {
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
});
beforeEach(() => serveShell('/search'));
afterEach(() => {
  cleanup();
  removeServedShell();
});

describe('the served stand-in', () => {
  it('names the path it was drawn for until it goes', () => {
    expect(servedShellPath()).toBe('/search');
    removeServedShell();
    expect(servedShellPath()).toBeUndefined();
  });

  it('goes in the frame the grid draws its first rows', () => {
    const photos = [1, 2, 3].map((id) =>
      testPhotoRow(id, { thumbnail_url: `/media/p/k${id}/thumb.webp`, width: 1200, height: 800 }),
    );
    render(
      <MemoryRouter>
        <PhotoGrid
          photos={photos}
          total={3}
          hasMore={false}
          isFetchingMore={false}
          signedIn
          label="Search results"
        />
      </MemoryRouter>,
    );
    expect(document.querySelectorAll('[aria-label="Search results"] img')).toHaveLength(3);
    expect(shellThere()).toBe(false);
  });

  it('stays while the grid has nothing to draw yet', () => {
    render(
      <MemoryRouter>
        <PhotoGrid photos={[]} total={0} hasMore isFetchingMore signedIn label="Search results" />
      </MemoryRouter>,
    );
    expect(shellThere()).toBe(true);
  });

  it('goes when the page shows an empty or an error view instead', () => {
    render(<EmptyState title="No photos found" />);
    expect(shellThere()).toBe(false);
    cleanup();
    serveShell('/photo/1');
    render(<ErrorState title="Photo Detail Error" />);
    expect(shellThere()).toBe(false);
  });
});
