import { useEffect, useState } from 'react';
import { TextField } from '../../../components/Field';
import { useSearchPreview } from '../api/search-config';

/** Waits until typing pauses before asking the server. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** "What does `xmas tree` expand to, and how many photos does it find now?" (issue 25 item 5). */
export function SearchPreview() {
  const [typed, setTyped] = useState('xmas tree');
  const q = useSettled(typed.trim());
  const preview = useSearchPreview(q);
  const data = q === '' ? undefined : preview.data;
  return (
    <section aria-labelledby="preview-heading" className="rounded-2xl bg-white p-4 ring-1 ring-rule sm:p-6">
      <h2 id="preview-heading" className="font-display text-2xl text-ink">
        Try a search
      </h2>
      <div className="mt-4 max-w-xl">
        <TextField
          label="Search words"
          hint="As a visitor would type them: see what synonyms add and how many photos it finds now."
          value={typed}
          onValueChange={setTyped}
          maxLength={200}
        />
      </div>
      <div aria-live="polite" className="mt-4 text-sm text-ink">
        {preview.isError ? (
          <p>Could not preview this search.</p>
        ) : data ? (
          <>
            <ul className="space-y-1">
              {data.words.map((word) => (
                <li key={word.word}>
                  <strong>{word.word}</strong>
                  {word.synonyms.length > 0 ? ` also finds ${word.synonyms.join(', ')}` : ' (no synonyms)'}
                </li>
              ))}
            </ul>
            <p className="mt-2 font-medium" data-testid="preview-total">
              Finds {data.total_is_estimate ? 'about ' : ''}
              {data.total.toLocaleString('en-US')} {data.total === 1 ? 'photo' : 'photos'} now.
            </p>
          </>
        ) : q !== '' ? (
          <p className="text-ink-soft">Looking…</p>
        ) : null}
      </div>
    </section>
  );
}
