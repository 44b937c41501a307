import { describe, expect, it } from 'vitest';
import { withHeadMeta } from './page-meta';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta
      name="description"
      content="Backdrop licenses cleared family and archive photos."
    />
    <title>Backdrop — cleared family &amp; archive photos for productions</title>
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('withHeadMeta', () => {
  it("puts the page's title, description and Open Graph tags in the head, escaped", () => {
    const html = withHeadMeta(INDEX, {
      title: 'Mum\'s "best" <script>alert(1)</script> cake',
      description: 'A cake & candles',
      url: 'https://backdrop.example/photo/12',
      image: {
        url: 'https://backdrop.example/media/p/12.webp',
        width: 1200,
        height: 800,
        alt: 'Cake',
      },
    });
    expect(html).toContain(
      '<title>Mum&#39;s &quot;best&quot; &lt;script&gt;alert(1)&lt;/script&gt; cake · Backdrop</title>',
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('<meta name="description" content="A cake &amp; candles" />');
    expect(html).not.toContain('Backdrop licenses cleared family');
    expect(html).toContain('<meta property="og:image" content="https://backdrop.example/media/p/12.webp" />');
    expect(html).toContain('<meta property="og:image:width" content="1200" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).toContain('<link rel="canonical" href="https://backdrop.example/photo/12" />');
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
  });

  it('leaves the image out for pages without one', () => {
    const html = withHeadMeta(INDEX, {
      title: 'Pricing',
      description: 'Prices',
      url: 'https://b.example/pricing',
    });
    expect(html).toContain('<meta property="og:type" content="website" />');
    expect(html).not.toContain('og:image');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });
});
