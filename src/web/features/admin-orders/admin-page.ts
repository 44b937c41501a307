/** The frame of the back office's order and payment pages, inside AdminLayout. */
export const ADMIN_PAGE = 'mx-auto w-full max-w-7xl px-4 pt-4 pb-24 sm:px-6';
