import { createTranslator } from '../../src/domain/i18n/translator';
import { generateRecommendation, type QuestionnaireAnswers } from '../../src/domain/lifestyle/lifestyle';

/** One shopper's answers to the questionnaire, for the tests that need a lifestyle perfume. */
const lifestyleAnswers: QuestionnaireAnswers = {
  environment: 'coastal',
  wearTime: ['daytime'],
  indoorOutdoor: 'balanced',
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

/** A lifestyle perfume as the cart takes it (the server sets its price): made to order, never returnable. */
export function lifestyleCartLine(overrides: Partial<QuestionnaireAnswers> = {}) {
  const perfume = generateRecommendation({ ...lifestyleAnswers, ...overrides }, createTranslator('en').t);
  return {
    perfumeId: null,
    isCustom: true,
    quantity: 1,
    customName: perfume.name,
    customPrice: 1,
    customDetails: { ...perfume, price: 1 },
  };
}
