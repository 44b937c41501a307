// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Toaster, toast } from './deferred-sonner';

afterEach(cleanup);

describe('deferred sonner', () => {
  it('draws only an empty live region until a toast is asked for, then shows that toast and later ones', async () => {
    const { container } = render(<Toaster />);
    // A live region from the start: a modal dialog opened before the first toast leaves live
    // regions and their ancestors visible to assistive technology, and the toasts come there.
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite');
    expect(container.textContent).toBe('');
    // Asked before the library has loaded: kept, and shown once the Toaster listens.
    let id: string | number = '';
    act(() => {
      id = toast.success('Added to cart', { description: 'Photo #1' });
    });
    expect(id).toEqual(expect.stringMatching(/^deferred-toast-/));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    expect(screen.getByText('Photo #1')).toBeTruthy();
    act(() => {
      toast('Sign in required', { id: 'cart-sign-in-required' });
    });
    expect(await screen.findByText('Sign in required')).toBeTruthy();
  });

  it('keeps a given id, so a toast with the same id replaces the one showing', async () => {
    render(<Toaster />);
    act(() => {
      expect(toast.error('First', { id: 'same' })).toBe('same');
      toast.error('Second', { id: 'same' });
    });
    expect(await screen.findByText('Second')).toBeTruthy();
    expect(screen.queryByText('First')).toBeNull();
  });
});
