import { compileMessage } from '@lingui/message-utils/compileMessage';
import { createTranslator } from '../i18n/translator';
import { describe, expect, it } from 'vitest';
import {
  ages,
  environments,
  generateRecommendation,
  generateUniqueCode,
  indoorOutdoorOptions,
  intensities,
  lastingPowers,
  lifestyleGenders,
  lifestylePriceCents,
  moods,
  personalities,
  completeAnswers,
  customNameProblem,
  stepProblems,
  scentFamilyFor,
  scentPreferences,
  seasons,
  styles,
  wearTimes,
  type QuestionnaireAnswers,
} from './lifestyle';
import { customNameSchema, generatedPerfumeSchema } from './schemas';

const en = createTranslator('en', {}, compileMessage).t;

const base: QuestionnaireAnswers = {
  environment: 'urban',
  wearTime: ['daytime'],
  indoorOutdoor: 'balanced',
  season: 'spring',
  scentPreference: 'floral',
  intensity: 'moderate',
  lastingPower: 'half-day',
  mood: ['romantic'],
  age: '25-34',
  gender: 'female',
  personality: ['creative'],
  style: 'modern',
};

const gen = (over: Partial<QuestionnaireAnswers>) => generateRecommendation({ ...base, ...over }, en, () => 0.5);

describe('option lists', () => {
  it('hold the spec values with labels in words', () => {
    expect(environments.map((o) => o.value)).toEqual(['urban', 'suburban', 'rural', 'coastal', 'varied']);
    expect(environments).toContainEqual({ value: 'coastal', label: 'Coastal' });
    expect(wearTimes).toEqual([
      { value: 'daytime', label: 'Daytime' },
      { value: 'evening', label: 'Evening' },
      { value: 'work', label: 'Work' },
      { value: 'special occasions', label: 'Special Occasions' },
    ]);
    expect(indoorOutdoorOptions.map((o) => o.value)).toEqual(['indoor', 'outdoor', 'balanced']);
    expect(seasons.map((o) => o.value)).toEqual(['spring', 'summer', 'autumn', 'winter']);
    expect(scentPreferences.map((o) => o.value)).toEqual(['floral', 'woody', 'oriental', 'fresh', 'spicy', 'fruity']);
    expect(intensities.map((o) => o.label)).toEqual(['Light', 'Moderate', 'Strong']);
    expect(lastingPowers).toEqual([
      { value: 'few-hours', label: 'Few hours' },
      { value: 'half-day', label: 'Half-day' },
      { value: 'all-day', label: 'All-day' },
    ]);
    expect(moods.map((o) => o.value)).toEqual(['romantic', 'energetic', 'relaxed', 'confident']);
    expect(ages.map((o) => [o.value, o.label])).toEqual(['18-24', '25-34', '35-44', '45-54', '55+'].map((a) => [a, a]));
    expect(lifestyleGenders.map((o) => o.value)).toEqual(['female', 'male', 'unisex']);
    expect(personalities.map((o) => o.value)).toEqual(['adventurous', 'sophisticated', 'creative', 'reserved']);
    expect(styles.map((o) => o.label)).toEqual(['Classic', 'Modern', 'Bohemian', 'Minimalist', 'Elegant', 'Casual']);
  });
});

