import { describe, expect, it } from 'vitest';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import { Client, newPerfume } from '#tests/integration/helpers';
import { archivePerfume, createPerfume, restorePerfume } from '../../domain/api/admin-catalogue';
import { addToWishlist, getWishlist, mergeWishlist, removeFromWishlist } from '../../domain/api/wishlist';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';

/** A signed-in shopper's wishlist. Both stores. */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });

async function idsOf(c: Client): Promise<number[]> {
  const res = await c.send(getWishlist);
  expect(res.statusCode).toBe(200);
  return res.answer.perfumeIds;
}

describe('wishlist', () => {
  it('answers 401 to signed-out callers, and keeps nothing for them', async () => {
    const guest = new Client(t.app);
    for (const res of [
      await guest.get('/api/user/wishlist'),
      await guest.put('/api/user/wishlist/1'),
      await guest.delete('/api/user/wishlist/1'),
      await guest.post('/api/user/wishlist/merge', { perfumeIds: [1, 2] }),
      // Nothing is read for nobody: not even a bad id or body.
      await guest.put('/api/user/wishlist/abc'),
      await guest.post('/api/user/wishlist/merge', { perfumeIds: 'all' }),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('UNAUTHORIZED');
    }
  });

  it('starts empty, saves newest first, and saving or removing twice changes nothing', async () => {
    const c = await signedIn(t);
    expect(await idsOf(c)).toEqual([]);
    expect((await c.send(addToWishlist, { params: { perfumeId: 3 } })).statusCode).toBe(204);
    expect((await c.send(addToWishlist, { params: { perfumeId: 7 } })).statusCode).toBe(204);
    expect((await c.send(addToWishlist, { params: { perfumeId: 3 } })).statusCode).toBe(204);
    expect(await idsOf(c)).toEqual([7, 3]);
    expect((await c.send(removeFromWishlist, { params: { perfumeId: 7 } })).statusCode).toBe(204);
    expect((await c.send(removeFromWishlist, { params: { perfumeId: 7 } })).statusCode).toBe(204);
    expect((await c.send(removeFromWishlist, { params: { perfumeId: 12 } })).statusCode).toBe(204);
    expect(await idsOf(c)).toEqual([3]);
  });

  it('answers 404 for a perfume that does not exist, and saves nothing', async () => {
    const c = await signedIn(t);
    const res = await c.send(addToWishlist, { params: { perfumeId: 99999 } });
    expect(res.statusCode).toBe(404);
    expect(res.error).toMatchObject({ code: 'PERFUME_NOT_FOUND', message: 'Perfume not found' });
    expect(await idsOf(c)).toEqual([]);
  });

  it("keeps each shopper's list to themselves", async () => {
    const ada = await signedIn(t);
    const bob = await signedIn(t);
    await ada.send(addToWishlist, { params: { perfumeId: 1 } });
    await bob.send(addToWishlist, { params: { perfumeId: 2 } });
    await bob.send(removeFromWishlist, { params: { perfumeId: 1 } });
    expect(await idsOf(ada)).toEqual([1]);
    expect(await idsOf(bob)).toEqual([2]);
  });

  it("merges a guest's list newest first, keeps what was saved and ignores unknown ids", async () => {
    const c = await signedIn(t);
    await c.send(addToWishlist, { params: { perfumeId: 4 } });
    const res = await c.send(mergeWishlist, { body: { perfumeIds: [9, 99999, 4, 5, 9] } });
    expect(res.statusCode).toBe(200);
    const merged = res.answer.perfumeIds;
    expect(merged).toEqual([9, 5, 4]);
    expect(await idsOf(c)).toEqual(merged);
    // Merging again (a second tab signing in) changes nothing.
    expect((await c.send(mergeWishlist, { body: { perfumeIds: [9, 5] } })).answer.perfumeIds).toEqual(merged);
    expect((await c.send(mergeWishlist, { body: { perfumeIds: [] } })).answer.perfumeIds).toEqual(merged);
  });

  it('takes at most 100 ids in one merge', async () => {
    const c = await signedIn(t);
    const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
    expect((await c.send(mergeWishlist, { body: { perfumeIds: hundred } })).statusCode).toBe(200);
    const tooMany = await c.send(mergeWishlist, { body: { perfumeIds: [...hundred, 101] } });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.error.message).toBe('A wishlist merge takes at most 100 perfumes');
  });

  it.each([
    ['PUT', '/api/user/wishlist/abc'],
    ['PUT', '/api/user/wishlist/0'],
    ['PUT', '/api/user/wishlist/-1'],
    ['PUT', '/api/user/wishlist/1.5'],
    ['PUT', '/api/user/wishlist/99999999999'],
    ['DELETE', '/api/user/wishlist/abc'],
    ['DELETE', '/api/user/wishlist/01'],
  ] as const)('refuses %s %s with 400', async (method, url) => {
    const c = await signedIn(t);
    const res = await c.call(method, url);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Perfume id/);
  });

  it.each([
    [{}],
    [{ perfumeIds: 'all' }],
    [{ perfumeIds: [1, '2'] }],
    [{ perfumeIds: [1.5] }],
    [{ perfumeIds: [0] }],
    [{ perfumeIds: [null] }],
    [{ perfumeIds: [2_147_483_648] }],
  ])('refuses the merge %j with 400 and saves nothing', async (body) => {
    const c = await signedIn(t);
    const res = await c.post('/api/user/wishlist/merge', body);
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
    expect(await idsOf(c)).toEqual([]);
  });

  it('leaves out a perfume the house archives, refuses to save it, and shows it again once restored', async () => {
    const admin = await adminClient(t);
    const created = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume()) });
    expect(created.statusCode).toBe(201);
    const id = created.answer.id;

    const c = await signedIn(t);
    await c.send(addToWishlist, { params: { perfumeId: 2 } });
    expect((await c.send(addToWishlist, { params: { perfumeId: id } })).statusCode).toBe(204);
    expect(await idsOf(c)).toEqual([id, 2]);

    expect((await admin.send(archivePerfume, { params: { id } })).statusCode).toBe(200);
    expect(await idsOf(c)).toEqual([2]);
    expect((await c.send(addToWishlist, { params: { perfumeId: id } })).statusCode).toBe(404);
    expect((await c.send(mergeWishlist, { body: { perfumeIds: [id] } })).answer.perfumeIds).toEqual([2]);
    // Removing it while archived still works (idempotent).
    expect((await c.send(removeFromWishlist, { params: { perfumeId: id } })).statusCode).toBe(204);

    const other = await signedIn(t);
    await admin.send(restorePerfume, { params: { id } });
    expect(await idsOf(c)).toEqual([2]);
    await other.send(addToWishlist, { params: { perfumeId: id } });
    await admin.send(archivePerfume, { params: { id } });
    expect(await idsOf(other)).toEqual([]);
    await admin.send(restorePerfume, { params: { id } });
    expect(await idsOf(other)).toEqual([id]);
  });
});
