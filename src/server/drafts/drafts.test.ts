import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';
import { deleteDraft, getDraft, saveDraft } from '../../domain/api/drafts';
import { getOpenApi } from '../../domain/api/system';

const t = useTestApp();
let ada: Client;
let grace: Client;
beforeAll(async () => {
  [ada, grace] = await Promise.all([signedIn(t), signedIn(t)]);
});
// Each test starts from accounts that keep no draft.
beforeEach(async () => {
  for (const c of [ada, grace])
    for (const kind of ['lifestyle', 'bespoke'] as const) await c.send(deleteDraft, { params: { kind } });
});

const bespokeDraft = (overrides: Record<string, unknown> = {}) => ({
  step: 'middle',
  design: {
    perfumeType: 'eau-de-parfum',
    customName: 'Jardin de Minuit',
    ingredients: { top: [1, 2], middle: [], base: [] },
    drops: { top: { '1': 3, '2': 1 }, middle: {}, base: {} },
  },
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

const lifestyleDraft = (overrides: Record<string, unknown> = {}) => ({
  step: 'preferences',
  answers: {
    environment: 'coastal',
    wearTime: ['daytime', 'evening'],
    indoorOutdoor: 'balanced',
    season: 'summer',
    mood: [],
    intensity: '',
  },
  updatedAt: '2025-03-01T10:00:00.000Z',
  ...overrides,
});

const perfume = {
  name: 'Jardin Secret',
  uniqueCode: '81234567',
  type: 'lifestyle',
  scentFamily: 'Fresh',
  notes: 'Bergamot, Lemon, Mint, Jasmine, Lavender, Vetiver, Light Musk',
  topNotes: 'Bergamot, Lemon, Mint',
  middleNotes: 'Jasmine, Lavender',
  baseNotes: 'Vetiver, Light Musk',
  description: 'A bespoke fresh fragrance.',
  intensity: 'light',
  lastingPower: 'half-day',
  wearTime: ['daytime'],
  gender: 'female',
  price: 145,
};

async function storedDrafts(): Promise<number> {
  return (await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from builder_drafts`))[0]!.n;
}

describe('builder drafts', () => {
  it.each(['lifestyle', 'bespoke'] as const)(
    'answers 204 with no body while the account keeps no %s draft (not an error)',
    async (kind) => {
      const res = await ada.send(getDraft, { params: { kind } });
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
    },
  );

  it('says so in the API reference: 200 with the draft, or 204; no 404', async () => {
    const doc = (await ada.send(getOpenApi)).answer as unknown as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const answers = Object.keys(doc.paths['/api/user/drafts/{kind}']!.get!.responses);
    expect(answers).toEqual(expect.arrayContaining(['200', '204']));
    expect(answers).not.toContain('404');
  });

  it('keeps a bespoke draft, replaces it on the next save and forgets it on delete', async () => {
    const c = ada;
    const put = await c.send(saveDraft, { params: { kind: 'bespoke' }, body: bespokeDraft() });
    expect(put.statusCode).toBe(200);
    expect(put.answer).toEqual(bespokeDraft());
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).answer).toEqual(bespokeDraft());

    const later = bespokeDraft({ step: 'review', updatedAt: '2025-03-01T10:05:00.000Z' });
    expect((await c.send(saveDraft, { params: { kind: 'bespoke' }, body: later })).statusCode).toBe(200);
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).answer).toEqual(later);

    const del = await c.send(deleteDraft, { params: { kind: 'bespoke' } });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).statusCode).toBe(204);
    // Deleting what is not there is still done.
    expect((await c.send(deleteDraft, { params: { kind: 'bespoke' } })).statusCode).toBe(204);
  });

  it('keeps one draft per builder: the lifestyle draft beside the bespoke one', async () => {
    const c = ada;
    await c.send(saveDraft, { params: { kind: 'bespoke' }, body: bespokeDraft() });
    const res = await c.send(saveDraft, { params: { kind: 'lifestyle' }, body: lifestyleDraft() });
    expect(res.statusCode).toBe(200);
    expect((await c.send(getDraft, { params: { kind: 'lifestyle' } })).answer).toEqual(lifestyleDraft());
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).answer).toEqual(bespokeDraft());
  });

  it('keeps a recommendation and the name typed for it', async () => {
    const c = ada;
    const draft = lifestyleDraft({ step: 'result', perfume, name: '' });
    const res = await c.send(saveDraft, { params: { kind: 'lifestyle' }, body: draft });
    expect(res.statusCode).toBe(200);
    expect((await c.send(getDraft, { params: { kind: 'lifestyle' } })).answer).toEqual(draft);
  });

  it('shows each shopper only their own draft', async () => {
    await ada.send(saveDraft, { params: { kind: 'bespoke' }, body: bespokeDraft() });
    expect((await grace.send(getDraft, { params: { kind: 'bespoke' } })).statusCode).toBe(204);
    // Grace's delete takes nothing of Ada's.
    expect((await grace.send(deleteDraft, { params: { kind: 'bespoke' } })).statusCode).toBe(204);
    expect((await ada.send(getDraft, { params: { kind: 'bespoke' } })).answer).toEqual(bespokeDraft());
  });

  it('answers 401 to a signed-out caller and stores nothing', async () => {
    const before = await storedDrafts();
    const guest = new Client(t.app);
    for (const res of [
      await guest.send(getDraft, { params: { kind: 'bespoke' } }),
      await guest.send(saveDraft, { params: { kind: 'bespoke' }, body: bespokeDraft() }),
      await guest.send(deleteDraft, { params: { kind: 'lifestyle' } }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.error.code).toBe('UNAUTHORIZED');
    }
    expect(await storedDrafts()).toBe(before);
  });

  it('answers 400 for a builder that does not exist', async () => {
    const c = ada;
    for (const res of [
      await c.get('/api/user/drafts/perfume'),
      await c.put('/api/user/drafts/perfume', bespokeDraft()),
      await c.delete('/api/user/drafts/perfume'),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/'lifestyle' or 'bespoke'/);
    }
  });

  it.each([
    ['a lifestyle draft sent as bespoke', 'bespoke', lifestyleDraft()],
    ['a bespoke draft sent as lifestyle', 'lifestyle', bespokeDraft()],
    ['an unknown step', 'bespoke', bespokeDraft({ step: 'bottle' })],
    ['no updatedAt', 'bespoke', bespokeDraft({ updatedAt: undefined })],
    ['a date that is not one', 'bespoke', bespokeDraft({ updatedAt: 'yesterday' })],
    [
      'an unknown perfume type',
      'bespoke',
      bespokeDraft({ design: { ...bespokeDraft().design, perfumeType: 'potion' } }),
    ],
    [
      'drops for an ingredient not chosen',
      'bespoke',
      bespokeDraft({
        design: { ...bespokeDraft().design, drops: { top: { '1': 3, '2': 1, '9': 4 }, middle: {}, base: {} } },
      }),
    ],
    [
      'a chosen ingredient without drops',
      'bespoke',
      bespokeDraft({ design: { ...bespokeDraft().design, drops: { top: { '1': 3 }, middle: {}, base: {} } } }),
    ],
    [
      '60 drops of one ingredient',
      'bespoke',
      bespokeDraft({ design: { ...bespokeDraft().design, drops: { top: { '1': 60, '2': 1 }, middle: {}, base: {} } } }),
    ],
    [
      'a name on two lines',
      'bespoke',
      bespokeDraft({ design: { ...bespokeDraft().design, customName: 'Jardin\nde Minuit' } }),
    ],
    ['an answer the question does not offer', 'lifestyle', lifestyleDraft({ answers: { environment: 'lunar' } })],
    ['a wear time twice', 'lifestyle', lifestyleDraft({ answers: { wearTime: ['evening', 'evening'] } })],
    [
      'a recommendation with a made-up code',
      'lifestyle',
      lifestyleDraft({ perfume: { ...perfume, uniqueCode: 'abc' } }),
    ],
    [
      'a recommendation of another kind',
      'lifestyle',
      lifestyleDraft({ perfume: { ...perfume, type: 'bespoke-perfume' } }),
    ],
    ['an array', 'bespoke', [bespokeDraft()]],
    ['an empty object', 'bespoke', {}],
  ])('answers 400 for %s and stores nothing', async (_what, kind, body) => {
    const c = ada;
    const res = await c.put(`/api/user/drafts/${kind}`, body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect((await c.send(getDraft, { params: { kind } })).statusCode).toBe(204);
  });

  it('refuses a draft far larger than any draft with 413', async () => {
    const c = ada;
    const res = await c.put('/api/user/drafts/bespoke', bespokeDraft({ padding: 'x'.repeat(20_000) }));
    expect(res.statusCode).toBe(413);
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).statusCode).toBe(204);
  });

  it('stores only what the schema knows: unknown keys are dropped', async () => {
    const c = ada;
    const res = await c.put('/api/user/drafts/bespoke', bespokeDraft({ price: 1, isAdmin: true }));
    expect(res.json()).toEqual(bespokeDraft());
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).answer).toEqual(bespokeDraft());
  });

  it('drops a stored draft the builder no longer understands instead of answering it', async () => {
    const c = ada;
    await c.send(saveDraft, {
      params: { kind: 'bespoke' },
      body: bespokeDraft({ design: { ...bespokeDraft().design, customName: 'Old Rules' } }),
    });
    await t.store.db.execute(
      sql`update builder_drafts set state = jsonb_set(state, '{step}', '"bottle"') where state->'design'->>'customName' = 'Old Rules'`,
    );
    expect((await c.send(getDraft, { params: { kind: 'bespoke' } })).statusCode).toBe(204);
    const [left] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from builder_drafts where state->>'step' = 'bottle'`,
    );
    expect(left!.n).toBe(0);
  });

  it('forgets the drafts with the account', async () => {
    const c = await signedIn(t);
    await c.send(saveDraft, {
      params: { kind: 'bespoke' },
      body: bespokeDraft({ design: { ...bespokeDraft().design, customName: 'Only Mine' } }),
    });
    await t.store.db.execute(
      sql`delete from users where id = (select user_id from builder_drafts where state->'design'->>'customName' = 'Only Mine')`,
    );
    const [left] = await queryRows<{ n: number }>(
      t.store.db,
      sql`select count(*)::int as n from builder_drafts where state->'design'->>'customName' = 'Only Mine'`,
    );
    expect(left!.n).toBe(0);
  });
});
