// @vitest-environment happy-dom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DeferredSelect } from './DeferredSelect';

afterEach(cleanup);

describe('DeferredSelect', () => {
  it('shows the chosen label at once, then becomes the real dropdown', async () => {
    render(
      <DeferredSelect
        aria-label="Sort by"
        size="sm"
        value="newest"
        options={[
          { value: 'relevance', label: 'Relevance' },
          { value: 'newest', label: 'Newest' },
        ]}
        onValueChange={() => {}}
      />,
    );
    const standIn = screen.getByRole('combobox', { name: 'Sort by' });
    expect(standIn.textContent).toBe('Newest');
    // An early click waits for the real one instead of being lost.
    expect(standIn.hasAttribute('disabled')).toBe(true);
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Sort by' }).hasAttribute('disabled')).toBe(false),
    );
    expect(screen.getByRole('combobox', { name: 'Sort by' }).textContent).toContain('Newest');
  });

  it('shows the "all" label when nothing is chosen', () => {
    render(
      <DeferredSelect
        aria-label="Decade"
        value={undefined}
        allLabel="All decades"
        options={[{ value: '1970s', label: '1970s' }]}
        onValueChange={() => {}}
      />,
    );
    expect(screen.getByRole('combobox', { name: 'Decade' }).textContent).toBe('All decades');
  });
});
