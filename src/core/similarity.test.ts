import { describe, expect, it } from 'vitest';
import { isSpecificTag, SIMILARITY_THRESHOLD, similarityScore, tagWeight } from './similarity';

const blank = { tags: [], people_composition: null, decade_taken: null, image_style: null, ethnicities: [] };

describe('tagWeight (spec §9)', () => {
  it.each([
    ['family', 1],
    ['Vintage', 1],
    ['wood paneled basement rec room', 5],
    ['avocado green appliances', 5],
    ['christmas tree', 3],
    ['formica table', 3],
    ['bell-bottoms', 3],
    ['sock hop', 4],
    ['tv-room', 4],
    ['kitchen', 2],
    ['1970s', 2],
  ] as const)('%j weighs %i', (tag, weight) => {
    expect(tagWeight(tag)).toBe(weight);
  });

  it('calls long and multi-word tags specific', () => {
    expect(isSpecificTag('sock hop')).toBe(true);
    expect(isSpecificTag('formica table')).toBe(true);
    expect(isSpecificTag('kitchen')).toBe(false);
    expect(isSpecificTag('family')).toBe(false);
  });
});

describe('similarityScore (spec §9)', () => {
  it('scores a shared tag as 2 to the power of its weight', () => {
    expect(similarityScore({ ...blank, tags: ['kitchen'] }, { ...blank, tags: ['Kitchen'] }).score).toBe(4);
    expect(similarityScore({ ...blank, tags: ['family'] }, { ...blank, tags: ['family'] }).score).toBe(2);
    expect(similarityScore({ ...blank, tags: ['sock hop'] }, { ...blank, tags: ['sock hop'] }).score).toBe(
      16,
    );
  });

  it('adds 20 per specific tag only when more than one specific tag is shared', () => {
    const one = similarityScore({ ...blank, tags: ['formica table'] }, { ...blank, tags: ['formica table'] });
    expect(one.score).toBe(8);
    const two = similarityScore(
      { ...blank, tags: ['formica table', 'sock hop', 'kitchen'] },
      { ...blank, tags: ['formica table', 'sock hop', 'kitchen'] },
    );
    expect(two.score).toBe(8 + 16 + 4 + 2 * 20);
  });

  it('adds 3 for the same people composition, 2 for decade, 2 for style, 2 per shared ethnicity', () => {
    const current = {
      ...blank,
      people_composition: 'Family',
      decade_taken: '1970s',
      image_style: 'Polaroid',
      ethnicities: ['Black', 'White', 'East Asian'],
    };
    const candidate = { ...current, ethnicities: ['black', 'White', 'South Asian'] };
    expect(similarityScore(current, candidate).score).toBe(3 + 2 + 2 + 2 * 2);
    expect(similarityScore(current, { ...blank }).score).toBe(0);
  });

  it('adds 3 per synonym group the photos share through different words', () => {
    const groups = [
      ['sofa', 'couch', 'settee'],
      ['television', 'tv'],
    ];
    const current = { ...blank, tags: ['sofa', 'television'] };
    expect(similarityScore(current, { ...blank, tags: ['couch', 'tv'] }, groups).score).toBe(6);
    // The same word scores as a tag, not again as a synonym.
    expect(similarityScore(current, { ...blank, tags: ['sofa'] }, groups).score).toBe(4);
  });

  it('keeps candidates above the threshold of 5', () => {
    expect(SIMILARITY_THRESHOLD).toBe(5);
    expect(
      similarityScore({ ...blank, tags: ['kitchen'] }, { ...blank, tags: ['kitchen'] }).score,
    ).toBeLessThanOrEqual(5);
  });
});
