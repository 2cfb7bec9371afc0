import { describe, expect, it } from 'vitest';
import { pageShapeProblems } from '../../domain/pages/house-shapes';
import { HOUSE_PAGE_SLUGS, houseTextProblems, parseHouseText } from '../../domain/pages/house-text';
import { housePageInputSchemaFor } from '../../domain/pages/schemas';
import { FIRST_WORDS, FIRST_WORDS_IN } from './first-words';

describe('the house’s first words', () => {
  it.each(HOUSE_PAGE_SLUGS)('%s is a page the back office would save as it is', (slug) => {
    const page = FIRST_WORDS[slug];
    expect(houseTextProblems(page.intro + '\n' + page.body)).toEqual([]);
    expect(pageShapeProblems(slug, page.body)).toEqual([]);
    expect(housePageInputSchemaFor(slug).safeParse(page).success).toBe(true);
  });

  describe.each(Object.keys(FIRST_WORDS_IN))('in %s', (locale) => {
    const words = FIRST_WORDS_IN[locale]!;
    it.each(HOUSE_PAGE_SLUGS)(
      '%s is a page the back office would save as it is, with the English’s facts and anchors',
      (slug) => {
        const page = words[slug];
        expect(houseTextProblems(page.intro + '\n' + page.body)).toEqual([]);
        expect(pageShapeProblems(slug, page.body)).toEqual([]);
        expect(housePageInputSchemaFor(slug).safeParse(page).success).toBe(true);
        const facts = (text: string) => [...text.matchAll(/\{[A-Za-z]+\}/g)].map((m) => m[0]).sort();
        // The same sections (what links such as /terms#withdrawal name) and the same links.
        const anchors = (text: string) => [
          ...parseHouseText(text).flatMap((b) => (b.kind === 'heading' && b.level === 2 ? [b.id] : [])),
          ...[...text.matchAll(/\]\(([^)]*)\)/g)].map((m) => m[1]!).sort(),
        ];
        expect(new Set(facts(page.intro + page.body))).toEqual(
          new Set(facts(FIRST_WORDS[slug].intro + FIRST_WORDS[slug].body)),
        );
        expect(anchors(page.body)).toEqual(anchors(FIRST_WORDS[slug].body));
      },
    );
  });
});
