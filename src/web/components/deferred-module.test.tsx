// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type DeferredModule, deferredModule, useDeferredModule } from './deferred-module';

function Shows({ module, wanted }: { module: DeferredModule<{ name: string }>; wanted: boolean }) {
  return <p>{useDeferredModule(module, wanted)?.name ?? 'none'}</p>;
}

afterEach(cleanup);

describe('deferredModule', () => {
  it('loads once, whoever asks, and keeps what it loaded', async () => {
    const importer = vi.fn(async () => ({ name: 'cart code' }));
    const module = deferredModule(importer);
    expect(module.current()).toBeNull();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(module.current()).toBe(first);
  });

  it('gives a component nothing until it has loaded, then the module; nothing when not wanted', async () => {
    const module = deferredModule(async () => ({ name: 'cart code' }));
    const view = render(<Shows module={module} wanted={false} />);
    expect(screen.getByText('none')).toBeTruthy();
    view.rerender(<Shows module={module} wanted />);
    expect(await screen.findByText('cart code')).toBeTruthy();
    view.rerender(<Shows module={module} wanted={false} />);
    expect(screen.getByText('none')).toBeTruthy();
    // Loaded already: the next component has it from its first render.
    cleanup();
    await act(async () => {
      render(<Shows module={module} wanted />);
    });
    expect(screen.getByText('cart code')).toBeTruthy();
  });
});
