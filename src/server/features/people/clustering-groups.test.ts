import { describe, expect, it } from 'vitest';
import { seededRandom } from '../../../core/seeded-random';
import {
  exactNeighbourLists,
  gaussian,
  groupByNeighbours,
  groupFaces,
  neighbourLists,
  normalised,
  personsOfGroups,
} from './clustering-groups';

const DIMENSIONS = 128;

/** `identities` humans with `perIdentity` faces each, one face per photo, near their centre. */
function synthetic(identities: number, perIdentity: number, noise = 0.025, seed = 1) {
  const random = seededRandom(seed);
  const count = identities * perIdentity;
  const embeddings = new Float32Array(count * DIMENSIONS);
  const truth = new Int32Array(count);
  for (let person = 0; person < identities; person++) {
    const centre = Array.from({ length: DIMENSIONS }, () => gaussian(random));
    for (let k = 0; k < perIdentity; k++) {
      const face = person * perIdentity + k;
      truth[face] = person;
      for (let d = 0; d < DIMENSIONS; d++)
        embeddings[face * DIMENSIONS + d] =
          (centre[d] ?? 0) / Math.sqrt(DIMENSIONS) + noise * gaussian(random);
    }
  }
  const photos = Int32Array.from({ length: count }, (_, i) => i);
  return { embeddings, truth, photos, count };
}

const options = { maxDistance: 0.2, minFaces: 2, neighbours: 10, dimensions: DIMENSIONS };

describe('grouping faces in memory', () => {
  it('finds nearly all the exact scan’s neighbours through LSH', () => {
    const { embeddings, photos } = synthetic(100, 8);
    const unit = normalised(embeddings, DIMENSIONS);
    const exact = exactNeighbourLists(unit, DIMENSIONS, photos, { maxDistance: 0.2, limit: 10 });
    const lsh = neighbourLists(unit, DIMENSIONS, photos, { maxDistance: 0.2, limit: 10 });
    expect(exact.faces.length).toBeGreaterThan(0);
    let found = 0;
    for (let i = 0; i < photos.length; i++) {
      const want = new Set(exact.faces.subarray(exact.offsets[i], exact.offsets[i + 1]));
      for (const face of lsh.faces.subarray(lsh.offsets[i], lsh.offsets[i + 1])) if (want.has(face)) found++;
    }
    // Most pairs, not all (a face needs one neighbour in its group to join it): see DEFAULT_TABLES.
    expect(found / exact.faces.length).toBeGreaterThan(0.9);
  });

  it('groups each identity together and no two identities together', () => {
    const { embeddings, photos, truth, count } = synthetic(60, 5);
    const grouping = groupFaces({ ...options, embeddings, photos, held: new Int32Array(count).fill(-1) });
    expect(grouping.groupCount).toBe(60);
    for (let i = 0; i < count; i++)
      for (let j = 0; j < count; j++)
        expect(grouping.groupOf[i] === grouping.groupOf[j]).toBe(truth[i] === truth[j]);
  });

  it('leaves a lone face in no group, and starts a group from two faces alike', () => {
    const { embeddings } = synthetic(3, 1);
    const pair = synthetic(1, 2, 0.025, 9);
    const all = new Float32Array([...embeddings, ...pair.embeddings]);
    const grouping = groupFaces({
      ...options,
      embeddings: all,
      photos: Int32Array.from([0, 1, 2, 3, 4]),
      held: new Int32Array(5).fill(-1),
    });
    expect([...grouping.groupOf]).toEqual([-1, -1, -1, 0, 0]);
  });

  it('never puts two faces of one photo in a group, and keeps held faces where they are', () => {
    const { embeddings, count } = synthetic(2, 4);
    // Faces 0 and 1 (same identity) on one photo; face 4 (the other identity) held in group 0.
    const photos = Int32Array.from([7, 7, 8, 9, 10, 11, 12, 13]);
    const held = new Int32Array(count).fill(-1);
    held[4] = 0;
    const grouping = groupFaces({ ...options, embeddings, photos, held });
    expect(grouping.groupOf[4]).toBe(0);
    expect(grouping.groupOf[5]).toBe(0);
    expect(grouping.groupOf[0]).not.toBe(grouping.groupOf[1]);
    expect(grouping.groupOf[0]).toBeGreaterThan(0);
  });

  it('waits for a second pass to join a group made after it', () => {
    // Face 0 sees only face 1; face 1 sees 0 and 2; face 2 sees 1. Face 0 is first, with one free
    // neighbour: it makes a group of 0 and 1; face 2 then joins.
    const lists = {
      offsets: Int32Array.from([0, 0, 1, 2]),
      faces: Int32Array.from([2, 1]),
      distances: Float32Array.from([0.1, 0.1]),
    };
    const photos = Int32Array.from([0, 1, 2]);
    const grouping = groupByNeighbours(lists, photos, new Int32Array(3).fill(-1), 3);
    // With three faces needed, face 0 has no neighbour, face 1 one, face 2 one: nobody starts one.
    expect([...grouping.groupOf]).toEqual([-1, -1, -1]);
    const two = groupByNeighbours(lists, photos, new Int32Array(3).fill(-1), 2);
    expect([...two.groupOf]).toEqual([-1, 0, 0]);
  });

  it('gives each group the person most of its faces had, each person once, held ones kept', () => {
    const grouping = { groupOf: Int32Array.from([0, 1, 1, 1, 2, 2, 3, -1]), groupCount: 4 };
    const persons = personsOfGroups(grouping, ['held'], ['held', 'p', 'p', 'q', 'p', 'q', 'held', 'r']);
    expect(persons).toEqual(['held', 'p', 'q', null]);
  });

  it('groups 1,500 faces (through LSH) as the identities are, and deterministically', () => {
    const { embeddings, photos, count, truth } = synthetic(300, 5);
    const held = new Int32Array(count).fill(-1);
    const a = groupFaces({ ...options, embeddings, photos, held });
    const b = groupFaces({ ...options, embeddings, photos, held });
    expect([...a.groupOf]).toEqual([...b.groupOf]);
    const members = new Map<number, Set<number>>();
    a.groupOf.forEach((group, face) => {
      members.set(group, (members.get(group) ?? new Set()).add(truth[face] ?? -1));
    });
    // No group mixes identities, and nearly every face is in one.
    expect([...members.entries()].filter(([group, who]) => group >= 0 && who.size > 1)).toEqual([]);
    expect(a.groupOf.filter((group) => group < 0).length).toBeLessThan(count * 0.02);
  });
});
