import { useState } from 'react';
import { Checkbox } from '../../../components/Checkbox';
import type { Choice } from './ChoiceSelect';

interface CheckListProps {
  legend: string;
  choices: readonly Choice[];
  selected: readonly string[];
  onToggle: (value: string, on: boolean) => void;
  /** Longer lists show this many until "Show all". */
  initiallyShown?: number;
}

const count = new Intl.NumberFormat('en-US');

/** A multi-choice filter (ethnicities, age groups, events): one checkbox per value, with its count. */
export function CheckList({ legend, choices, selected, onToggle, initiallyShown = 8 }: CheckListProps) {
  const [expanded, setExpanded] = useState(false);
  // Chosen values stay visible even when the list is folded.
  const shown = expanded
    ? choices
    : choices.filter((choice, index) => index < initiallyShown || selected.includes(choice.value));
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">{legend}</legend>
      {choices.length === 0 ? (
        <p className="text-sm text-ink-soft">None in these results</p>
      ) : (
        <ul className="space-y-1.5">
          {shown.map((choice) => (
            <li key={choice.value}>
              <Checkbox
                checked={selected.includes(choice.value)}
                onCheckedChange={(on) => onToggle(choice.value, on)}
                className="[&>div]:flex-1"
                label={
                  <span className="flex items-baseline justify-between gap-2">
                    <span className="truncate">{choice.label}</span>
                    {choice.count !== undefined && (
                      <span aria-hidden="true" className="text-xs tabular-nums text-ink-soft">
                        {count.format(choice.count)}
                      </span>
                    )}
                  </span>
                }
              />
            </li>
          ))}
        </ul>
      )}
      {choices.length > initiallyShown && (
        <button
          type="button"
          onClick={() => setExpanded((value) => !value)}
          className="mt-1.5 text-sm text-sepia underline-offset-4 hover:underline"
          aria-expanded={expanded}
        >
          {expanded ? 'Show fewer' : `Show all ${choices.length}`}
        </button>
      )}
    </fieldset>
  );
}
