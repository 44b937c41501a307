/**
 * The photoid a search result's link opens: `/photo/{photoid}`, or a guest's way there through
 * sign-in (`/auth?returnUrl=%2Fphoto%2F{photoid}`); null for any other link.
 */
export function photoidOfResultLink(href: string): number | null {
  let path: string;
  try {
    path = decodeURIComponent(href);
  } catch {
    return null;
  }
  const match = /\/photo\/(\d+)(?:[?#&]|$)/.exec(path);
  return match ? Number(match[1]) : null;
}

/** The photoid of the result link a click inside the results landed on, if any. */
export function clickedResult(target: EventTarget | null): number | null {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link ? photoidOfResultLink(link.getAttribute('href') ?? '') : null;
}
