import { describe, expect, it } from 'vitest';
import { rareWordOf, searchWords } from './search';

describe("a search's words", () => {
  it('are the words of three letters or more, each once', () => {
    expect(searchWords('  Client 777  ')).toEqual(['Client', '777']);
    expect(searchWords('de la rose rose')).toEqual(['rose']);
    expect(searchWords('a 12')).toEqual([]);
    expect(searchWords('#12')).toEqual(['#12']);
  });

  it('find their rows by the rarest when it is rare and another common, else through the whole search', async () => {
    const rows: Record<string, number> = { client: 500_000, '777': 1_001, '4567': 5_200, '123': 1_495 };
    Object.assign(rows, { helene: 16_015, muller: 13_012, emma: 16_015, garcia: 21_020 });
    const asked: string[] = [];
    const estimate = (probe: string) => {
      asked.push(probe);
      return Promise.resolve(rows[probe.trim()] ?? 0);
    };
    expect(await rareWordOf('client 777', estimate)).toBe(' 777');
    expect(await rareWordOf('777 client', estimate)).toBe('777 ');
    expect(await rareWordOf(' client 777 client ', estimate)).toBe(' 777 ');
    expect(await rareWordOf('client\t777', estimate)).toBe('\t777');
    expect(await rareWordOf('helene muller', estimate)).toBeUndefined();
    // One common, the other not rare: the rows of "emma" alone would be many to read and test.
    expect(await rareWordOf('emma garcia', estimate)).toBeUndefined();
    expect(await rareWordOf('client 4567', estimate)).toBeUndefined();
    // Each word is estimated as the index would read it, with the spaces that bound it in the search.
    asked.length = 0;
    expect(await rareWordOf('client 123', estimate)).toBe(' 123');
    expect(asked.sort()).toEqual([' 123', 'client ']);
    expect(await rareWordOf('client', estimate)).toBeUndefined();
    expect(await rareWordOf('client 7', estimate)).toBeUndefined();
  });
});
