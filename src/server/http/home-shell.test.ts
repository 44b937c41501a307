import { describe, expect, it } from 'vitest';
import { HERO_HEADLINE, HOME_SHELL_ELEMENT_ID } from '../../core/home-hero';
import { withHomeShell } from './home-shell';

const page = '<body>\n    <div id="root"><div>header bar</div></div>\n</body>';

describe('withHomeShell', () => {
  it('draws the home hero in the served home page, before the app root', () => {
    const served = withHomeShell(page, '/');
    expect(served).toContain(`id="${HOME_SHELL_ELEMENT_ID}" aria-hidden="true"`);
    expect(served).toContain(HERO_HEADLINE);
    expect(served).toContain('For film, television &amp; commercial productions');
    expect(served.indexOf(HERO_HEADLINE)).toBeLessThan(served.indexOf('<div id="root">'));
  });

  it('leaves every other page as it is', () => {
    expect(withHomeShell(page, '/search')).toBe(page);
    expect(withHomeShell(page, '/photo/1')).toBe(page);
  });
});
