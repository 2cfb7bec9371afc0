import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../../domain/i18n/translator';
import { describe, expect, it } from 'vitest';
import { ifraMaxDrops, labelOf, materialsById, type Material } from '../../domain/atelier/label';
import { lifestyleFormula, lifestylePerfumeType, splitNotes } from '../../domain/atelier/lifestyle-formula';
import { getPerfumeType, MAX_DROPS_PER_INGREDIENT } from '../../domain/bespoke/bespoke';
import {
  generateRecommendation,
  intensities,
  lastingPowers,
  scentPreferences,
  type QuestionnaireAnswers,
} from '../../domain/lifestyle/lifestyle';
import { ingredientSeeds } from '../db/seeds/ingredients';
import { lifestyleNoteIngredients } from '../db/seeds/lifestyle-notes';
import { materialSeeds } from '../db/seeds/materials';

const en = createTranslator('en', {}, compileMessage).t;

/**
 * Every lifestyle result can be weighed (decision 064): the seed's table names a house ingredient
 * for each of its notes, and the formula fits its type's capacity and every IFRA limit, whatever
 * the answers.
 */

const materials: (Material & { slug: string })[] = ingredientSeeds.map((i, n) => {
  const m = materialSeeds[i.slug]!;
  return {
    id: n + 1,
    slug: i.slug,
    name: i.name,
    ifraLimit: m.ifraLimit,
    allergens: m.allergens.map(([inci, percent]) => ({ inci, percent })),
  };
});
const bySlug = new Map(materials.map((m) => [m.slug, m]));
const materialFor = (note: string) => bySlug.get(lifestyleNoteIngredients[note] ?? '');

const answers = (over: Partial<QuestionnaireAnswers>): QuestionnaireAnswers => ({
  environment: 'urban',
  wearTime: ['daytime'],
  indoorOutdoor: 'balanced',
  season: 'spring',
  scentPreference: 'floral',
  intensity: 'moderate',
  lastingPower: 'half-day',
  mood: ['relaxed'],
  age: '25-34',
  gender: 'female',
  personality: ['creative'],
  style: 'modern',
  ...over,
});

describe('the seed knows every material', () => {
  it('gives each seeded ingredient its grade, limit and allergens', () => {
    for (const i of ingredientSeeds) {
      const m = materialSeeds[i.slug];
      expect(m, i.slug).toBeDefined();
      expect(m!.grade.length).toBeGreaterThan(5);
      const sum = m!.allergens.reduce((s, [, p]) => s + p, 0);
      expect(sum).toBeLessThanOrEqual(100);
    }
    expect(Object.keys(materialSeeds).sort()).toEqual(ingredientSeeds.map((i) => i.slug).sort());
  });

  it('keeps the builders possible: the first ingredient of each group is not bound by a limit', () => {
    for (const group of ['top', 'middle', 'base'] as const) {
      const first = ingredientSeeds.find((i) => i.category === group)!;
      expect(materialSeeds[first.slug]!.ifraLimit, first.slug).toBeNull();
    }
  });

  it('lets the limits bind where they do: oakmoss at 3 drops, lemon at 20', () => {
    expect(ifraMaxDrops(bySlug.get('oakmoss')!)).toBe(3);
    expect(ifraMaxDrops(bySlug.get('lemon')!)).toBe(20);
  });

  it('names a house ingredient for every note a lifestyle result can have', () => {
    for (const preference of [...scentPreferences.map((p) => p.value), 'other']) {
      const perfume = generateRecommendation(answers({ scentPreference: preference as never }), en, () => 0.5);
      for (const note of [perfume.topNotes, perfume.middleNotes, perfume.baseNotes].flatMap(splitNotes))
        expect(materialFor(note), `${preference}: ${note}`).toBeDefined();
    }
  });
});

describe('a lifestyle formula', () => {
  const combinations = scentPreferences.flatMap((p) =>
    intensities.flatMap((i) => lastingPowers.map((l) => [p.value, i.value, l.value] as const)),
  );

  it.each(combinations)(
    'for %s, %s, %s fits its capacity and every limit',
    (scentPreference, intensity, lastingPower) => {
      const perfume = generateRecommendation(answers({ scentPreference, intensity, lastingPower }), en, () => 0.5);
      const formula = lifestyleFormula(perfume, materialFor);
      const type = getPerfumeType(formula.perfumeType)!;
      expect(formula.perfumeType).toBe(lifestylePerfumeType(intensity));
      const total = formula.lines.reduce((s, l) => s + l.drops, 0);
      expect(total).toBeGreaterThan(0);
      expect(total).toBeLessThanOrEqual(type.maxDrops);
      for (const l of formula.lines) {
        expect(l.drops).toBeGreaterThanOrEqual(1);
        expect(l.drops).toBeLessThanOrEqual(MAX_DROPS_PER_INGREDIENT);
      }
      const label = labelOf(formula, materialsById(materials));
      expect(label.ifraExcess).toEqual([]);
      // Every group the notes name is weighed.
      expect(new Set(formula.lines.map((l) => l.group))).toEqual(new Set(['top', 'middle', 'base']));
    },
  );

  it('puts more base in a perfume that lasts all day than in one that lasts a few hours', () => {
    const base = (lastingPower: 'few-hours' | 'all-day') => {
      const f = lifestyleFormula(
        generateRecommendation(answers({ lastingPower }), en, () => 0.5),
        materialFor,
      );
      return f.lines.filter((l) => l.group === 'base').reduce((s, l) => s + l.drops, 0);
    };
    expect(base('all-day')).toBeGreaterThan(base('few-hours'));
  });
});
