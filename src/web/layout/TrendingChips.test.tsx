// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { track } from '../features/analytics/track';
import { renderUi } from '../testing/render-ui';
import { TrendingChips } from './TrendingChips';

vi.mock('../features/analytics/track', () => ({ track: vi.fn() }));

afterEach(cleanup);

describe('TrendingChips', () => {
  it("leads to each chip's page and reports its click: a category by its taxonomy type, an event as an event", () => {
    renderUi(
      <TrendingChips
        entries={[
          { entity_type: 'taxonomy', taxonomy_type: 'decade', entity_id: '1970s', entity_name: '1970s' },
          { entity_type: 'event', taxonomy_type: null, entity_id: 'e-1', entity_name: 'Smith wedding' },
        ]}
      />,
    );
    const decade = screen.getByRole('link', { name: '1970s' });
    expect(decade.getAttribute('href')).toBe('/taxonomy/decade/1970s');
    fireEvent.click(decade);
    expect(vi.mocked(track).mock.calls.at(-1)?.[0]).toEqual({ taxonomy_type: 'decade', entity_id: '1970s' });
    const event = screen.getByRole('link', { name: 'Smith wedding' });
    expect(event.getAttribute('href')).toBe('/taxonomy/event/e-1');
    fireEvent.click(event);
    expect(vi.mocked(track).mock.calls.at(-1)?.[0]).toEqual({ taxonomy_type: 'event', entity_id: 'e-1' });
  });
});