describe('generateRecommendation', () => {
  it.each([
    ['female', 'female'],
    ['male', 'male'],
    ['unisex', 'male'],
  ] as const)('gender %s gives %s', (answer, expected) => {
    expect(gen({ gender: answer }).gender).toBe(expected);
  });

  it.each([
    ['woody', 'Woody'],
    ['spicy', 'Woody'],
    ['fresh', 'Fresh'],
    ['oriental', 'Oriental'],
    ['floral', 'Floral'],
    ['fruity', 'Floral'],
  ] as const)('scent preference %s gives the %s family', (pref, family) => {
    expect(gen({ scentPreference: pref }).scentFamily).toBe(family);
  });

  it('keeps the rule for citrus and amber, which the questionnaire does not offer', () => {
    expect(scentFamilyFor('citrus')).toBe('Fresh');
    expect(scentFamilyFor('amber')).toBe('Oriental');
    expect(scentFamilyFor('anything')).toBe('Floral');
  });

  it.each([
    ['floral', 'Bergamot, Neroli', 'Rose, Jasmine', 'Musk, Vanilla'],
    ['woody', 'Citrus, Pine', 'Cedar, Vetiver', 'Sandalwood, Leather'],
    ['oriental', 'Bergamot, Cinnamon', 'Jasmine, Orange Blossom', 'Amber, Vanilla, Musk'],
    ['fresh', 'Bergamot, Lemon, Mint', 'Jasmine, Lavender', 'Vetiver, Light Musk'],
    ['spicy', 'Bergamot, Citrus', 'Jasmine, Rose', 'Amber, Sandalwood'],
    ['fruity', 'Bergamot, Citrus', 'Jasmine, Rose', 'Amber, Sandalwood'],
  ] as const)('notes for %s', (pref, top, middle, baseNotes) => {
    const p = gen({ scentPreference: pref });
    expect(p.topNotes).toBe(top);
    expect(p.middleNotes).toBe(middle);
    expect(p.baseNotes).toBe(baseNotes);
    expect(p.notes).toBe(`${top}, ${middle}, ${baseNotes}`);
  });

  it.each([
    ['floral', 'female', 'Fleur Enchantée'],
    ['floral', 'male', 'Elixir Royal'],
    ['oriental', 'female', 'Ambré Soyeux'],
    ['oriental', 'male', 'Oud Mystique'],
    ['fresh', 'female', 'Jardin Secret'],
    ['fresh', 'male', "L'Eau Bleu"],
    ['woody', 'female', 'Bois Précieux'],
    ['woody', 'male', 'Bois Noir'],
  ] as const)('a %s perfume for %s is named %s', (pref, gender, name) => {
    expect(gen({ scentPreference: pref, gender }).name).toBe(name);
  });

  it.each([
    ['summer', 'warm summer days'],
    ['winter', 'cozy winter evenings'],
    ['spring', 'fresh spring mornings'],
    ['autumn', 'colorful autumn afternoons'],
  ] as const)('season %s reads "%s"', (season, phrase) => {
    expect(gen({ season }).description).toContain(` for ${phrase},`);
  });

  it.each([
    [['romantic', 'energetic'], 'energetic and vibrant'],
    [['energetic'], 'energetic and vibrant'],
    [['romantic', 'relaxed'], 'relaxed and serene'],
    [['confident', 'relaxed'], 'relaxed and serene'],
    [['romantic'], 'romantic and sensual'],
    [['romantic', 'confident'], 'romantic and sensual'],
    [['confident'], 'sophisticated and confident'],
  ] as const)('moods %j read "%s"', (mood, phrase) => {
    expect(gen({ mood: [...mood] }).description).toContain(
      `with ${phrase.startsWith('energetic') ? 'an' : 'a'} ${phrase} character`,
    );
  });

  it('writes the whole description, wear times joined with "and"', () => {
    const p = gen({
      scentPreference: 'woody',
      season: 'winter',
      mood: ['relaxed'],
      wearTime: ['evening', 'work', 'special occasions'],
    });
    expect(p.description).toBe(
      'A bespoke woody fragrance for cozy winter evenings, with a relaxed and serene character, perfect for evening and work and special occasions.',
    );
    expect(gen({ wearTime: ['daytime'] }).description).toMatch(/perfect for daytime\.$/);
  });

  it.each([
    ['strong', 'half-day', 165],
    ['moderate', 'all-day', 165],
    ['strong', 'all-day', 165],
    ['light', 'few-hours', 145],
    ['moderate', 'half-day', 145],
  ] as const)('intensity %s, lasting %s costs %d', (intensity, lastingPower, price) => {
    expect(gen({ intensity, lastingPower }).price).toBe(price);
    expect(lifestylePriceCents({ intensity, lastingPower })).toBe(price * 100);
  });

  it('prices missing details at 145', () => {
    expect(lifestylePriceCents({})).toBe(14500);
  });

  it('copies intensity, lasting power and wear times and marks the type', () => {
    const wearTime: QuestionnaireAnswers['wearTime'] = ['work', 'evening'];
    const p = gen({ intensity: 'light', lastingPower: 'few-hours', wearTime });
    expect(p).toMatchObject({
      type: 'lifestyle',
      intensity: 'light',
      lastingPower: 'few-hours',
      wearTime: ['work', 'evening'],
    });
    expect(p.wearTime).not.toBe(wearTime);
  });

  it('issues an 8 followed by 7 random digits', () => {
    for (let i = 0; i < 50; i++) expect(generateRecommendation(base, en).uniqueCode).toMatch(/^8\d{7}$/);
    expect(generateUniqueCode(() => 0)).toBe('80000000');
    expect(generateUniqueCode(() => 0.999999)).toBe('89999999');
    expect(generateUniqueCode(() => 1)).toBe('89999999');
  });

  it('is deterministic with a fixed random source', () => {
    const seq = () => {
      const values = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7];
      let i = 0;
      return () => values[i++ % values.length]!;
    };
    const a = generateRecommendation(base, en, seq());
    const b = generateRecommendation(base, en, seq());
    expect(a).toEqual(b);
    expect(a.uniqueCode).toBe('81234567');
  });

  it("fresh + unisex + strong gives L'Eau Bleu, Fresh, at 165", () => {
    const p = gen({ scentPreference: 'fresh', gender: 'unisex', intensity: 'strong' });
    expect(p).toMatchObject({ name: "L'Eau Bleu", scentFamily: 'Fresh', price: 165, gender: 'male' });
  });

  it('produces details the server schema accepts', () => {
    const p = gen({});
    expect(generatedPerfumeSchema.parse(p)).toEqual(p);
  });
});

