import { useState } from 'react';
import {
  type BulkOutcome,
  bulkEditSchema,
  COLOR_AND_MOODS,
  IMAGE_STYLES,
  PEOPLE_COMPOSITIONS,
} from '../../../../core/photo-metadata';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { errorDescription, notify } from '../../../components/Toast';
import { useBulkEdit } from '../api/photo-metadata';
import { centsOf } from '../describe-form';
import { OneOf } from './choices';
import { TagInput } from './TagInput';

const EMPTY = {
  price: '',
  decade_taken: '',
  location_country: '',
  location_state_province: '',
  location_city: '',
  image_style: '',
  color_and_mood: '',
  people_composition: '',
};
type Settable = typeof EMPTY;
const LEAVE = 'Leave as it is';

/** The same change to every ticked photo; each photo is applied or refused on its own, with why. */
export function BulkEditPanel({ photoids, titles }: { photoids: number[]; titles: Map<number, string> }) {
  const [values, setValues] = useState<Settable>(EMPTY);
  const [addTags, setAddTags] = useState<string[]>([]);
  const [removeTags, setRemoveTags] = useState<string[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [results, setResults] = useState<BulkOutcome[] | null>(null);
  const bulk = useBulkEdit();
  const set = (key: keyof Settable) => (value: string) => setValues((now) => ({ ...now, [key]: value }));

  const apply = async () => {
    setProblem(null);
    const chosen: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(values)) {
      if (value.trim() === '') continue;
      if (key === 'price') chosen.price_cents = centsOf(value);
      else chosen[key] = value.trim();
    }
    const checked = bulkEditSchema.safeParse({
      photoids,
      set: chosen,
      add_tags: addTags,
      remove_tags: removeTags,
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]?.message ?? 'Check the values.');
      return;
    }
    try {
      const answer = await bulk.mutateAsync(checked.data);
      setResults(answer.results);
      const applied = answer.results.filter((one) => one.result === 'applied').length;
      const refused = answer.results.length - applied;
      notify.success(
        'Bulk edit done',
        `${applied} ${applied === 1 ? 'photo' : 'photos'} changed${refused > 0 ? `, ${refused} refused (see why below)` : ''}.`,
      );
    } catch (error) {
      setProblem(errorDescription(error));
    }
  };

  return (
    <section
      aria-labelledby="bulk-edit"
      className="mt-10 rounded-2xl border border-rule bg-white/60 p-4 sm:p-6"
    >
      <h2 id="bulk-edit" className="font-display text-2xl text-ink">
        Edit the selected photos
      </h2>
      <p className="mt-1 text-sm text-ink-soft">
        {photoids.length === 0
          ? 'Tick photos above to edit them together.'
          : `${photoids.length} selected. Empty fields are left as they are.`}
      </p>
      <div className="mt-5 grid gap-5 md:grid-cols-2">
        <TagInput label="Keywords to add" tags={addTags} onChange={setAddTags} ordered={false} />
        <TagInput label="Keywords to remove" tags={removeTags} onChange={setRemoveTags} ordered={false} />
        <TextField
          label="Price (US dollars)"
          hint="$5.00 to $5,000.00."
          value={values.price}
          onValueChange={set('price')}
          inputMode="decimal"
        />
        <TextField
          label="Decade"
          hint="e.g. 1970s."
          value={values.decade_taken}
          onValueChange={set('decade_taken')}
        />
        <TextField label="Country" value={values.location_country} onValueChange={set('location_country')} />
        <TextField
          label="State or province"
          value={values.location_state_province}
          onValueChange={set('location_state_province')}
        />
        <TextField label="City" value={values.location_city} onValueChange={set('location_city')} />
        <OneOf
          label="People composition"
          values={PEOPLE_COMPOSITIONS}
          value={values.people_composition}
          onChange={set('people_composition')}
          emptyLabel={LEAVE}
        />
        <OneOf
          label="Image style"
          values={IMAGE_STYLES}
          value={values.image_style}
          onChange={set('image_style')}
          emptyLabel={LEAVE}
        />
        <OneOf
          label="Colour and mood"
          values={COLOR_AND_MOODS}
          value={values.color_and_mood}
          onChange={set('color_and_mood')}
          emptyLabel={LEAVE}
        />
      </div>
      {problem && (
        <div className="mt-5">
          <FormAlert>{problem}</FormAlert>
        </div>
      )}
      <div className="mt-6 flex flex-wrap gap-3">
        <Button onClick={apply} loading={bulk.isPending} disabled={photoids.length === 0}>
          Apply to {photoids.length} {photoids.length === 1 ? 'photo' : 'photos'}
        </Button>
        <Button
          variant="ghost"
          onClick={() => {
            setValues(EMPTY);
            setAddTags([]);
            setRemoveTags([]);
            setProblem(null);
          }}
        >
          Clear the fields
        </Button>
      </div>
      {results && (
        <ScrollRegion label="Result per photo" className="mt-6">
          <table className="w-full text-left text-sm">
            <caption className="mb-2 text-left font-medium text-ink">Result per photo</caption>
            <thead>
              <tr className="border-b border-rule text-ink-soft">
                <th scope="col" className="py-2 pr-4">
                  Photo
                </th>
                <th scope="col" className="py-2">
                  Result
                </th>
              </tr>
            </thead>
            <tbody>
              {results.map((one) => (
                <tr key={one.photoid} className="border-b border-rule/60">
                  <th scope="row" className="py-2 pr-4 font-normal">
                    #{one.photoid} {titles.get(one.photoid) ?? ''}
                  </th>
                  <td className={`py-2 ${one.result === 'refused' ? 'text-red-800' : 'text-ink'}`}>
                    {one.result === 'applied' ? 'Applied' : `Refused: ${one.reason ?? ''}`}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
