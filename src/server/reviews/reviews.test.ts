import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listAudit, setOrderStatus } from '../../domain/api/admin';
import { updateProfile } from '../../domain/api/auth';
import { createPerfume } from '../../domain/api/admin-catalogue';
import { getPerfume, getPerfumes } from '../../domain/api/catalogue';
import {
  getPerfumeReviews,
  getReviewEligibility,
  listAdminReviews,
  moderateReview,
  postReview,
} from '../../domain/api/reviews';
import { perfumeInputSchema } from '../../domain/catalogue/admin-schemas';
import { REVIEWS_PER_DAY } from '../../domain/reviews/reviews';
import { adminClient, paidOrder, signedIn, staffClient, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { newPerfume, newUser } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';
import { houseFooter } from '#tests/integration/house-footer';

/*
 * Reviews (decision 066), through the API on the embedded store (and PostgreSQL with
 * TEST_DATABASE_URL): verified by a shipped order, once per perfume, a few a day, hidden until
 * approved, summed up exactly, moderated by the roles that may, and the invitation mailed fourteen
 * days after shipping, once per order.
 */

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' }));
let admin: Client;
const perfumeIds: number[] = [];
beforeAll(async () => {
  admin = await adminClient(t);
  for (let i = 0; i < 9; i++) {
    const res = await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume({ price: 40 })) });
    perfumeIds.push(res.answer.id);
  }
});

const review = { rating: 4, longevity: 4, sillage: 3, seasons: ['autumn', 'winter'] as const, body: 'Warm and soft.' };
const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;

const ship = async (orderId: number) =>
  expect(
    (
      await admin.send(setOrderStatus, {
        params: { orderId },
        body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: 'TRACK123' },
      })
    ).statusCode,
  ).toBe(200);

/** A customer (named `fullName`) whose paid order of these perfumes has shipped. */
async function verifiedCustomer(ids: number[], fullName = 'Ada Lovelace', email = uniqueEmail('ada')) {
  const c = await signedIn(t, newUser({ fullName }));
  const order = await paidOrder(t, { owner: c, lines: ids.map((id) => [id, 1] as const), shipping: { email } });
  await ship(order.id);
  return { c, order, email };
}

const post = (c: Client, id: number, body: Partial<typeof review> & Record<string, unknown> = {}) =>
  c.send(postReview, { params: { id }, body: { ...review, seasons: [...review.seasons], ...body } as never });

const moderate = (who: Client, id: number, body: { status: 'approved' | 'hidden'; reply?: string }) =>
  who.send(moderateReview, { params: { id }, body });