describe("the questionnaire's steps (stepProblems)", () => {
  const step1 = { environment: 'urban', wearTime: ['daytime'], indoorOutdoor: 'indoor', season: 'summer' };
  const step2 = { scentPreference: 'fresh', intensity: 'light', lastingPower: 'all-day', mood: ['relaxed'] };
  const step3 = { age: '55+', gender: 'unisex', personality: ['reserved'], style: 'casual' };

  it('accept complete answers', () => {
    expect(stepProblems(0, step1)).toEqual({});
    expect(stepProblems(1, step2)).toEqual({});
    expect(stepProblems(2, step3)).toEqual({});
    expect(stepProblems(0, { ...step1, wearTime: ['special occasions', 'work'] })).toEqual({});
    expect(completeAnswers({ ...step1, ...step2, ...step3, extra: 'dropped' } as never)).toEqual({
      ...step1,
      ...step2,
      ...step3,
    });
  });

  it.each([
    [0, step1, 'environment', 'Please select your environment'],
    [0, step1, 'wearTime', 'Please select at least one wear time'],
    [0, step1, 'indoorOutdoor', 'Please select an option'],
    [0, step1, 'season', 'Please select your favorite season'],
    [1, step2, 'scentPreference', 'Please select a scent preference'],
    [1, step2, 'intensity', 'Please select an intensity'],
    [1, step2, 'lastingPower', 'Please select a lasting power'],
    [1, step2, 'mood', 'Please select at least one mood'],
    [2, step3, 'age', 'Please select an age range'],
    [2, step3, 'gender', 'Please select a gender'],
    [2, step3, 'personality', 'Please select at least one personality trait'],
    [2, step3, 'style', 'Please select a style'],
  ] as const)('step %i: %s says "%s" when missing, empty or invalid', (step, valid, field, message) => {
    const without = { ...valid } as Record<string, unknown>;
    delete without[field];
    expect(stepProblems(step, without)).toEqual({ [field]: message });
    const isMulti = Array.isArray((valid as Record<string, unknown>)[field]);
    for (const wrong of isMulti
      ? [undefined, [], false, ['nonsense'], [...((valid as Record<string, unknown>)[field] as string[]), 'nonsense']]
      : [undefined, '', null, 'nonsense', ['urban']]) {
      expect(stepProblems(step, { ...valid, [field]: wrong })).toEqual({ [field]: message });
      expect(completeAnswers({ ...step1, ...step2, ...step3, [field]: wrong })).toBeUndefined();
    }
  });

  it('reports every unanswered question of a blank step, in order, and nothing of other steps', () => {
    expect(
      Object.values(stepProblems(0, { environment: '', wearTime: [], indoorOutdoor: undefined, scentPreference: '' })),
    ).toEqual([
      'Please select your environment',
      'Please select at least one wear time',
      'Please select an option',
      'Please select your favorite season',
    ]);
    expect(stepProblems(3, {})).toEqual({});
  });
});

describe("the perfume's name (customNameProblem and customNameSchema say the same)", () => {
  it.each([
    ['Jardin Secret', undefined],
    ['  Jardin Secret  ', undefined],
    ['', 'Please give your perfume a name'],
    ['   ', 'Please give your perfume a name'],
    ['x'.repeat(80), undefined],
    [` ${'x'.repeat(80)} `, undefined],
    ['x'.repeat(81), 'Please keep the perfume name to 80 characters or fewer'],
    ['Jardin\nSecret', 'The perfume name must be on one line'],
    ['Jardin\tSecret', 'The perfume name must be on one line'],
  ])('%j: %s', (name, problem) => {
    expect(customNameProblem(name)).toBe(problem);
    const parsed = customNameSchema.safeParse(name);
    expect(parsed.success ? undefined : parsed.error.issues[0]?.message).toBe(problem);
  });
});

describe('generatedPerfumeSchema (server check of a lifestyle line)', () => {
  const valid = gen({ scentPreference: 'woody', intensity: 'strong' });

  it('trims the name and drops unknown keys', () => {
    const parsed = generatedPerfumeSchema.parse({ ...valid, name: '  My Bois  ', isAdmin: true });
    expect(parsed.name).toBe('My Bois');
    expect(parsed).not.toHaveProperty('isAdmin');
  });

  it('accepts details without uniqueCode or price', () => {
    const { uniqueCode: _u, price: _p, ...rest } = valid;
    expect(generatedPerfumeSchema.safeParse(rest).success).toBe(true);
  });

  it.each([
    [{ name: '   ' }, 'Please give your perfume a name'],
    [{ name: undefined }, 'Please give your perfume a name'],
    [{ name: 'x'.repeat(81) }, 'Please keep the perfume name to 80 characters or fewer'],
    [{ type: 'bespoke-perfume' }, 'This is not a lifestyle perfume'],
    [{ scentFamily: 'Citrus' }, 'Please choose a scent family'],
    [{ notes: '' }, 'The notes are missing'],
    [{ intensity: 'extreme' }, 'Please select an intensity'],
    [{ lastingPower: 'forever' }, 'Please select a lasting power'],
    [{ gender: 'unisex' }, 'Please select a gender'],
    [
      { wearTime: ['daytime', 'evening', 'work', 'special occasions', 'daytime'] },
      'Please select each wear time at most once',
    ],
  ])('refuses %j', (over, message) => {
    const r = generatedPerfumeSchema.safeParse({ ...valid, ...over });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(message);
  });
});
