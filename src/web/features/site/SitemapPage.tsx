/** Placeholder while this page is built (issue 10); replaced by its owner. */
export function SitemapPage() {
  return <h1 className="px-4 py-8 text-2xl">Sitemap</h1>;
}
