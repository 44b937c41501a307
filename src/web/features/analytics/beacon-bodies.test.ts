import { describe, expect, it } from 'vitest';
import type { TrackedEvent } from '../../../core/analytics';
import { beaconBodies } from './beacon-bodies';

const event = (id: string): TrackedEvent => ({
  event_type: 'photo_view',
  entity_id: id,
  entity_type: 'photo',
  session_id: 'session-1234',
});
const bytes = (text: string) => new TextEncoder().encode(text).byteLength;

describe('beaconBodies', () => {
  it('fills each body up to the byte limit, not past it, keeping every event in order', () => {
    const events = Array.from({ length: 50 }, (_, n) => event(`é${n}-${'x'.repeat(90)}`));
    const { bodies, tooLarge } = beaconBodies(events, 1024, 100);
    expect(tooLarge).toBe(0);
    expect(bodies.length).toBeGreaterThan(5);
    for (const body of bodies) expect(bytes(body)).toBeLessThanOrEqual(1024);
    // Full: the next event would not have fitted in any body but the last.
    for (const body of bodies.slice(0, -1))
      expect(bytes(body) + bytes(JSON.stringify(events[0])) + 1).toBeGreaterThan(1024);
    const back = bodies.flatMap((body) => (JSON.parse(body) as { events: TrackedEvent[] }).events);
    expect(back).toEqual(events);
  });

  it('caps the events per body (the server refuses a larger batch whole)', () => {
    const { bodies } = beaconBodies(
      Array.from({ length: 250 }, (_, n) => event(`p${n}`)),
      1_000_000,
      100,
    );
    expect(bodies.map((body) => (JSON.parse(body) as { events: unknown[] }).events.length)).toEqual([
      100, 100, 50,
    ]);
  });

  it('leaves out an event too large for any body, and counts it', () => {
    const { bodies, tooLarge } = beaconBodies([event('small'), event('y'.repeat(2000))], 500, 100);
    expect(tooLarge).toBe(1);
    expect(bodies).toEqual([`{"events":[${JSON.stringify(event('small'))}]}`]);
  });

  it('makes no body of nothing', () => {
    expect(beaconBodies([], 1024, 100).bodies).toEqual([]);
  });
});
