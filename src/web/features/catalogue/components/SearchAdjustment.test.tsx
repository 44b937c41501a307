// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SearchAdjustment } from './SearchAdjustment';

afterEach(cleanup);

describe('SearchAdjustment', () => {
  it('says which words were left out', () => {
    render(<SearchAdjustment typed="Vintage kitchen" dropped={['vintage']} corrected={{}} />);
    expect(screen.getByText(/No exact match/).textContent).toBe(
      'No exact match for “Vintage kitchen” — showing results for “kitchen”.',
    );
  });

  it('says which word a typo was read as', () => {
    render(<SearchAdjustment typed="kitchn table" dropped={[]} corrected={{ kitchn: 'kitchen' }} />);
    expect(screen.getByText(/Showing results for/).textContent).toBe(
      'Showing results for “kitchen table”. No photos matched “kitchn”.',
    );
  });

  it('says nothing when the search was for exactly what was typed', () => {
    const { container } = render(<SearchAdjustment typed="kitchen" dropped={[]} corrected={{}} />);
    expect(container.textContent).toBe('');
  });
});
