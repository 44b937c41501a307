import { describe, expect, it } from 'vitest';
import { trackedEventSchema } from '../../../core/analytics';
import { checkedEvent } from './event-check';

const valid = {
  event_type: 'tag_click',
  entity_type: 'taxonomy',
  taxonomy_type: 'tag',
  entity_id: 'harbour',
  session_id: 'session-aaaa-0001',
};

/** What zod says, in checkedEvent's terms: the parsed event or null. */
function zodVerdict(raw: unknown) {
  const parsed = trackedEventSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** Hand-picked edges of every rule of the schema. */
const cases: unknown[] = [
  valid,
  null,
  'text',
  42,
  [],
  [valid],
  {},
  { ...valid, event_type: 'nope' },
  { ...valid, event_type: 'toString' },
  { ...valid, entity_type: 'photo' },
  { ...valid, entity_type: 'event' },
  { ...valid, entity_type: 'hasOwnProperty' },
  { event_type: 'photo_view', entity_type: 'photo', entity_id: 'not-a-uuid', session_id: 'session-1' },
  { event_type: 'event_click', entity_type: 'event', entity_id: 'x', session_id: 'session-1' },
  { event_type: 'search_result_click', entity_type: 'photo', entity_id: 'p', session_id: 'sess_ion-' },
  { ...valid, entity_id: '' },
  { ...valid, entity_id: '   ' },
  { ...valid, entity_id: '  padded  ' },
  { ...valid, entity_id: 'x'.repeat(200) },
  { ...valid, entity_id: 'x'.repeat(201) },
  { ...valid, entity_id: ` ${'x'.repeat(200)} ` },
  { ...valid, entity_id: 'tab\there' },
  { ...valid, entity_id: 'nul\u0000' },
  { ...valid, entity_id: 'del\u007f' },
  { ...valid, entity_id: 'c1\u0085' },
  { ...valid, entity_id: 'lone\ud800' },
  { ...valid, entity_id: 'pair\ud83d\ude00' },
  { ...valid, entity_id: 'line\u2028sep' },
  { ...valid, entity_id: 'nbsp\u00a0' },
  { ...valid, entity_id: '\u00a0\ufeff' },
  { ...valid, entity_id: 7 },
  { ...valid, entity_id: null },
  { ...valid, taxonomy_type: undefined },
  { ...valid, taxonomy_type: null },
  { ...valid, taxonomy_type: '' },
  { ...valid, taxonomy_type: ' decade ' },
  { ...valid, taxonomy_type: 'x'.repeat(41) },
  { ...valid, taxonomy_type: 3 },
  {
    event_type: 'photo_view',
    entity_type: 'photo',
    entity_id: 'p',
    session_id: 'session-1',
    taxonomy_type: null,
  },
  {
    event_type: 'photo_view',
    entity_type: 'photo',
    entity_id: 'p',
    session_id: 'session-1',
    taxonomy_type: 'tag',
  },
  {
    event_type: 'photo_view',
    entity_type: 'photo',
    entity_id: 'p',
    session_id: 'session-1',
    taxonomy_type: '',
  },
  { ...valid, session_id: 'short' },
  { ...valid, session_id: '12345678' },
  { ...valid, session_id: 'x'.repeat(100) },
  { ...valid, session_id: 'x'.repeat(101) },
  { ...valid, session_id: 'with space' },
  { ...valid, session_id: 'session-1\n' },
  { ...valid, session_id: 'sessión-0001' },
  { ...valid, session_id: undefined },
  { ...valid, user_agent: null },
  { ...valid, user_agent: 'x'.repeat(1000) },
  { ...valid, user_agent: 'x'.repeat(1001) },
  { ...valid, user_agent: 5 },
  { ...valid, referrer: '' },
  { ...valid, referrer: 'https://example.test/\u0001' },
  { ...valid, referrer: 'x'.repeat(2000) },
  { ...valid, referrer: 'x'.repeat(2001) },
  { ...valid, referrer: false },
  { ...valid, user_id: 'forged', extra: { a: 1 } },
  { ...valid, metadata: {} },
  { ...valid, metadata: null },
  { ...valid, metadata: [] },
  { ...valid, metadata: ['a'] },
  { ...valid, metadata: 'text' },
  { ...valid, metadata: { a: 'x', b: 1.5, c: true, d: null } },
  { ...valid, metadata: { a: { nested: 1 } } },
  { ...valid, metadata: { a: [1] } },
  { ...valid, metadata: { a: 'x'.repeat(200) } },
  { ...valid, metadata: { a: 'x'.repeat(201) } },
  { ...valid, metadata: { ['k'.repeat(40)]: 1 } },
  { ...valid, metadata: { ['k'.repeat(41)]: 1 } },
  { ...valid, metadata: { '': 1 } },
  { ...valid, metadata: { a: Number.POSITIVE_INFINITY } },
  { ...valid, metadata: { a: Number.NaN } },
  { ...valid, metadata: { a: undefined } },
  { ...valid, metadata: Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, i])) },
  { ...valid, metadata: Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`k${i}`, i])) },
  JSON.parse(
    '{"event_type":"tag_click","entity_type":"taxonomy","taxonomy_type":"tag","entity_id":"a","session_id":"session-0001","metadata":{"__proto__":{"x":1}}}',
  ),
];

/** Small random changes of a valid event: a field dropped, retyped, lengthened, spaced. */
function mutations(count: number): unknown[] {
  let seed = 12345;
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const fields = [
    'event_type',
    'entity_type',
    'taxonomy_type',
    'entity_id',
    'session_id',
    'user_agent',
    'referrer',
    'metadata',
  ];
  const values: unknown[] = [
    undefined,
    null,
    '',
    ' ',
    'tag',
    'photo',
    'taxonomy',
    'event',
    'photo_view',
    'creator_click',
    'taxonomy_click',
    'session-1234',
    'a\u0000b',
    'x'.repeat(41),
    'y'.repeat(201),
    0,
    true,
    {},
    { k: 'v' },
    [],
  ];
  return Array.from({ length: count }, () => {
    const event: Record<string, unknown> = { ...valid };
    const changes = 1 + Math.floor(random() * 3);
    for (let i = 0; i < changes; i += 1) {
      const field = pick(fields);
      const value = pick(values);
      if (value === undefined && random() < 0.5) delete event[field];
      else event[field] = value;
    }
    return event;
  });
}

describe('checkedEvent, the ingestion path’s check of one event', () => {
  it('accepts and refuses exactly what trackedEventSchema does, with the same value', () => {
    for (const raw of [...cases, ...mutations(5000)]) {
      expect({ raw, verdict: checkedEvent(raw) }).toEqual({ raw, verdict: zodVerdict(raw) });
    }
  });

  it('gives the trimmed entity id and taxonomy type, and drops keys the schema does not know', () => {
    expect(checkedEvent({ ...valid, entity_id: '  harbour ', taxonomy_type: ' tag', user_id: 'x' })).toEqual({
      ...valid,
      entity_id: 'harbour',
      taxonomy_type: 'tag',
    });
  });
});
