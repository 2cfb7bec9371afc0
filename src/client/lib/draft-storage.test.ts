import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from '#tests/session-storage';
import { carryDraftsToAccount, readStoredDraft, writeStoredDraft } from './draft-storage';

type Answer = { status: number; body?: unknown };
let calls: { method: string; url: string; body?: unknown }[];

/** The account's drafts, as the server answers for them. */
function serve(answers: Record<string, Answer>) {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const method = init.method ?? 'GET';
    calls.push({ method, url, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const answer = answers[`${method} ${url}`] ?? { status: 200, body: {} };
    return new Response(answer.status === 204 ? null : JSON.stringify(answer.body ?? { message: 'x' }), {
      status: answer.status,
    });
  });
}

beforeEach(() => {
  calls = [];
  vi.stubGlobal('sessionStorage', memoryStorage());
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const guest = { step: 'top', design: {}, updatedAt: '2025-03-01T10:00:00.000Z' };

describe('carrying a guest’s drafts to the account at sign-in', () => {
  it('writes a guest draft to an account that keeps none', async () => {
    writeStoredDraft('bespoke', guest);
    serve({ 'GET /api/user/drafts/bespoke': { status: 204 } });
    await carryDraftsToAccount();
    expect(calls).toEqual([
      { method: 'GET', url: '/api/user/drafts/bespoke', body: undefined },
      { method: 'PUT', url: '/api/user/drafts/bespoke', body: guest },
    ]);
  });

  it('writes it over an older account draft, never over a newer one', async () => {
    writeStoredDraft('bespoke', guest);
    writeStoredDraft('lifestyle', { ...guest, step: 'preferences' });
    serve({
      'GET /api/user/drafts/bespoke': { status: 200, body: { ...guest, updatedAt: '2025-02-01T00:00:00.000Z' } },
      'GET /api/user/drafts/lifestyle': { status: 200, body: { ...guest, updatedAt: '2025-04-01T00:00:00.000Z' } },
    });
    await carryDraftsToAccount();
    expect(calls.filter((c) => c.method === 'PUT').map((c) => c.url)).toEqual(['/api/user/drafts/bespoke']);
  });

  it('asks nothing when the tab keeps no draft, and never fails the sign-in', async () => {
    serve({});
    await carryDraftsToAccount();
    expect(calls).toEqual([]);

    writeStoredDraft('bespoke', guest);
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(carryDraftsToAccount()).resolves.toBeUndefined();
    expect(readStoredDraft('bespoke')).toEqual(guest); // kept for the builder to save later
  });

  it('drops a draft the server refuses', async () => {
    writeStoredDraft('bespoke', { step: 'bottle' });
    serve({ 'GET /api/user/drafts/bespoke': { status: 204 }, 'PUT /api/user/drafts/bespoke': { status: 400 } });
    await carryDraftsToAccount();
    expect(readStoredDraft('bespoke')).toBeUndefined();
  });
});
