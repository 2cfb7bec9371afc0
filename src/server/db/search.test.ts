import { describe, expect, it } from 'vitest';
import { rareWordOf, searchWords } from './search';

describe("a search's words", () => {
  it('are the words of three letters or more, each once', () => {
    expect(searchWords('  Client 777  ')).toEqual(['Client', '777']);
    expect(searchWords('de la rose rose')).toEqual(['rose']);
    expect(searchWords('a 12')).toEqual([]);
    expect(searchWords('#12')).toEqual(['#12']);
  });

  it('find their rows by the rarest when another is common, else through the whole search', async () => {
    const rows: Record<string, number> = { client: 500_000, '777': 1_001, helene: 16_015, muller: 13_012 };
    const estimate = (word: string) => Promise.resolve(rows[word] ?? 0);
    expect(await rareWordOf('client 777', estimate)).toBe(' 777');
    expect(await rareWordOf('777 client', estimate)).toBe('777 ');
    expect(await rareWordOf(' client 777 client ', estimate)).toBe(' 777 ');
    expect(await rareWordOf('client\t777', estimate)).toBe('\t777');
    expect(await rareWordOf('helene muller', estimate)).toBeUndefined();
    expect(await rareWordOf('client', estimate)).toBeUndefined();
    expect(await rareWordOf('client 7', estimate)).toBeUndefined();
  });
});
