import { DeferredSelect } from '../../../components/DeferredSelect';
import { Field } from '../../../components/Field';
import type { SelectOption } from '../../../components/Select';

export interface Choice {
  value: string;
  label: string;
  /** Live photos with this value (facet counts), shown after the label. */
  count?: number;
}

interface ChoiceSelectProps {
  label: string;
  /** The chosen value; undefined is the "all" option. */
  value: string | undefined;
  choices: readonly Choice[];
  /** The label of "no filter", e.g. "All decades". */
  allLabel: string;
  onChange: (value: string | undefined) => void;
  disabled?: boolean;
}

// Radix Select refuses '' as a value: this stands for "no filter" inside this component only.
const ALL = '__all__';

const count = new Intl.NumberFormat('en-US');

/** A single-choice filter (the design system's Select) with "All …" first and facet counts. */
export function ChoiceSelect({ label, value, choices, allLabel, onChange, disabled }: ChoiceSelectProps) {
  const options: SelectOption[] = [
    { value: ALL, label: allLabel },
    ...choices.map((choice) => ({
      value: choice.value,
      label: choice.count === undefined ? choice.label : `${choice.label} (${count.format(choice.count)})`,
    })),
  ];
  return (
    <Field label={label}>
      {(control) => (
        <DeferredSelect
          {...control}
          value={value ?? ALL}
          options={options}
          onValueChange={(next) => onChange(next === ALL ? undefined : next)}
          disabled={disabled}
          size="md"
          className="text-sm"
        />
      )}
    </Field>
  );
}
