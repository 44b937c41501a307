import { DemoSection } from './DemoSection';

const RULES = [
  {
    title: 'Use the spec’s words',
    body: 'Where the product spec gives a text, use it exactly, capitals and punctuation included: "Reload Page", "No photos found", "Try adjusting your filters or search criteria", "Photo updated".',
  },
  {
    title: 'Plain and calm',
    body: 'Our buyers are prop masters and set decorators on a deadline. Say what happened and what to do next, in words they use: "photo", "license", "cart" — not "asset", "entitlement", "basket".',
  },
  {
    title: 'Toasts: a title, then maybe a sentence',
    body: 'Title: what happened, short ("Added to cart", "Update failed"). Description: only when it helps, one sentence ending in a full stop. Errors say why when we know it, else "An unexpected error occurred. Please try again."',
  },
  {
    title: 'Errors next to their cause',
    body: 'A field’s problem goes under the field (Field error), a form’s under the form (FormAlert), a page’s in an ErrorState with a way out. Never blame: "Please enter a valid email address.", not "Invalid input!".',
  },
  {
    title: 'Buttons say what they do',
    body: 'A verb and its object: "Add to Cart", "Send magic link", "Save changes". Not "OK", "Submit", "Click here". Icon-only buttons need a label that reads the same way.',
  },
  {
    title: 'Numbers and money',
    body: 'Thousands separators (12,480 photos); prices in US dollars with two decimals ($49.00) through formatUsd from src/core/pricing.ts; dates as "March 4, 2026".',
  },
] as const;

export function VoiceSection() {
  return (
    <DemoSection id="voice" title="Voice and wording" description="How the product speaks.">
      <dl className="grid gap-6 sm:grid-cols-2">
        {RULES.map((rule) => (
          <div key={rule.title} className="rounded-2xl border border-rule bg-white/60 p-5">
            <dt className="font-semibold text-ink">{rule.title}</dt>
            <dd className="mt-2 text-sm text-ink-soft">{rule.body}</dd>
          </div>
        ))}
      </dl>
    </DemoSection>
  );
}
