import { describe, expect, it } from 'vitest';
import { pageShapeProblems } from '../../domain/pages/house-shapes';
import { HOUSE_PAGE_SLUGS, houseTextProblems } from '../../domain/pages/house-text';
import { housePageInputSchemaFor } from '../../domain/pages/schemas';
import { FIRST_WORDS } from './first-words';

describe('the house’s first words', () => {
  it.each(HOUSE_PAGE_SLUGS)('%s is a page the back office would save as it is', (slug) => {
    const page = FIRST_WORDS[slug];
    expect(houseTextProblems(page.intro + '\n' + page.body)).toEqual([]);
    expect(pageShapeProblems(slug, page.body)).toEqual([]);
    expect(housePageInputSchemaFor(slug).safeParse(page).success).toBe(true);
  });
});
