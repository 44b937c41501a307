// @vitest-environment happy-dom
import { act, cleanup, render } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LOAD_MORE_THROTTLE_MS, useLoadMore } from './use-load-more';

/** Where the end of the list is: in reach (within the viewport) or far below it. */
let endTop = 0;
/** An IntersectionObserver that reports when the test moves the end. */
let report: (visible: boolean) => void = () => {};
class FakeObserver {
  constructor(private readonly callback: () => void) {
    report = (visible) => {
      endTop = visible ? 100 : 5000;
      this.callback();
    };
  }
  observe() {}
  disconnect() {}
}

function Grid({ onLoadMore, busy = false }: { onLoadMore: () => void; busy?: boolean }) {
  const sentinel = useRef<HTMLDivElement>(null);
  useLoadMore(sentinel, { enabled: true, busy, onLoadMore, itemCount: 75 });
  return (
    <div
      ref={(element) => {
        sentinel.current = element;
        if (element) element.getBoundingClientRect = () => ({ top: endTop }) as DOMRect;
      }}
    />
  );
}

beforeEach(() => {
  endTop = 5000;
  vi.useFakeTimers();
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLoadMore', () => {
  it('loads when the end comes into reach, and asks again if that load did not start', () => {
    const onLoadMore = vi.fn();
    render(<Grid onLoadMore={onLoadMore} />);
    act(() => report(true));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    // Nothing changed (the list did not start loading): the grid must not stop here for good.
    act(() => vi.advanceTimersByTime(LOAD_MORE_THROTTLE_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('waits while a page is loading, and stops asking once the end is out of reach', () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(<Grid onLoadMore={onLoadMore} />);
    act(() => report(true));
    rerender(<Grid onLoadMore={onLoadMore} busy />);
    act(() => vi.advanceTimersByTime(5 * LOAD_MORE_THROTTLE_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    act(() => report(false));
    rerender(<Grid onLoadMore={onLoadMore} />);
    act(() => vi.advanceTimersByTime(5 * LOAD_MORE_THROTTLE_MS));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('loads when a scroll brings the end into reach, even if the observer stays silent', () => {
    const onLoadMore = vi.fn();
    render(<Grid onLoadMore={onLoadMore} />);
    expect(onLoadMore).not.toHaveBeenCalled();
    endTop = 300;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });
});
