import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import {
  bespokeStepIds,
  emptyDesign,
  firstIncompleteBespokeStep,
  setCustomName,
  setPerfumeType,
  toggleIngredient,
  type BespokeDesign,
} from '../bespoke/bespoke';
import { bespokeDraftOf, bespokeDraftSchema } from '../bespoke/schemas';
import { draftSchemas } from './schemas';
import { newerDraft, resolveStep } from './drafts';
import {
  firstIncompleteLifestyleStep,
  generateRecommendation,
  isRecommendationFor,
  lifestyleStepFor,
  type QuestionnaireAnswers,
} from '../lifestyle/lifestyle';
import { lifestyleDraftOf, lifestyleDraftSchema } from '../lifestyle/schemas';

const en = createTranslator('en', {}, compileMessage).t;

const at = '2025-03-01T10:00:00.000Z';

const answers: QuestionnaireAnswers = {
  environment: 'coastal',
  wearTime: ['daytime', 'special occasions'],
  indoorOutdoor: 'outdoor',
  season: 'summer',
  scentPreference: 'fresh',
  intensity: 'light',
  lastingPower: 'half-day',
  mood: ['relaxed'],
  age: '25-34',
  gender: 'female',
  personality: ['creative'],
  style: 'modern',
};

function designUpTo(step: number): BespokeDesign {
  let d = emptyDesign();
  if (step > 0) d = setPerfumeType(d, 'eau-de-toilette');
  if (step > 1) d = setCustomName(d, 'Jardin de Minuit');
  if (step > 2) d = toggleIngredient(d, 'top', 1);
  if (step > 3) d = toggleIngredient(d, 'middle', 7);
  if (step > 4) d = toggleIngredient(d, 'base', 14);
  return d;
}

describe('bespoke drafts', () => {
  it('takes a design part-way through: no type, a blank name, empty groups', () => {
    const draft = { step: 'type', design: emptyDesign(), updatedAt: at };
    expect(bespokeDraftSchema.parse(draft)).toEqual(draft);
    expect(bespokeDraftSchema.safeParse({ step: 'name', design: designUpTo(1), updatedAt: at }).success).toBe(true);
  });

  it('takes a formula over capacity, as after a switch to a smaller type', () => {
    let design = setPerfumeType(designUpTo(5), 'eau-de-cologne');
    design = { ...design, drops: { ...design.drops, top: { '1': 50 }, middle: { '7': 50 } } };
    expect(bespokeDraftSchema.safeParse({ step: 'review', design, updatedAt: at }).success).toBe(true);
  });

  it.each([
    ['an unknown step', { step: 'bottle' }],
    ['a date that is not one', { updatedAt: 'last Tuesday' }],
    ['an unknown type', { design: { ...designUpTo(5), perfumeType: 'potion' } }],
    [
      'a chosen note without drops',
      { design: { ...designUpTo(5), drops: { top: {}, middle: { '7': 1 }, base: { '14': 1 } } } },
    ],
    [
      'drops for a note not chosen',
      { design: { ...designUpTo(5), drops: { top: { '1': 1, '2': 3 }, middle: { '7': 1 }, base: { '14': 1 } } } },
    ],
    ['a note chosen twice', { design: { ...designUpTo(5), ingredients: { top: [1, 1], middle: [7], base: [14] } } }],
    ['51 drops', { design: { ...designUpTo(5), drops: { top: { '1': 51 }, middle: { '7': 1 }, base: { '14': 1 } } } }],
    ['a name of 81 characters', { design: { ...designUpTo(5), customName: 'x'.repeat(81) } }],
    ['no design', { design: undefined }],
  ])('drops a stale or tampered draft: %s', (_what, change) => {
    expect(
      bespokeDraftSchema.safeParse({ step: 'review', design: designUpTo(5), updatedAt: at, ...change }).success,
    ).toBe(false);
  });

  it('names the first incomplete step, or the review when nothing is missing', () => {
    for (let step = 0; step <= 5; step++) expect(firstIncompleteBespokeStep(designUpTo(step))).toBe(step);
    expect(bespokeStepIds[firstIncompleteBespokeStep(designUpTo(5))]).toBe('review');
    // A blank name is missing, whatever follows it.
    expect(firstIncompleteBespokeStep(setCustomName(designUpTo(5), '   '))).toBe(1);
  });

  it('turns a bespoke cart line’s details into a draft at the review step', () => {
    const details = {
      type: 'bespoke-perfume',
      perfumeType: 'parfum',
      customName: 'Nuit Blanche',
      ingredients: { top: [1], middle: [7], base: [14] },
      drops: { top: { '1': 4 }, middle: { '7': 2 }, base: { '14': 6 } },
      concentration: 40,
      uniqueCode: '81234567',
      price: 285,
      name: 'Nuit Blanche',
    };
    expect(bespokeDraftOf(details, new Date(at))).toEqual({
      step: 'review',
      design: {
        perfumeType: 'parfum',
        customName: 'Nuit Blanche',
        ingredients: details.ingredients,
        drops: details.drops,
      },
      updatedAt: at,
    });
    expect(bespokeDraftOf({ ...details, ingredients: { top: [], middle: [7], base: [14] } })).toBeUndefined();
    expect(bespokeDraftOf({ type: 'lifestyle' })).toBeUndefined();
    expect(bespokeDraftOf(null)).toBeUndefined();
  });
});