describe('writing a review', () => {
  it('is refused signed out, without an order, and while a paid order has not shipped', async () => {
    const [id] = perfumeIds as [number];
    expect((await post(t.client(), id)).statusCode).toBe(401);

    const c = await signedIn(t);
    const none = await post(c, id);
    expect(none.statusCode).toBe(403);
    expect(none.error.code).toBe('REVIEW_NOT_VERIFIED');
    expect((await c.send(getReviewEligibility, { params: { id } })).answer).toEqual({
      canReview: false,
      reason: 'not-verified',
      status: null,
    });

    // Paid, not shipped yet.
    const order = await paidOrder(t, { owner: c, lines: [[id, 1]] });
    expect((await post(c, id)).error.code).toBe('REVIEW_NOT_VERIFIED');

    await ship(order.id);
    expect((await c.send(getReviewEligibility, { params: { id } })).answer.canReview).toBe(true);
    const posted = await post(c, id);
    expect(posted.statusCode).toBe(201);
    expect(posted.answer).toMatchObject({ status: 'pending' });
    expect((await c.send(getReviewEligibility, { params: { id } })).answer).toEqual({
      canReview: false,
      reason: 'reviewed',
      status: 'pending',
    });
    expect((await t.client().send(getReviewEligibility, { params: { id } })).answer.reason).toBe('signed-out');
  });

  it('is once per perfume (409), and refuses scores outside 1 to 5 and a body over 2,000 characters', async () => {
    const [, id] = perfumeIds as [number, number];
    const { c } = await verifiedCustomer([id]);
    expect((await post(c, id, { rating: 6 })).statusCode).toBe(400);
    expect((await post(c, id, { body: 'x'.repeat(2001) })).statusCode).toBe(400);
    expect((await post(c, id, { body: 'bad\u0000byte' })).error.code).toBe('CONTROL_CHARACTER');
    expect((await post(c, id)).statusCode).toBe(201);
    const again = await post(c, id, { rating: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.error.code).toBe('REVIEW_EXISTS');
  });

  it(`allows ${REVIEWS_PER_DAY} reviews a day per account, then 429`, async () => {
    const ids = perfumeIds.slice(2, 3 + REVIEWS_PER_DAY);
    const { c } = await verifiedCustomer(ids);
    for (const id of ids.slice(0, REVIEWS_PER_DAY)) expect((await post(c, id)).statusCode).toBe(201);
    const over = await post(c, ids[REVIEWS_PER_DAY]!);
    expect(over.statusCode).toBe(429);
    expect(over.error.code).toBe('RATE_LIMITED');
  });
});

describe('moderation and the summary', () => {
  it('keeps a review hidden until approved; the summary, the catalogue and its sort follow exactly', async () => {
    const id = perfumeIds[8]!;
    const page = () => t.client().send(getPerfumeReviews, { params: { id } });
    const html = '<script>alert(1)</script> <b>Lovely</b> & "dry"\nsecond line';
    const written: number[] = [];
    for (const [i, r] of [
      { rating: 5, longevity: 5, sillage: 2, body: html },
      { rating: 4, longevity: 3, sillage: 3 },
      { rating: 4, longevity: 4, sillage: 3 },
      { rating: 1, longevity: 1, sillage: 1 },
    ].entries()) {
      const { c } = await verifiedCustomer([id], ['Ada Lovelace', 'grace hopper', 'Mary', 'Alan Turing'][i]);
      const res = await post(c, id, r);
      expect(res.statusCode).toBe(201);
      written.push(res.answer.id);
    }
    expect((await page()).answer).toEqual({
      summary: {
        count: 0,
        average: null,
        distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
        longevity: null,
        sillage: null,
      },
      reviews: [],
    });
    expect((await t.client().send(getPerfume, { params: { id } })).answer.rating).toBeNull();

    // Pending, oldest first, in the back office.
    const pending = (await admin.send(listAdminReviews, { query: { status: 'pending', limit: 200 } })).answer;
    const ours = pending.filter((r) => r.perfumeId === id);
    expect(ours.map((r) => r.id)).toEqual(written);
    expect(ours[0]).toMatchObject({ author: 'Ada L.', body: html, status: 'pending' });

    for (const reviewId of written.slice(0, 3))
      expect((await moderate(admin, reviewId, { status: 'approved' })).statusCode).toBe(200);
    // The fourth is hidden: never shown, never counted.
    expect((await moderate(admin, written[3]!, { status: 'hidden' })).statusCode).toBe(200);
    const replied = await moderate(admin, written[0]!, { status: 'approved', reply: 'Thank you, Ada.' });
    expect(replied.answer).toMatchObject({ reply: 'Thank you, Ada.', status: 'approved' });

    const shown = (await page()).answer;
    // 13 / 3 = 4.33 → 4.3; longevity 12 / 3 = 4.0; sillage 8 / 3 = 2.67 → 2.7.
    expect(shown.summary).toEqual({
      count: 3,
      average: 4.3,
      distribution: { 1: 0, 2: 0, 3: 0, 4: 2, 5: 1 },
      longevity: 4,
      sillage: 2.7,
    });
    expect(shown.reviews.map((r) => r.id)).toEqual([written[2], written[1], written[0]]);
    // HTML stays text, as written; signed with the first name and initial.
    expect(shown.reviews[2]).toMatchObject({ body: html, author: 'Ada L.', reply: 'Thank you, Ada.' });
    expect(shown.reviews[1]).toMatchObject({ author: 'grace H.', reply: null });
    expect(shown.reviews[0]).toMatchObject({ author: 'Mary', seasons: ['autumn', 'winter'] });

    // A page at a time, by cursor.
    const first = await t.client().send(getPerfumeReviews, { params: { id }, query: { limit: 2 } });
    expect(first.answer.reviews).toHaveLength(2);
    const after = first.headers['x-next-cursor'] as string;
    const second = await t.client().send(getPerfumeReviews, { params: { id }, query: { limit: 2, after } });
    expect(second.answer.reviews.map((r) => r.id)).toEqual([written[0]]);

    // The catalogue carries the rating, kept, and sorts by it.
    expect((await t.client().send(getPerfume, { params: { id } })).answer.rating).toEqual({ average: 4.3, count: 3 });
    const sorted = (await t.client().send(getPerfumes, { query: { sort: 'rating' } })).answer;
    expect(sorted[0]!.id).toBe(id);

    // Hiding one recounts.
    await moderate(admin, written[2]!, { status: 'hidden' });
    expect((await page()).answer.summary).toMatchObject({ count: 2, average: 4.5 });
    expect((await t.client().send(getPerfume, { params: { id } })).answer.rating).toEqual({ average: 4.5, count: 2 });

    // Every moderation is in the activity log.
    const log = (await admin.send(listAudit, { query: { entity: 'review', limit: 50 } })).answer;
    expect(log.filter((e) => written.includes(Number(e.entityId))).map((e) => e.action)).toEqual(
      expect.arrayContaining(['review.approved', 'review.hidden', 'review.replied']),
    );
  });

  it('tells the reviewer, once each, when her review is published and when the house answers it', async () => {
    const id = perfumeIds[7]!;
    const me = newUser({ fullName: 'Inès Moreau' });
    const c = await signedIn(t, me);
    await ship((await paidOrder(t, { owner: c, lines: [[id, 1] as const] })).id);
    const written = (await post(c, id)).answer.id;
    const news = () =>
      queryRows<{ kind: string; to_address: string; subject: string; text: string }>(
        t.store.db,
        sql`select kind, to_address, subject, text from mails where event_key like ${`review-%:${written}`} order by id`,
      );
    await moderate(admin, written, { status: 'hidden' });
    expect(await news()).toEqual([]);
    await moderate(admin, written, { status: 'approved' });
    await moderate(admin, written, { status: 'hidden' });
    await moderate(admin, written, { status: 'approved' });
    const perfume = (await t.client().send(getPerfume, { params: { id } })).answer;
    expect(await news()).toEqual([
      expect.objectContaining({
        kind: 'review-published',
        to_address: me.email,
        subject: `Your review of ${perfume.name} is published`,
      }),
    ]);
    expect((await news())[0]!.text).toContain(`Dear Inès Moreau`);
    expect((await news())[0]!.text).toContain(`https://shop.example/product/${id}`);
    await moderate(admin, written, { status: 'approved', reply: 'Thank you, Inès: it is our winter favourite too.' });
    await moderate(admin, written, { status: 'approved', reply: 'Thank you, Inès!' });
    const [, answered, ...more] = await news();
    expect(more).toEqual([]);
    expect(answered).toMatchObject({ kind: 'review-answered', to_address: me.email });
    expect(answered!.text).toContain('Thank you, Inès: it is our winter favourite too.');
  });

  it('may be done by customer care, not by the catalogue role', async () => {
    const id = perfumeIds[0]!;
    const [row] = (await admin.send(listAdminReviews, { query: { status: 'pending' } })).answer.filter(
      (r) => r.perfumeId === id,
    );
    const support = await staffClient(t, 'support', { mailbox: smtp });
    const catalogue = await staffClient(t, 'catalogue', { mailbox: smtp });
    expect((await catalogue.send(listAdminReviews)).statusCode).toBe(403);
    expect((await moderate(catalogue, row!.id, { status: 'approved' })).statusCode).toBe(403);
    expect((await support.send(listAdminReviews)).statusCode).toBe(200);
    expect((await moderate(support, row!.id, { status: 'approved', reply: 'Merci !' })).statusCode).toBe(200);
    expect((await moderate(support, 2_000_000, { status: 'hidden' })).error.code).toBe('REVIEW_NOT_FOUND');
  });
});

describe('the reviewer’s news in her account’s language', () => {
  it('a French account hears in French, its link under /fr; an English one as it always was', async () => {
    const perfume = (await admin.send(createPerfume, { body: perfumeInputSchema.parse(newPerfume({ price: 40 })) }))
      .answer;
    const id = perfume.id;
    const camille = await verifiedCustomer([id], 'Camille Roux');
    expect((await camille.c.send(updateProfile, { body: { fullName: 'Camille Roux', locale: 'fr' } })).statusCode).toBe(
      200,
    );
    const ada = await verifiedCustomer([id], 'Ada Lovelace');
    const news = (reviewId: number) =>
      queryRows<{ kind: string; subject: string; text: string; html: string }>(
        t.store.db,
        sql`select kind, subject, text, html from mails where event_key like ${`review-%:${reviewId}`} order by id`,
      );
    const written = [(await post(camille.c, id)).answer.id, (await post(ada.c, id)).answer.id];
    for (const reviewId of written) {
      await moderate(admin, reviewId, { status: 'approved' });
      await moderate(admin, reviewId, { status: 'approved', reply: 'Thank you!' });
    }
    const page = (prefix: string) => `https://shop.example${prefix}/product/${id}`;

    const [published, answered] = await news(written[0]!);
    expect(published).toMatchObject({ kind: 'review-published', subject: `Votre avis sur ${perfume.name} est publié` });
    expect(published!.text).toBe(
      [
        `Votre avis sur ${perfume.name} est publié`,
        '',
        'Bonjour Camille Roux, merci\u00a0: votre avis figure désormais sur la page du parfum, où chaque client peut le lire.',
        '',
        `Voir ${perfume.name}\u00a0: ${page('/fr')}`,
        '',
        'Avec nos remerciements,',
        'Maison Lumière',
        ...houseFooter('fr'),
      ].join('\n'),
    );
    expect(answered).toMatchObject({
      kind: 'review-answered',
      subject: `Nous avons répondu à votre avis sur ${perfume.name}`,
    });
    expect(answered!.text).toContain(
      'Notre réponse figure juste en dessous, sur la page du parfum\u00a0:\n\nThank you!',
    );
    const englishWords = /Your review|We have answered|Dear |thank you|perfume's page|See |With our thanks/;
    for (const mail of [published!, answered!]) {
      expect(mail.html).toContain('<html lang="fr">');
      expect(mail.html).toContain(`href="${page('/fr')}"`);
      expect(mail.subject).not.toMatch(englishWords);
      expect(mail.text.replace('Thank you!', '')).not.toMatch(englishWords);
    }

    const [publishedEn, answeredEn] = await news(written[1]!);
    expect(publishedEn).toMatchObject({ subject: `Your review of ${perfume.name} is published` });
    expect(publishedEn!.text).toBe(
      [
        `Your review of ${perfume.name} is published`,
        '',
        "Dear Ada Lovelace, thank you: your review now shows on the perfume's page for every customer to read.",
        '',
        `See ${perfume.name}: ${page('')}`,
        '',
        'With our thanks,',
        'Maison Lumière',
        ...houseFooter('en'),
      ].join('\n'),
    );
    expect(answeredEn).toMatchObject({ subject: `We have answered your review of ${perfume.name}` });
    expect(answeredEn!.text).toBe(
      [
        `We have answered your review of ${perfume.name}`,
        '',
        "Dear Ada Lovelace, thank you again for your review. Our answer shows beneath it on the perfume's page:",
        '',
        'Thank you!',
        '',
        `See ${perfume.name}: ${page('')}`,
        '',
        'With our thanks,',
        'Maison Lumière',
        ...houseFooter('en'),
      ].join('\n'),
    );
    expect(answeredEn!.html).toContain('<html lang="en">');
  });
});

describe('the invitation to review', () => {
  it('is mailed once per order, due fourteen days after shipping and not before', async () => {
    const ids = [perfumeIds[0]!, perfumeIds[1]!];
    const email = uniqueEmail('guest');
    const order = await paidOrder(t, { lines: ids.map((id) => [id, 1] as const), shipping: { email } });
    const shippedAt = new Date('2031-03-01T09:30:00.000Z');
    const lifecycle = t.app.services.orderLifecycle;
    const clock = lifecycle.now;
    lifecycle.now = () => shippedAt;
    try {
      await ship(order.id);
      // Shipped again after going back: still the one invitation.
      await admin.send(setOrderStatus, { params: { orderId: order.id }, body: { status: 'processing' } });
      await admin.send(setOrderStatus, {
        params: { orderId: order.id },
        body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: 'TRACK999' },
      });
    } finally {
      lifecycle.now = clock;
    }
    const rows = await queryRows<{ status: string; next_attempt_at: Date; text: string; to_address: string }>(
      t.store.db,
      sql`select status, next_attempt_at, text, to_address from mails where kind = 'review-invitation' and order_id = ${order.id}`,
    );
    expect(rows).toHaveLength(1);
    const due = new Date(shippedAt.getTime() + 14 * 86_400_000);
    expect(new Date(rows[0]!.next_attempt_at).toISOString()).toBe(due.toISOString());
    expect(rows[0]!.to_address).toBe(email);
    for (const id of ids) expect(rows[0]!.text).toContain(`https://shop.example/product/${id}?review=1#reviews`);

    const invitations = () => smtp.to(email).filter((m) => m.subject.startsWith('How is your order'));
    // The day before it is due: the worker leaves it.
    await t.app.services.mail.deliverDue(new Date(due.getTime() - 1000));
    await new Promise((r) => setTimeout(r, 300));
    expect(invitations()).toHaveLength(0);
    // On its day, it goes.
    for (let i = 0; i < 50 && invitations().length === 0; i++) {
      await t.app.services.mail.deliverDue(due);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(invitations()).toHaveLength(1);
    expect(invitations()[0]!.text).toContain('?review=1#reviews');
  });

  it('speaks the order’s language: a French order’s invitation is French', async () => {
    const id = perfumeIds[2]!;
    const email = uniqueEmail('camille');
    const order = await paidOrder(t, { lines: [[id, 1]], shipping: { email }, locale: 'fr' });
    const shippedAt = new Date('2031-04-01T09:30:00.000Z');
    const lifecycle = t.app.services.orderLifecycle;
    const clock = lifecycle.now;
    lifecycle.now = () => shippedAt;
    try {
      await ship(order.id);
    } finally {
      lifecycle.now = clock;
    }
    const due = new Date(shippedAt.getTime() + 14 * 86_400_000);
    const invitations = () => smtp.to(email).filter((m) => m.subject.startsWith('Que pensez-vous'));
    for (let i = 0; i < 50 && invitations().length === 0; i++) {
      await t.app.services.mail.deliverDue(due);
      await new Promise((r) => setTimeout(r, 100));
    }
    const [mail] = invitations();
    expect(mail!.subject).toBe(`Que pensez-vous de votre commande n° ${order.id}\u00a0?`);
    expect(mail!.text).toMatch(/^Comment trouvez-vous votre parfum\u00a0\?\n\nVotre commande n° \d+ vous est parvenue/);
    expect(mail!.text).toMatch(
      new RegExp(`Donner votre avis sur .+\u00a0: https://shop\\.example/[^ ]*product/${id}\\?review=1#reviews`),
    );
    expect(mail!.text).toContain('Nous ne vous le demandons qu’une seule fois pour cette commande.');
    expect(mail!.text).toMatch(/Avec nos remerciements,\nMaison Lumière\n\nMaison Lumière, 14 rue Charlot/);
    expect(mail!.html).toContain('<html lang="fr">');
    expect(`${mail!.text}${mail!.html}`).not.toMatch(/How are you|Review |We ask only|With our thanks/);
  });
});
