import { describe, expect, it } from 'vitest';
import { VIEWER_ELEMENT_ID } from '../../core/page-meta';
import { jsonForScript, withImagePreload, withStylesFirst, withViewer } from './served-page';

const INDEX = '<html><head><title>Backdrop</title></head><body><div id="root"></div></body></html>';

describe('the viewer block in the served page', () => {
  it('cannot be closed or broken by what a person typed', () => {
    const viewer = { user: { name: 'Ann</script><script>alert(1)</script>\u2028' } };
    const page = withViewer(INDEX, viewer);
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('\u2028');
    const block = new RegExp(`<script type="application/json" id="${VIEWER_ELEMENT_ID}">(.*?)</script>`).exec(
      page,
    );
    expect(JSON.parse(block?.[1] ?? '')).toEqual(viewer);
  });

  it('says null for a signed-out visitor', () => {
    expect(jsonForScript(null)).toBe('null');
    expect(withViewer(INDEX, null)).toContain(`id="${VIEWER_ELEMENT_ID}">null</script>\n  </head>`);
  });

  it('asks for an image ahead of the app, its address escaped', () => {
    expect(withImagePreload(INDEX, { href: '/media/p/a"b/preview.webp' })).toContain(
      '<link rel="preload" as="image" href="/media/p/a&quot;b/preview.webp" fetchpriority="high" />',
    );
  });

  it('asks for the image and the styles ahead of the scripts, which would take the connections first', () => {
    const built = [
      '<html><head><title>Backdrop</title>',
      '    <script type="module" crossorigin src="/assets/index.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">',
      '  </head><body><div id="root"></div></body></html>',
    ].join('\n');
    const page = withImagePreload(withStylesFirst(built), { href: '/media/p/a/preview.webp' });
    const order = [
      'rel="stylesheet"',
      'rel="preload" as="image"',
      '<script type="module"',
      'rel="modulepreload"',
    ];
    const at = order.map((tag) => page.indexOf(tag));
    expect(at.every((index) => index > 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(page.match(/rel="stylesheet"/g)).toHaveLength(1);
  });
});
