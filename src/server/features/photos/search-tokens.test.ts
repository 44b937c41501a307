import { describe, expect, it } from 'vitest';
import { anyToken, groupFrequency, peopleCountTokens, splitTokens, tokenGroup } from './search-tokens';

describe('filter tokens', () => {
  it('quotes each value as one lexeme, so nothing typed is parsed as tsquery syntax', () => {
    expect(anyToken('~c:', ["Côte d'Ivoire"])).toBe("'~c:Côte d''Ivoire'");
    expect(anyToken('~e:', ['White', 'Black', 'White'])).toBe("('~e:White' | '~e:Black')");
  });

  it('lists people-count tokens up to the shared "10 or more" token', () => {
    expect(peopleCountTokens(3, 5)).toEqual(['3', '4', '5']);
    expect(peopleCountTokens(6, null)).toEqual(['6', '7', '8', '9', '10']);
    expect(peopleCountTokens(12, 15)).toEqual(['10']);
  });
});

describe('splitTokens', () => {
  const male = tokenGroup('~g:', ['male']);
  const single = tokenGroup('~n:', ['1']);
  const dayton = tokenGroup('~y:', ['Dayton']);
  const frequencies = new Map([
    ['~g:male', 0.81],
    ['~n:1', 0.13],
    ['~e:White', 0.09],
    ['~e:Black', 0.05],
  ]);
  const options = { frequencies, rowCheckFrom: 0.25 };

  it('rates a group by the photos any of its tokens may match, unknown tokens as rare', () => {
    expect(groupFrequency(tokenGroup('~e:', ['White', 'Black']), frequencies)).toBeCloseTo(0.14);
    expect(groupFrequency(dayton, frequencies)).toBe(0);
    expect(
      groupFrequency(
        tokenGroup('~g:', ['male', 'female']),
        new Map([
          ['~g:male', 0.8],
          ['~g:female', 0.8],
        ]),
      ),
    ).toBe(1);
  });

  it('tests tokens most photos hold on the row and looks the rest up in the index', () => {
    expect(splitTokens([male, single, dayton], { ...options, hasWords: true })).toEqual({
      indexed: [single, dayton],
      rowChecked: [male],
    });
  });

  it('leaves words alone in the index when every token is common', () => {
    expect(splitTokens([male], { ...options, hasWords: true })).toEqual({ indexed: [], rowChecked: [male] });
  });

  it('keeps the rarest token in the index when there are no words', () => {
    const female = tokenGroup('~g:', ['female']);
    const both = new Map([...frequencies, ['~g:female', 0.85]]);
    expect(splitTokens([female, male], { hasWords: false, frequencies: both, rowCheckFrom: 0.25 })).toEqual({
      indexed: [male],
      rowChecked: [female],
    });
    expect(splitTokens([], { ...options, hasWords: false })).toEqual({ indexed: [], rowChecked: [] });
  });

  it('changes nothing without statistics', () => {
    expect(splitTokens([male, single], { ...options, frequencies: new Map(), hasWords: true })).toEqual({
      indexed: [male, single],
      rowChecked: [],
    });
  });
});
