import { isDisplayText } from './plain-text';
import { z } from './zod';

export {
  BANNER_CONTENT_MAX,
  BANNER_HTML,
  BANNER_TITLE_MAX,
  hasVisibleText,
  type PurifyRemoval,
  removedNames,
} from './banner-markup';

import { BANNER_CONTENT_MAX, BANNER_TITLE_MAX } from './banner-markup';

export const BANNER_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${BANNER_TITLE_MAX} characters`,
  titleInvalid: 'Title contains invalid characters',
  contentRequired: 'Content is required',
  contentTooLong: `Content must be at most ${BANNER_CONTENT_MAX.toLocaleString('en-GB')} characters`,
  empty: 'Nothing would be left to show once unsafe HTML is removed. Add some text.',
  window: 'The end must be after the start',
  ended: 'This banner’s end has passed: move its end later before activating it.',
  date: 'Must be a date and time',
} as const;

const moment = z.iso
  .datetime({ offset: true, message: BANNER_MESSAGES.date })
  .nullable()
  .transform((value) => (value === null ? null : new Date(value).toISOString()));

const draftFields = z.object({
  title: z
    .string()
    .trim()
    .min(1, BANNER_MESSAGES.titleRequired)
    .max(BANNER_TITLE_MAX, BANNER_MESSAGES.titleTooLong)
    .refine(isDisplayText, BANNER_MESSAGES.titleInvalid),
  content: z
    .string()
    .max(BANNER_CONTENT_MAX, BANNER_MESSAGES.contentTooLong)
    .refine((value) => value.trim() !== '', BANNER_MESSAGES.contentRequired),
  starts_at: moment.default(null),
  ends_at: moment.default(null),
});
const inOrder = (draft: { starts_at: string | null; ends_at: string | null }) =>
  !draft.starts_at || !draft.ends_at || draft.ends_at > draft.starts_at;

/** A banner as composed: its title for admins, its HTML, and when it may show. */
export const bannerDraftSchema = draftFields.refine(inOrder, {
  message: BANNER_MESSAGES.window,
  path: ['ends_at'],
});
export type BannerDraft = z.input<typeof bannerDraftSchema>;

/** An edit names the version it was based on (a stale one is refused with STALE_EDIT). */
export const bannerEditSchema = draftFields
  .extend({ version: z.number().int().min(1) })
  .refine(inOrder, { message: BANNER_MESSAGES.window, path: ['ends_at'] });
export const versionSchema = z.object({ version: z.number().int().min(1) });

/** Where a banner stands for visitors now. */
export type BannerState = 'showing' | 'scheduled' | 'ended' | 'off';

export interface AdminBanner {
  id: string;
  title: string;
  content: string;
  is_active: boolean;
  starts_at: string | null;
  ends_at: string | null;
  state: BannerState;
  version: number;
  created_at: string;
  updated_at: string;
}

/** A save's answer: the banner as stored, and what sanitising took out (empty when nothing). */
export interface BannerSaved {
  banner: AdminBanner;
  removed: string[];
}

export function bannerState(
  banner: Pick<AdminBanner, 'is_active' | 'starts_at' | 'ends_at'>,
  now = new Date(),
): BannerState {
  if (!banner.is_active) return 'off';
  if (banner.ends_at && new Date(banner.ends_at) <= now) return 'ended';
  if (banner.starts_at && new Date(banner.starts_at) > now) return 'scheduled';
  return 'showing';
}

export const BANNER_SORTS = ['updated_at', 'title'] as const;
