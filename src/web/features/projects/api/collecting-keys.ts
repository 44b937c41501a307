import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of wishlists, projects and companies. Every key starts with its area, so one
 * invalidation reaches the lists, the details, the membership of a photo and the batch checks.
 */
export const collectingKeys = {
  wishlists: ['wishlists'] as const,
  wishlistList: ['wishlists', 'list'] as const,
  wishlist: (id: string) => ['wishlists', 'detail', id] as const,
  containing: (photoId: string) => ['wishlists', 'containing', photoId] as const,
  check: (photoIds: readonly string[]) => ['wishlists', 'check', photoIds.join(',')] as const,
  projects: ['projects'] as const,
  companies: ['companies'] as const,
  shared: (code: string) => ['shared-wishlist', code] as const,
};

/** Wishlists, projects and companies are one person's and go with them at sign-out. */
export const USER_SCOPED = { userScoped: true } as const;

/**
 * After a change, what shows it is read again: a wishlist's count and cover live in its project's
 * row, a company's name in its projects' rows and in the wishlists' summaries. Cheap: a person
 * has tens of each, and only the lists on screen are fetched again.
 */
export function refreshCollecting(queryClient: QueryClient): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: collectingKeys.wishlists }),
    queryClient.invalidateQueries({ queryKey: collectingKeys.projects }),
    queryClient.invalidateQueries({ queryKey: collectingKeys.companies }),
  ]).then(() => undefined);
}
