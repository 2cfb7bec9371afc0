import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '@/domain/i18n/translator';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '#tests/session-storage';
import { generateRecommendation, type QuestionnaireAnswers } from '@/domain/lifestyle/lifestyle';
import { lifestyleDraftSchema } from '@/domain/lifestyle/schemas';
import { clearStoredDrafts, readStoredDraft, writeStoredDraft } from '@/client/lib/draft-storage';
import { writeLifestyleDraft } from './revise-lifestyle';

const en = createTranslator('en', {}, compileMessage).t;

beforeEach(() => {
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const answers: QuestionnaireAnswers = {
  environment: 'urban',
  wearTime: ['evening'],
  indoorOutdoor: 'indoor',
  season: 'winter',
  scentPreference: 'oriental',
  intensity: 'strong',
  lastingPower: 'all-day',
  mood: ['romantic'],
  age: '35-44',
  gender: 'male',
  personality: ['sophisticated'],
  style: 'classic',
};

describe('opening a saved recommendation in the questionnaire', () => {
  it('writes it as the current draft at the result step, with its name and, when known, its answers', () => {
    const perfume = { ...generateRecommendation(answers, en), name: 'Oud du Soir', uniqueCode: '87654321', price: 165 };
    expect(writeLifestyleDraft(perfume, answers)).toBe('/custom-perfume?step=result');
    const stored = lifestyleDraftSchema.parse(readStoredDraft('lifestyle'));
    expect(stored).toMatchObject({ step: 'result', answers, perfume, name: 'Oud du Soir' });

    writeLifestyleDraft(perfume);
    expect(lifestyleDraftSchema.parse(readStoredDraft('lifestyle')).answers).toEqual({});
  });

  it('writes nothing for details that are not a recommendation', () => {
    expect(writeLifestyleDraft({ type: 'bespoke-perfume', perfumeType: 'parfum' })).toBeUndefined();
    expect(readStoredDraft('lifestyle')).toBeUndefined();
  });

  it('forgets every builder’s draft at sign-out', () => {
    writeStoredDraft('lifestyle', { step: 'preferences' });
    writeStoredDraft('bespoke', { step: 'top' });
    clearStoredDrafts();
    expect(readStoredDraft('lifestyle')).toBeUndefined();
    expect(readStoredDraft('bespoke')).toBeUndefined();
  });
});
