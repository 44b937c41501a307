// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './Button';

afterEach(cleanup);

describe('Button asChild', () => {
  it('gives its one child the button look, keeping the child a link with its own classes', () => {
    render(
      <Button asChild variant="secondary" className="mt-8">
        <a href="/cart" className="extra">
          Go to cart
        </a>
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Go to cart' });
    expect(link.getAttribute('href')).toBe('/cart');
    expect(link.className).toContain('rounded-full');
    expect(link.className).toContain('mt-8');
    expect(link.className).toContain('extra');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it("runs the child's handler first, then the button's unless the child prevented it", () => {
    const order: string[] = [];
    const outer = vi.fn(() => order.push('button'));
    const { rerender } = render(
      <Button asChild onClick={outer}>
        <a href="/next" onClick={() => order.push('child')}>
          Go
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(order).toEqual(['child', 'button']);
    rerender(
      <Button asChild onClick={outer}>
        <a href="/next" onClick={(event) => event.preventDefault()}>
          Go
        </a>
      </Button>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Go' }));
    expect(outer).toHaveBeenCalledTimes(1);
  });
});
