import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { compileCatalogue } from '../i18n/catalogues';
import { createTranslator } from '../i18n/translator';
import french from '../../../locales/fr/lifestyle.json';
import {
  CUSTOM_NAME_MAX,
  CUSTOM_NAME_MESSAGES,
  describeRecommendation,
  generateRecommendation,
  isRecommendationFor,
  noteWords,
  type QuestionnaireAnswers,
} from './lifestyle';

const en = createTranslator('en', {}, compileMessage).t;
const fr = createTranslator('fr', compileCatalogue(french, compileMessage), compileMessage).t;

const answers: QuestionnaireAnswers = {
  environment: 'coastal',
  wearTime: ['daytime', 'evening'],
  indoorOutdoor: 'outdoor',
  season: 'summer',
  scentPreference: 'fresh',
  intensity: 'moderate',
  lastingPower: 'half-day',
  mood: ['relaxed'],
  age: '25-34',
  gender: 'female',
  personality: ['creative'],
  style: 'minimalist',
};

describe("the recommendation's description, in the shopper's language", () => {
  it('reads as French, its parts agreed and listed as French lists them', () => {
    expect(describeRecommendation(fr, answers)).toBe(
      'Un parfum frais sur mesure pour les chaudes journées d’été, au caractère détendu et serein, parfait pour la journée et le soir.',
    );
    expect(
      describeRecommendation(fr, {
        scentPreference: 'spicy',
        season: 'autumn',
        mood: ['confident', 'romantic'],
        wearTime: ['work', 'special occasions', 'evening'],
      }),
    ).toBe(
      'Un parfum boisé sur mesure pour les après-midi colorés d’automne, au caractère romantique et sensuel, parfait pour le travail, les grandes occasions et le soir.',
    );
    expect(
      describeRecommendation(fr, {
        scentPreference: 'oriental',
        season: 'winter',
        mood: ['energetic'],
        wearTime: ['daytime', 'evening', 'work', 'special occasions'],
      }),
    ).toBe(
      'Un parfum oriental sur mesure pour les douces soirées d’hiver, au caractère énergique et vibrant, parfait pour la journée, le soir, le travail et les grandes occasions.',
    );
  });

  it('is the English it always was', () => {
    expect(describeRecommendation(en, answers)).toBe(
      'A bespoke fresh fragrance for warm summer days, with a relaxed and serene character, perfect for daytime and evening.',
    );
    expect(
      describeRecommendation(en, {
        scentPreference: 'floral',
        season: 'spring',
        mood: ['confident'],
        wearTime: ['work', 'special occasions', 'evening'],
      }),
    ).toBe(
      'A bespoke floral fragrance for fresh spring mornings, with a sophisticated and confident character, perfect for work and special occasions and evening.',
    );
  });

  it('is part of the recommendation, which is made again in another language', () => {
    const perfume = generateRecommendation(answers, fr, () => 0.5);
    expect(perfume.description).toMatch(/^Un parfum frais sur mesure/);
    expect(perfume.name).toBe('Jardin Secret');
    expect(isRecommendationFor(perfume, answers, fr)).toBe(true);
    expect(isRecommendationFor(perfume, answers, en)).toBe(false);
  });

  it('names the notes in French, kept in English', () => {
    const perfume = generateRecommendation({ ...answers, scentPreference: 'oriental' }, fr);
    expect(perfume.middleNotes).toBe('Jasmine, Orange Blossom');
    expect(noteWords(fr, perfume.middleNotes)).toBe('Jasmin, Fleur d’oranger');
    expect(noteWords(en, perfume.middleNotes)).toBe('Jasmine, Orange Blossom');
    expect(noteWords(fr, 'Oakmoss')).toBe('Oakmoss');
  });

  it("the name's length limit says the limit", () => {
    expect(CUSTOM_NAME_MESSAGES.tooLong).toContain(String(CUSTOM_NAME_MAX));
  });
});
