// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { ComponentsPage } from './ComponentsPage';
import { StyleguidePage } from './StyleguidePage';
import { COMPONENT_SECTIONS, STYLEGUIDE_SECTIONS } from './sections';

afterEach(cleanup);

function renderPage(element: ReactNode) {
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] });
  render(
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>,
  );
}

function sectionTitles(): string[] {
  return [...document.querySelectorAll('section > h2')].map((heading) => heading.textContent ?? '');
}

describe('ComponentsPage', () => {
  it('has a section for every entry of the contents, in order, each linked from it', () => {
    renderPage(<ComponentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Components' })).toBeTruthy();
    expect(sectionTitles()).toEqual(COMPONENT_SECTIONS.map((section) => section.title));
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const section of COMPONENT_SECTIONS) {
      expect(within(contents).getByRole('link', { name: section.title }).getAttribute('href')).toBe(
        `#${section.id}`,
      );
      expect(document.getElementById(section.id)?.tagName).toBe('SECTION');
    }
    expect(document.title).toBe('Components · Backdrop');
  });

  it('shows the states: loading and disabled buttons, an invalid input, a disabled select', () => {
    renderPage(<ComponentsPage />);
    expect(
      screen.getAllByRole('button', { name: 'Saving…' }).every((b) => b.getAttribute('aria-busy') === 'true'),
    ).toBe(true);
    expect(screen.getByRole('textbox', { name: 'Email' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('combobox', { name: 'State' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('combobox', { name: 'City' }).getAttribute('aria-busy')).toBe('true');
  });

  it('opens the dialog and removes a chip', () => {
    renderPage(<ComponentsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(screen.getByRole('dialog', { name: 'Rename collection' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Kitchen' }));
    expect(screen.queryByRole('button', { name: 'Remove Kitchen' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reset chips' }));
    expect(screen.getByRole('button', { name: 'Remove Kitchen' })).toBeTruthy();
  });

  it('shows focus kept by a busy button, handed back by a dialog opened from code, taken by a refused field', async () => {
    renderPage(<ComponentsPage />);
    const focus = within(document.getElementById('focus') as HTMLElement);
    const save = focus.getByRole('button', { name: 'Save Company' });
    save.focus();
    fireEvent.click(save);
    fireEvent.click(save);
    expect(save.getAttribute('aria-busy')).toBe('true');
    expect(document.activeElement).toBe(save);
    expect(focus.getByText('1 save sent')).toBeTruthy();

    const opener = focus.getByRole('button', { name: 'Add to wishlist' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.click(screen.getByRole('button', { name: 'Create Wishlist' }));
    await waitFor(() => expect(document.activeElement).toBe(opener));

    fireEvent.click(focus.getByRole('button', { name: 'Refund $45.00' }));
    await waitFor(() => expect(document.activeElement).toBe(focus.getByLabelText('Refund reason')));

    const remove = focus.getByRole('button', { name: 'Remove Kitchen, 1974' });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() =>
      expect(document.activeElement).toBe(focus.getByRole('button', { name: 'Remove Dock at dawn' })),
    );
  });

  it('triggers a toast from its button', async () => {
    renderPage(<ComponentsPage />);
    fireEvent.click(screen.getByRole('button', { name: 'Show success toast' }));
    expect(await screen.findByText('Photo updated')).toBeTruthy();
    expect(screen.getByText('Changes saved successfully')).toBeTruthy();
  });
});

describe('StyleguidePage', () => {
  it('has its sections in the order of the contents', () => {
    renderPage(<StyleguidePage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Style guide' })).toBeTruthy();
    expect(sectionTitles()).toEqual(STYLEGUIDE_SECTIONS.map((section) => section.title));
    expect(screen.getByText('#8f5229')).toBeTruthy();
    expect(document.title).toBe('Style guide · Backdrop');
  });
});
