/**
 * Navigation state that makes a change of the query alone count as a new page (issue 23): the
 * layout moves focus to the new page's heading and announces it. A submitted search is a new page;
 * a filter or a sort changed on the same page is not, and keeps focus on the control the user used.
 */
export const NEW_PAGE_STATE = { newPage: true } as const;

export function isNewPageState(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'newPage' in state && state.newPage === true;
}
