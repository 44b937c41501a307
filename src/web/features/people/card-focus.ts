import { useEffect, useState } from 'react';

/** The id of a person's selection box in the grid. */
export function selectBoxId(personId: string): string {
  return `person-${personId}-select`;
}

/** The id of the button that opens a person from the grid. */
export function openButtonId(personId: string): string {
  return `person-${personId}-open`;
}

/** The page's heading, where focus goes when the person it was meant for is not in the grid. */
function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  // Focusable from code only: a heading is not a Tab stop.
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
}

/**
 * Hands focus to a person's card once the grid shows them (issue 23: focus is never lost): after
 * a merge the selection bar that had it is gone, after an undo the last-merge line is. Once the
 * grid has settled without that person (another search, another page), the heading takes it.
 *
 * @param settled the grid is not fetching
 * @returns `focusCard(personId)`, to call as the control that had focus goes away
 */
export function useCardFocus(settled: boolean): (personId: string) => void {
  const [wanted, setWanted] = useState<string | null>(null);
  useEffect(() => {
    if (wanted === null) return;
    const box = document.getElementById(selectBoxId(wanted));
    if (box) box.focus();
    else if (settled) focusHeading();
    else return;
    setWanted(null);
  });
  return setWanted;
}

/**
 * Where focus goes as a person's dialog closes: their card that opened it, or the heading when
 * the card has left the grid meanwhile (the person was hidden) — never the page's <body>.
 */
export function returnFocusToCard(personId: string, event: Event): void {
  event.preventDefault();
  const card = document.getElementById(openButtonId(personId));
  if (card) card.focus();
  else focusHeading();
}
