// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootErrorBoundary } from './RootErrorBoundary';

afterEach(cleanup);

function Broken(): never {
  throw new Error('kaboom');
}

describe('RootErrorBoundary', () => {
  it('shows "Something went wrong" and a Refresh Page button that reloads', () => {
    const onReload = vi.fn();
    const onError = vi.fn();
    // React reports caught errors through onCaughtError; catching them here keeps the console clean.
    const caught: unknown[] = [];
    render(
      <RootErrorBoundary onReload={onReload} onError={onError}>
        <Broken />
      </RootErrorBoundary>,
      { onCaughtError: (error) => caught.push(error) },
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Refresh Page' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'kaboom' }), expect.anything());
    expect(caught).toHaveLength(1);
  });

  it('renders its children when nothing fails', () => {
    render(
      <RootErrorBoundary>
        <p>all good</p>
      </RootErrorBoundary>,
    );
    expect(screen.getByText('all good')).toBeTruthy();
    expect(screen.queryByText('Something went wrong')).toBeNull();
  });
});
