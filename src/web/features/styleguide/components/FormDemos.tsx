import { useState } from 'react';
import { Checkbox } from '../../../components/Checkbox';
import { DeferredSelect } from '../../../components/DeferredSelect';
import { Field, TextareaField, TextField } from '../../../components/Field';
import { FormAlert } from '../../../components/FormAlert';
import { Select, type SelectOption } from '../../../components/Select';
import { DemoSection, Specimen, SpecimenGrid } from './DemoSection';

type Sort = 'relevance' | 'newest' | 'oldest' | 'random';

const SORTS: readonly SelectOption<Sort>[] = [
  { value: 'relevance', label: 'Most relevant' },
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'random', label: 'Random' },
];

const DECADES: readonly SelectOption[] = [
  { value: '1940s', label: '1940s', count: 0, disabled: true },
  { value: '1950s', label: '1950s', count: 412 },
  { value: '1960s', label: '1960s', count: 1204 },
  { value: '1970s', label: '1970s', count: 2381 },
  { value: '1980s', label: '1980s', count: 1876 },
  { value: '1990s', label: '1990s', count: 655 },
];

export function InputDemos() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('not-an-email');
  const [message, setMessage] = useState('');
  return (
    <DemoSection
      id="inputs"
      title="Inputs"
      description="Every input has a visible label. Hints sit under the field; an error replaces nothing, it is added under the hint, read with the field and marks it invalid."
    >
      <SpecimenGrid>
        <Specimen label="default with hint">
          <TextField
            className="w-full"
            label="First name"
            hint="As it should appear on your licenses."
            value={name}
            onValueChange={setName}
          />
        </Specimen>
        <Specimen label="invalid (error)">
          <TextField
            className="w-full"
            label="Email"
            type="email"
            value={email}
            onValueChange={setEmail}
            error={email.includes('@') ? undefined : 'Please enter a valid email address.'}
          />
        </Specimen>
        <Specimen label="disabled">
          <TextField
            className="w-full"
            label="Company"
            value="Northlight Studios"
            onValueChange={() => {}}
            disabled
          />
        </Specimen>
        <Specimen label="loading">
          <TextField
            className="w-full"
            label="Discount code"
            value="SPRING"
            onValueChange={() => {}}
            loading
            hint="Checking the code…"
          />
        </Specimen>
        <Specimen label="placeholder">
          <TextField
            className="w-full"
            label="Search"
            placeholder="Search for the perfect photo..."
            value=""
            onValueChange={() => {}}
          />
        </Specimen>
        <Specimen label="textarea">
          <TextareaField
            className="w-full"
            label="Message"
            hint="Tell us about your production."
            value={message}
            onValueChange={setMessage}
            rows={3}
          />
        </Specimen>
        <Specimen label="form alert (whole form)" wide>
          <div className="w-full">
            <FormAlert>Invalid email or password.</FormAlert>
          </div>
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}

export function SelectDemos() {
  const [sort, setSort] = useState<Sort>('relevance');
  const [decade, setDecade] = useState<string | undefined>(undefined);
  return (
    <DemoSection
      id="select"
      title="Select"
      description="A dropdown of up to a few dozen options. Type the first letters to jump to an option; the typed prefix resets after 1 s (spec §9)."
    >
      <SpecimenGrid>
        <Specimen label="with a value">
          <Field label="Sort by" className="w-full">
            {(control) => <Select {...control} value={sort} onValueChange={setSort} options={SORTS} />}
          </Field>
        </Specimen>
        <Specimen label="allLabel, counts, one option disabled">
          <Field label="Decade" className="w-full">
            {(control) => (
              <Select
                {...control}
                allLabel="All decades"
                value={decade}
                onValueChange={setDecade}
                options={DECADES}
              />
            )}
          </Field>
        </Specimen>
        <Specimen label="small, toolbar (aria-label)">
          <Select aria-label="Sort photos" size="sm" value={sort} onValueChange={setSort} options={SORTS} />
        </Specimen>
        <Specimen label="deferred: a same-size stand-in until its code arrives (list toolbars)">
          <DeferredSelect
            aria-label="Sort results"
            size="sm"
            value={sort}
            onValueChange={setSort}
            options={SORTS}
          />
        </Specimen>
        <Specimen label="invalid (error)">
          <Field label="License" error="Please choose a license." className="w-full">
            {(control) => <Select {...control} value={undefined} onValueChange={() => {}} options={SORTS} />}
          </Field>
        </Specimen>
        <Specimen label="disabled">
          <Field label="State" hint="Choose a country first." className="w-full">
            {(control) => (
              <Select
                {...control}
                value={undefined}
                onValueChange={() => {}}
                options={[]}
                disabled
                placeholder="Any state"
              />
            )}
          </Field>
        </Specimen>
        <Specimen label="loading">
          <Field label="City" className="w-full">
            {(control) => (
              <Select
                {...control}
                value={undefined}
                onValueChange={() => {}}
                options={[]}
                loading
                placeholder="Loading cities…"
              />
            )}
          </Field>
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}

export function CheckboxDemos() {
  const [faces, setFaces] = useState(true);
  const [agree, setAgree] = useState(false);
  return (
    <DemoSection
      id="checkbox"
      title="Checkbox"
      description="For independent yes/no choices and multi-select filters. The whole label toggles it."
    >
      <SpecimenGrid>
        <Specimen label="checked, with hint">
          <Checkbox
            label="Only photos with faces"
            hint="People found by the face scan."
            checked={faces}
            onCheckedChange={setFaces}
          />
        </Specimen>
        <Specimen label="unchecked">
          <Checkbox label="Colour photos" checked={false} onCheckedChange={() => {}} />
        </Specimen>
        <Specimen label="indeterminate">
          <Checkbox label="All decades" checked="indeterminate" onCheckedChange={() => {}} />
        </Specimen>
        <Specimen label="invalid">
          <Checkbox
            label="I agree to the Backdrop license agreement"
            checked={agree}
            onCheckedChange={setAgree}
            invalid={!agree}
          />
        </Specimen>
        <Specimen label="disabled">
          <Checkbox
            label="Hero usage (not cleared for this photo)"
            checked={false}
            onCheckedChange={() => {}}
            disabled
          />
        </Specimen>
        <Specimen label="disabled, checked">
          <Checkbox label="Background dressing" checked onCheckedChange={() => {}} disabled />
        </Specimen>
      </SpecimenGrid>
    </DemoSection>
  );
}
