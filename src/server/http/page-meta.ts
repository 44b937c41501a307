import { and, eq, type SQL } from 'drizzle-orm';
import { type PageMeta, photoPageMeta, SITE_NAME, staticPageMeta } from '../../core/page-meta';
import { isUuid, photoPageKey } from '../../core/route-validity';
import type { DatabaseHandle } from '../db/client';
import { photos } from '../db/tables';
import { escapeHtml } from './escape-html';

/** What the HTML of one page says about it in <head>: its meta, address and, for photos, the image. */
export interface HeadMeta extends PageMeta {
  url: string;
  image?: { url: string; width: number | null; height: number | null; alt: string };
}

/** `/photo/{photoid}` or `/photo-uuid/{id}`: the condition that finds the photo, or null. */
function photoKey(pathname: string): SQL | null {
  const key = photoPageKey(pathname);
  if (key === null) return null;
  return isUuid(key) ? eq(photos.id, key.toLowerCase()) : eq(photos.photoid, Number(key));
}

/**
 * The head meta for a path: a public static page's own, or a live photo's (with its preview as
 * the link-preview image, so a shared photo link shows the photo). Null for every other page.
 */
export async function headMetaFor(
  handle: DatabaseHandle,
  appUrl: string,
  pathname: string,
): Promise<HeadMeta | null> {
  const url = new URL(pathname, appUrl).toString();
  const own = staticPageMeta(pathname);
  if (own) return { ...own, url };
  const key = photoKey(pathname);
  if (!key) return null;
  const [photo] = await handle.db
    .select({
      title: photos.title,
      description: photos.description,
      decade_taken: photos.decadeTaken,
      location_country: photos.locationCountry,
      preview_url: photos.previewUrl,
      width: photos.width,
      height: photos.height,
    })
    .from(photos)
    .where(and(key, eq(photos.photoStatus, 'live')));
  if (!photo) return null;
  const meta = photoPageMeta(photo);
  return {
    ...meta,
    url,
    image: {
      url: new URL(photo.preview_url, appUrl).toString(),
      width: photo.width,
      height: photo.height,
      alt: meta.title,
    },
  };
}

/**
 * index.html with the page's title, description and Open Graph tags. Every value is escaped: a
 * photo's title is a creator's text.
 */
export function withHeadMeta(html: string, meta: HeadMeta): string {
  const title = `${meta.title} · ${SITE_NAME}`;
  const tag = (property: string, content: string) =>
    `<meta property="${property}" content="${escapeHtml(content)}" />`;
  const tags = [
    tag('og:site_name', SITE_NAME),
    tag('og:type', meta.image ? 'article' : 'website'),
    tag('og:title', meta.title),
    tag('og:description', meta.description),
    tag('og:url', meta.url),
    ...(meta.image
      ? [
          tag('og:image', meta.image.url),
          ...(meta.image.width ? [tag('og:image:width', String(meta.image.width))] : []),
          ...(meta.image.height ? [tag('og:image:height', String(meta.image.height))] : []),
          tag('og:image:alt', meta.image.alt),
        ]
      : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
  ];
  return html
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(title)}</title>`)
    .replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    )
    .replace('</head>', () => `${tags.join('\n    ')}\n  </head>`);
}
