/** The sections of /admin/components, in page order: the table of contents and the browser test read it. */
export const COMPONENT_SECTIONS = [
  { id: 'buttons', title: 'Buttons' },
  { id: 'icon-buttons', title: 'Icon buttons' },
  { id: 'inputs', title: 'Inputs' },
  { id: 'select', title: 'Select' },
  { id: 'checkbox', title: 'Checkbox' },
  { id: 'dialog', title: 'Dialog' },
  { id: 'focus', title: 'Focus' },
  { id: 'tabs', title: 'Tabs' },
  { id: 'pills', title: 'Pills' },
  { id: 'status-badges', title: 'Status badges' },
  { id: 'data-table', title: 'Data table' },
  { id: 'skeleton', title: 'Skeleton' },
  { id: 'spinner', title: 'Spinner' },
  { id: 'empty-state', title: 'Empty state' },
  { id: 'error-state', title: 'Error state' },
  { id: 'breadcrumb', title: 'Breadcrumb' },
  { id: 'toasts', title: 'Toasts' },
  { id: 'photo-grid', title: 'Photo grid' },
] as const;

/** The sections of /admin/styleguide, in page order. */
export const STYLEGUIDE_SECTIONS = [
  { id: 'colour', title: 'Colour' },
  { id: 'type', title: 'Type' },
  { id: 'spacing', title: 'Spacing' },
  { id: 'radii', title: 'Radii' },
  { id: 'focus', title: 'Focus' },
  { id: 'voice', title: 'Voice and wording' },
] as const;
