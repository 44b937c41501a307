// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchAdjustment } from './SearchAdjustment';

function show(props: Omit<ComponentProps<typeof SearchAdjustment>, 'asTypedSearch'>) {
  return render(
    <MemoryRouter>
      <SearchAdjustment {...props} asTypedSearch="?q=kitchn+table&as_typed=1" />
    </MemoryRouter>,
  );
}

afterEach(cleanup);

describe('SearchAdjustment', () => {
  it('says which words were left out', () => {
    show({ typed: 'Vintage kitchen', dropped: ['vintage'], corrected: {} });
    expect(screen.getByText(/No exact match/).textContent).toBe(
      'No exact match for “Vintage kitchen” — showing results for “kitchen”.',
    );
  });

  it('says which word a typo was read as, and offers the words as typed', () => {
    show({ typed: 'kitchn table', dropped: [], corrected: { kitchn: 'kitchen' } });
    expect(screen.getByText(/Showing results for/).textContent).toBe(
      'Showing results for “kitchen table”. Search instead for kitchn table.',
    );
    expect(screen.getByRole('link', { name: 'kitchn table' }).getAttribute('href')).toBe(
      '/?q=kitchn+table&as_typed=1',
    );
  });

  it('says nothing when the search was for exactly what was typed', () => {
    const { container } = show({ typed: 'kitchen', dropped: [], corrected: {} });
    expect(container.textContent).toBe('');
  });
});