describe('lifestyle drafts', () => {
  it('takes unanswered questions as a form holds them', () => {
    const draft = {
      step: 'lifestyle',
      answers: { environment: 'coastal', wearTime: [], indoorOutdoor: null, season: '' },
      updatedAt: at,
    };
    expect(lifestyleDraftSchema.parse(draft)).toEqual(draft);
  });

  it.each([
    ['an answer not offered', { answers: { environment: 'lunar' } }],
    ['a mood twice', { answers: { mood: ['relaxed', 'relaxed'] } }],
    ['a recommendation without its notes', { perfume: { name: 'Jardin Secret', uniqueCode: '81234567' } }],
    [
      'a recommendation with a made-up code',
      { perfume: { ...generateRecommendation(answers, en), uniqueCode: '<script>' } },
    ],
    ['a name on two lines', { name: 'Jardin\nSecret' }],
  ])('drops a tampered draft: %s', (_what, change) => {
    expect(lifestyleDraftSchema.safeParse({ step: 'result', answers: {}, updatedAt: at, ...change }).success).toBe(
      false,
    );
  });

  it('keeps a recommendation and a name being retyped (even blank)', () => {
    const perfume = generateRecommendation(answers, en);
    const draft = { step: 'result', answers, perfume, name: '', updatedAt: at };
    expect(lifestyleDraftSchema.parse(draft)).toEqual(draft);
  });

  it('names the first step with a question unanswered', () => {
    expect(firstIncompleteLifestyleStep({})).toBe(0);
    expect(firstIncompleteLifestyleStep({ ...answers, season: null })).toBe(0);
    expect(firstIncompleteLifestyleStep({ ...answers, mood: [] })).toBe(1);
    expect(firstIncompleteLifestyleStep({ ...answers, style: '' })).toBe(2);
    expect(firstIncompleteLifestyleStep(answers)).toBe(3);
  });

  it('shows the result when every question is answered or a recommendation is there, else no step past the unanswered', () => {
    expect(lifestyleStepFor(3, answers, false)).toBe(3);
    expect(lifestyleStepFor(3, { ...answers, mood: [] }, false)).toBe(1);
    expect(lifestyleStepFor(3, {}, true)).toBe(3);
    expect(lifestyleStepFor(2, {}, true)).toBe(0);
    expect(lifestyleStepFor(1, answers, false)).toBe(1);
  });

  it('knows the recommendation the answers make, whatever its code and given name', () => {
    const perfume = generateRecommendation(answers, en);
    expect(isRecommendationFor({ ...perfume, uniqueCode: '89999999' }, answers, en)).toBe(true);
    expect(isRecommendationFor(perfume, { ...answers, scentPreference: 'woody' }, en)).toBe(false);
    expect(isRecommendationFor(perfume, { ...answers, season: 'winter' }, en)).toBe(false);
  });

  it('turns a lifestyle cart line’s details into a draft at the result step', () => {
    const perfume = { ...generateRecommendation(answers, en), name: 'Été sur la Côte', uniqueCode: '81234567' };
    expect(lifestyleDraftOf(perfume, {}, new Date(at))).toEqual({
      step: 'result',
      answers: {},
      perfume,
      name: 'Été sur la Côte',
      updatedAt: at,
    });
    expect(lifestyleDraftOf(perfume, answers, new Date(at))?.answers).toEqual(answers);
    expect(lifestyleDraftOf({ ...perfume, type: 'bespoke-perfume' })).toBeUndefined();
    expect(lifestyleDraftOf(perfume, { environment: 'lunar' })).toBeUndefined();
  });
});

describe('the step shown and the draft resumed', () => {
  it('shows the step asked for, or the first incomplete one before it', () => {
    expect(resolveStep(3, 5)).toBe(3);
    expect(resolveStep(5, 2)).toBe(2);
    expect(resolveStep(-1, 4)).toBe(0);
  });

  it('resumes the newer of two drafts', () => {
    const older = { updatedAt: '2025-03-01T10:00:00.000Z', n: 1 };
    const newer = { updatedAt: '2025-03-01T10:00:01.000Z', n: 2 };
    expect(newerDraft(older, newer)).toBe(newer);
    expect(newerDraft(newer, older)).toBe(newer);
    expect(newerDraft(null, older)).toBe(older);
    expect(newerDraft(older, undefined)).toBe(older);
    expect(newerDraft(null, null)).toBeNull();
  });

  it('has a schema for each builder', () => {
    expect(Object.keys(draftSchemas).sort()).toEqual(['bespoke', 'lifestyle']);
  });
});
