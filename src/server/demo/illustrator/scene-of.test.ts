import { describe, expect, it } from 'vitest';
import { SCENES } from '../vocabulary';
import { SCENE_NAMES } from './image-key';
import { sceneOf } from './scene-of';

const photo = (title: string, tags: string[] = [], events: string[] = [], peopleCount = 2) => ({
  title,
  tags,
  events,
  peopleCount,
});

describe('sceneOf', () => {
  it('reads the scene from the title first', () => {
    expect(sceneOf(photo('Breakfast in the kitchen'))).toBe('kitchen');
    expect(sceneOf(photo('Trick-or-treat on the porch'))).toBe('halloween');
    expect(sceneOf(photo('Carving jack-o-lanterns'))).toBe('halloween');
    expect(sceneOf(photo('Cutting the wedding cake'))).toBe('wedding');
    expect(sceneOf(photo('Typing pool at work', ['office', 'typewriter']))).toBe('office');
  });

  it('lets tags and events decide when the title names no place', () => {
    expect(sceneOf(photo('Sunday afternoon', ['sand', 'ocean']))).toBe('beach');
    expect(sceneOf(photo('Three of us', [], ['Graduation']))).toBe('graduation');
    expect(sceneOf(photo('Grandma at the table', ['thanksgiving', 'turkey']))).toBe('thanksgiving');
  });

  it('does not read decade details as places', () => {
    expect(sceneOf(photo('Aunt June', ['shag carpet', 'polaroid', 'wood paneling']))).toBe('portrait');
    expect(sceneOf(photo('The old view', [], [], 0))).toBe('landscape');
    expect(sceneOf(photo('Untitled', [], [], 0))).toBe('landscape');
  });

  it('agrees with the scene every demo title and its tags come from', () => {
    for (const scene of SCENES) {
      expect(SCENE_NAMES).toContain(scene.name);
      for (const title of scene.titles) {
        // Three of the scene's own tags, as the generator picks them, plus one of its events.
        const tags = scene.tags.slice(0, 3);
        const events = scene.events?.slice(0, 1) ?? [];
        const people = scene.people[1];
        expect(sceneOf(photo(title, [...tags], [...events], people)), `${scene.name}: ${title}`).toBe(
          scene.name,
        );
      }
    }
  });
});
