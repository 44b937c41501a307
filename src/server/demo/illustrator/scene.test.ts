import { describe, expect, it } from 'vitest';
import { ASPECTS, formatImageKey, MOODS, SCENE_NAMES, TONES } from './image-key';
import { buildScene } from './scene';

/** A spread of recipes of one scene: every tone, aspect and mood, 0–6 people, different seeds. */
function recipesOf(scene: (typeof SCENE_NAMES)[number]) {
  return Array.from({ length: 14 }, (_, i) => ({
    scene,
    tone: TONES[i % TONES.length] ?? 'color',
    aspect: ASPECTS[i % ASPECTS.length] ?? 'h',
    people: i % 7,
    mood: MOODS[i % MOODS.length] ?? 'warm',
    seed: 1 + i * 7919,
  }));
}

describe('buildScene', () => {
  it.each(SCENE_NAMES)('draws %s as well-formed markup for any recipe', (scene) => {
    for (const recipe of recipesOf(scene)) {
      const { svg } = buildScene(recipe, 400, 400);
      // A missing colour or a division by zero would draw nothing, or black, where a shape should be.
      expect(svg, formatImageKey(recipe)).not.toMatch(/undefined|NaN|Infinity|null/);
      expect(svg.startsWith('<svg')).toBe(true);
    }
  });

  it('draws each photo differently: the seed varies the picture, not only its key', () => {
    const base = { scene: 'kitchen', tone: 'color', aspect: 'h', people: 3, mood: 'warm' } as const;
    const pictures = new Set(
      Array.from({ length: 40 }, (_, i) => buildScene({ ...base, seed: 1000 + i }, 400, 267).svg),
    );
    expect(pictures.size).toBe(40);
  });

  it('draws different scenes differently for the same seed', () => {
    const base = { tone: 'color', aspect: 'h', people: 2, mood: 'warm', seed: 42 } as const;
    const pictures = new Set(SCENE_NAMES.map((scene) => buildScene({ ...base, scene }, 400, 267).svg));
    expect(pictures.size).toBe(SCENE_NAMES.length);
  });
});
