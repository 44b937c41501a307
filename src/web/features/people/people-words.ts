import { type PersonSummary, personLabel } from '../../../core/people';

/** "12 photos · 15 faces". */
export function countsOf(person: Pick<PersonSummary, 'photoCount' | 'faceCount'>): string {
  const photos = `${person.photoCount.toLocaleString('en-US')} ${person.photoCount === 1 ? 'photo' : 'photos'}`;
  const faces = `${person.faceCount.toLocaleString('en-US')} ${person.faceCount === 1 ? 'face' : 'faces'}`;
  return `${photos} · ${faces}`;
}

/** "Anna into Ruth", "Anna and Bo into Ruth". */
export function mergeSentence(sources: { name: string | null }[], target: { name: string | null }): string {
  const names = sources.map(personLabel);
  const list = names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `${list} into ${personLabel(target)}`;
}
