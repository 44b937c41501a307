import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';

/**
 * One component (a dialog, a provider and its probe) inside a router at `url`, with a fresh cache
 * and the toaster: lighter than the whole app when a test is about that component alone.
 */
export function renderUi(ui: ReactNode, url = '/') {
  const router = createMemoryRouter(
    [
      { path: '*', element: ui },
      { path: '/auth', element: <p>Sign-in page</p> },
    ],
    { initialEntries: [url] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location };
}

/**
 * Opens a Radix Select and picks the option named `name`. Inside a form Radix also draws a
 * hidden native select whose options have the same names: this picks Radix's own.
 */
export function pickOption(combobox: HTMLElement, name: string): void {
  combobox.focus();
  fireEvent.keyDown(combobox, { key: 'Enter' });
  const option = screen
    .getAllByRole('option', { name, hidden: true })
    .find((element) => element.getAttribute('role') === 'option');
  if (!option) throw new Error(`No option named ${name}`);
  fireEvent.click(option);
}
