import { Button } from '../../../components/Button';
import { COLOUR_TOKENS, CONTRAST_PAIRS, contrastRatio, tokenHex } from '../tokens';
import { DemoSection } from './DemoSection';

export function ColourSection() {
  return (
    <DemoSection
      id="colour"
      title="Colour"
      description="Paper and ink with one sepia accent: the look of an archive print. Use the tokens (bg-paper, text-ink-soft, ring-rule…), never raw hex values. Red (Tailwind red-700) is for errors only."
    >
      <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {COLOUR_TOKENS.map((token) => (
          <li key={token.name} className="overflow-hidden rounded-xl border border-rule bg-white">
            <div
              aria-hidden="true"
              className="h-20 border-b border-rule"
              style={{ backgroundColor: token.hex }}
            />
            <div className="p-3 text-sm">
              <p className="font-mono font-semibold text-ink">{token.name}</p>
              <p className="font-mono text-ink-soft">{token.hex}</p>
              <p className="mt-1 text-ink-soft">{token.use}</p>
            </div>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-sm font-semibold text-ink">
        Text contrast (WCAG AA needs 4.5:1, 3:1 for large text)
      </h3>
      <table className="mt-3 w-full max-w-2xl text-left text-sm">
        <thead className="text-ink-soft">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">
              Sample
            </th>
            <th scope="col" className="py-2 pr-4 font-medium">
              Text on background
            </th>
            <th scope="col" className="py-2 font-medium">
              Ratio
            </th>
          </tr>
        </thead>
        <tbody>
          {CONTRAST_PAIRS.map((pair) => {
            const ratio = contrastRatio(tokenHex(pair.text), tokenHex(pair.on));
            return (
              <tr key={`${pair.text}/${pair.on}`} className="border-t border-rule">
                <td className="py-2 pr-4">
                  <span
                    className="inline-block whitespace-nowrap rounded-md px-3 py-1 font-medium"
                    style={{ color: tokenHex(pair.text), backgroundColor: tokenHex(pair.on) }}
                  >
                    Aa Backdrop
                  </span>
                </td>
                <td className="py-2 pr-4 font-mono text-ink">
                  {pair.text} on {pair.on}
                </td>
                <td className="py-2 font-mono text-ink">
                  {ratio.toFixed(2)}:1 {ratio >= 7 ? 'AAA' : ratio >= 4.5 ? 'AA' : 'large text only'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </DemoSection>
  );
}

const TYPE_SCALE = [
  { className: 'font-display text-5xl', label: 'font-display text-5xl', use: 'The home hero only.' },
  { className: 'font-display text-4xl', label: 'font-display text-4xl', use: 'Page titles (h1).' },
  {
    className: 'font-display text-2xl',
    label: 'font-display text-2xl',
    use: 'Section titles (h2), dialog titles, empty states.',
  },
  { className: 'text-lg font-semibold', label: 'text-lg font-semibold', use: 'Card and panel titles (h3).' },
  { className: 'text-base', label: 'text-base', use: 'Body text, inputs (16 px: no zoom on phones).' },
  { className: 'text-sm', label: 'text-sm', use: 'Buttons, labels, secondary text.' },
  { className: 'text-xs font-medium', label: 'text-xs font-medium', use: 'Pills, captions, badges.' },
] as const;

export function TypeSection() {
  return (
    <DemoSection
      id="type"
      title="Type"
      description="A serif (font-display: Iowan Old Style, Palatino, Georgia) for titles, the system sans for everything else. System fonts only: nothing to download, nothing to shift."
    >
      <ul className="divide-y divide-rule">
        {TYPE_SCALE.map((step) => (
          <li key={step.label} className="grid gap-2 py-4 sm:grid-cols-[14rem_1fr] sm:items-baseline">
            <div>
              <p className="font-mono text-xs text-ink">{step.label}</p>
              <p className="text-xs text-ink-soft">{step.use}</p>
            </div>
            <p className={`truncate text-ink ${step.className}`}>Kitchens of the 1970s</p>
          </li>
        ))}
      </ul>
    </DemoSection>
  );
}

const SPACING = [
  { step: '1', px: 4, className: 'w-1' },
  { step: '2', px: 8, className: 'w-2' },
  { step: '3', px: 12, className: 'w-3' },
  { step: '4', px: 16, className: 'w-4' },
  { step: '6', px: 24, className: 'w-6' },
  { step: '8', px: 32, className: 'w-8' },
  { step: '12', px: 48, className: 'w-12' },
  { step: '16', px: 64, className: 'w-16' },
] as const;

const RADII = [
  { className: 'rounded-md', use: 'Skeletons, select options.' },
  { className: 'rounded-lg', use: 'Inputs, alerts, menus.' },
  { className: 'rounded-2xl', use: 'Cards, dialogs, panels.' },
  { className: 'rounded-full', use: 'Buttons, pills, icon buttons.' },
] as const;

export function SpaceSection() {
  return (
    <>
      <DemoSection
        id="spacing"
        title="Spacing"
        description="Tailwind's 4 px scale. Inside a component: 2–4; between fields: 4; between sections: 10–12. Stick to these steps."
      >
        <ul className="space-y-2">
          {SPACING.map((space) => (
            <li key={space.step} className="flex items-center gap-4 text-sm">
              <span className="w-24 font-mono text-ink">
                {space.step} · {space.px}px
              </span>
              <span aria-hidden="true" className={`block h-4 rounded-sm bg-sepia ${space.className}`} />
            </li>
          ))}
        </ul>
      </DemoSection>
      <DemoSection id="radii" title="Radii" description="Rounder for smaller, more clickable things.">
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {RADII.map((radius) => (
            <li key={radius.className} className="flex items-center gap-4">
              <span
                aria-hidden="true"
                className={`block size-16 shrink-0 border-2 border-ink bg-white ${radius.className}`}
              />
              <span className="text-sm">
                <span className="block font-mono text-ink">{radius.className}</span>
                <span className="text-ink-soft">{radius.use}</span>
              </span>
            </li>
          ))}
        </ul>
      </DemoSection>
    </>
  );
}

export function FocusSection() {
  return (
    <DemoSection
      id="focus"
      title="Focus"
      description="Every interactive element shows where the keyboard is: a 3 px sepia outline, 2 px away (styles.css, :focus-visible). On dark regions add .on-dark and the ring turns sepia-light. What may sit on dark or light (the skip link) gets a light ring inside a dark one (.skip-link). Every ring keeps 3:1 against what is around it. Never remove the outline without putting something as visible in its place. Press Tab to try."
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-rule bg-paper p-6">
          <Button>On paper</Button>
          <a href="#focus" className="text-sepia underline underline-offset-4">
            A link to this section
          </a>
        </div>
        <div className="on-dark flex flex-wrap items-center gap-3 rounded-2xl bg-ink p-6">
          <Button variant="secondary">On ink (.on-dark)</Button>
          <a href="#focus" className="text-sepia-light underline underline-offset-4">
            A link on ink to this section
          </a>
        </div>
      </div>
    </DemoSection>
  );
}
