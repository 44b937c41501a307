import { formatFileSize } from '../../../core/file-facts';
import { paths } from '../../../core/paths';
import type { PhotoDetailRow } from '../../../core/photo-row';
import { eventHref, taxonomyHref } from '../../../core/taxonomy';
import { type ClickTarget, creatorClick, eventClick, taxonomyClick } from '../analytics';

/** One value of the Photo details tab: a pill to the photos that share it, or plain text. */
export interface DetailValue {
  label: string;
  href?: string;
  /** The click a taxonomy page's pill is (spec §4); none for values that open a search. */
  click?: ClickTarget;
}

export interface DetailSection {
  title: string;
  rows: { name: string; values: DetailValue[] }[];
}

const taxonomy = (type: string) => (value: string) => ({
  label: value,
  href: taxonomyHref(type, value),
  click: taxonomyClick(type, value),
});
/** Values spec §5 has no taxonomy route for open the search with the value as its words or filter. */
const words = (value: string) => ({ label: value, href: paths.search.href({ q: value }) });
const text = (value: string) => ({ label: value });

function list(
  values: readonly string[] | null | undefined,
  link: (value: string) => DetailValue,
): DetailValue[] {
  return (values ?? []).filter((value) => value.trim() !== '').map(link);
}

function one(value: string | number | null | undefined, link: (value: string) => DetailValue): DetailValue[] {
  return value === null || value === undefined || value === '' ? [] : [link(String(value))];
}

/** A photo's date as people write it: "July 7, 1989" (dates carry no time zone of their own). */
export const formatPhotoDate = (value: string) =>
  new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** spec §2 Photo details tab: the four sections, every value a pill where there is a page for it. */
export function detailSections(
  photo: PhotoDetailRow,
  events: readonly { id: string; name: string }[],
  options: { measuring?: boolean } = {},
): DetailSection[] {
  const sections: DetailSection[] = [
    {
      title: 'Basic information',
      rows: [
        { name: 'Photo', values: [text(`#${photo.photoid}`)] },
        { name: 'Date taken', values: one(photo.date_taken, (value) => text(formatPhotoDate(value))) },
        { name: 'Decade', values: one(photo.decade_taken, taxonomy('decade')) },
        {
          name: 'Family',
          values:
            photo.storefront_name && photo.user_id
              ? [
                  {
                    label: photo.storefront_name,
                    href: paths.user.href({ id: photo.user_id }),
                    click: creatorClick(photo.user_id),
                  },
                ]
              : [],
        },
        { name: 'City', values: one(photo.location_city, taxonomy('city')) },
        { name: 'State or province', values: one(photo.location_state_province, taxonomy('state')) },
        { name: 'Country', values: one(photo.location_country, taxonomy('country')) },
        {
          name: 'Events',
          values: events.map((event) => ({
            label: event.name,
            href: eventHref(event.id),
            click: eventClick(event.id),
          })),
        },
      ],
    },
    {
      title: 'Technical details',
      rows: [
        {
          name: 'Size',
          values: photo.width && photo.height ? [text(`${photo.width} × ${photo.height} px`)] : [],
        },
        {
          name: 'Orientation',
          values: one(photo.orientation, (value) => ({
            label: value,
            href: paths.search.href({ orientation: value }),
          })),
        },
        {
          name: 'File size',
          // issue 22: the size of the file the buyer receives, measured once it exists.
          values:
            photo.file_size === null && options.measuring
              ? [text('Measuring…')]
              : one(photo.file_size, (value) => text(formatFileSize(Number(value)))),
        },
        { name: 'Print size', values: one(photo.friendly_print_size, text) },
      ],
    },
    {
      title: 'People & emotions',
      rows: [
        {
          name: 'People',
          values: one(photo.people_count, (value) => ({
            label: value,
            href: paths.search.href({ people_count: value }),
          })),
        },
        { name: 'Composition', values: one(photo.people_composition, words) },
        { name: 'Ethnicities', values: list(photo.ethnicities, taxonomy('ethnicity')) },
        { name: 'Age groups', values: list(photo.age_groups, taxonomy('age_group')) },
        { name: 'Emotions', values: list(photo.emotions, words) },
      ],
    },
    {
      title: 'Style & mood',
      rows: [
        { name: 'Image style', values: one(photo.image_style, taxonomy('image_style')) },
        { name: 'Colour and mood', values: one(photo.color_and_mood, taxonomy('color_and_mood')) },
        { name: 'Dominant colour', values: one(photo.dominant_color, words) },
      ],
    },
  ];
  // Rows with nothing to say are left out, and so are sections left empty.
  return sections
    .map((section) => ({ ...section, rows: section.rows.filter((row) => row.values.length > 0) }))
    .filter((section) => section.rows.length > 0);
}
