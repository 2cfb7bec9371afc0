import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setOrderStatus } from '../../domain/api/admin';
import { listAdminPerfumes, updatePerfume, uploadImage } from '../../domain/api/admin-catalogue';
import { getAdminHouseContact, updateAdminHouseContact } from '../../domain/api/house';
import { adminClient, paidOrder, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { queryRows } from '#tests/integration/sql';

/**
 * The mails in the house's hand (issue #51), as the outbox keeps them: the house's address and contact under every
 * mail, from the owner's settings as they are when it is written; each bottle's picture beside its line in the
 * order's confirmation (the owner's first photograph, absolute and described in the order's language, else a swatch
 * with the perfume's initial), read for the confirmation alone.
 */

const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const confirmationOf = async (orderId: number) => {
  const [mail] = await queryRows<{ html: string; text: string }>(
    t.store.db,
    sql`select html, text from mails where order_id = ${orderId} and kind = 'order-confirmation'`,
  );
  return mail!;
};

/** The quiet paragraph under the frame that holds the house's details. */
const footerOf = (html: string) => /<p style="margin:8px 0 0;[^"]*">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';

describe('the footer of every mail', () => {
  it("carries the house's address, e-mail and phone, in the order's language, and a change shows in the next mail", async () => {
    const contact = (await admin.send(getAdminHouseContact)).answer;
    const english = footerOf((await confirmationOf((await paidOrder(t, { lines: [[4, 1]] })).id)).html);
    expect(english).toContain(`<a href="mailto:${contact.email}"`);
    expect(english).toMatch(/Write to us at <a[^>]*>[^<]+<\/a> or call us on <a href="tel:\+\d+"/);
    expect(english).toContain(contact.phone);

    const englishText = (await confirmationOf((await paidOrder(t, { lines: [[4, 1]] })).id)).text;
    // The text part ends with them too, without links.
    expect(englishText).toMatch(
      new RegExp(`Maison Lumière\\n\\n.+\\nWrite to us at ${contact.email.replace(/\./g, '\\.')} or call us on .+\\.$`),
    );
    const frenchMail = await confirmationOf((await paidOrder(t, { lines: [[4, 1]], locale: 'fr' })).id);
    const french = footerOf(frenchMail.html);
    expect(french).toMatch(/Écrivez-nous à <a[^>]*>[^<]+<\/a>/);
    expect(frenchMail.text).toMatch(/\nÉcrivez-nous à \S+@\S+ ou appelez-nous au .+\.$/);

    const phone = '+33 1 42 00 00 51';
    const res = await admin.send(updateAdminHouseContact, { body: { ...contact, phone } });
    expect(res.statusCode, res.body).toBe(200);
    try {
      const later = footerOf((await confirmationOf((await paidOrder(t, { lines: [[4, 1]] })).id)).html);
      expect(later).toContain(
        `<a href="tel:+33142000051" style="color:#5f574d;text-decoration:underline;white-space:nowrap">${phone}</a>`,
      );
      expect(later).not.toContain(contact.phone);
      // Without a phone, the e-mail alone.
      await admin.send(updateAdminHouseContact, { body: { ...contact, phone: '' } });
      const noPhone = footerOf((await confirmationOf((await paidOrder(t, { lines: [[4, 1]] })).id)).html);
      expect(noPhone).toMatch(/Write to us at <a[^>]*>[^<]+<\/a>\.$/);
      expect(noPhone).not.toContain('tel:');
    } finally {
      await admin.send(updateAdminHouseContact, { body: contact });
    }
  });
});

async function uploaded(colour: string): Promise<string> {
  const png = await sharp({ create: { width: 80, height: 100, channels: 3, background: colour } })
    .png()
    .toBuffer();
  const body = new FormData();
  body.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
  const res = await admin.send(uploadImage, { body });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer.imageSrc;
}

describe("the confirmation's pictures", () => {
  it("shows a perfume's first photograph by its absolute address, described in the order's language, and a swatch with its initial for one without", async () => {
    const perfumes = (await admin.send(listAdminPerfumes)).answer;
    const [pictured, plain] = [perfumes[0]!, perfumes[1]!];
    const [first, second] = [await uploaded('#d9c7b0'), await uploaded('#30404a')];
    const { id, name, description, notes, gender, family, price, isNew, isBestseller, imageSrc } = pictured;
    const res = await admin.send(updatePerfume, {
      params: { id },
      body: {
        ...{ name, description, notes, gender, family, price, isNew, isBestseller, imageSrc },
        photos: [
          { src: first, alt: 'The bottle on a linen cloth' },
          { src: second, alt: 'Petals in morning light' },
        ],
        translations: { fr: { photos: { [first]: 'Le flacon sur une toile de lin' } } },
      },
    });
    expect(res.statusCode, res.body).toBe(200);

    const mail = await confirmationOf(
      (
        await paidOrder(t, {
          lines: [
            [pictured.id, 1],
            [plain.id, 1],
          ],
        })
      ).id,
    );
    const images = [...mail.html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain(`src="${t.config.publicUrl}${first}"`);
    expect(images[0]).toContain('alt="The bottle on a linen cloth"');
    // The other bottle: its initial on its family's swatch, hidden from screen readers (its name is beside it).
    expect(mail.html).toContain(`<span aria-hidden="true">${plain.name[0]!.toUpperCase()}</span>`);
    // No SVG art in a mail: many clients do not draw it.
    expect(mail.html).not.toContain('.svg');
    // The text part names the bottles as before.
    expect(mail.text).toContain(`- ${pictured.name}`);

    // An order placed in French: the photograph described in French, the owner's words for it.
    const french = await confirmationOf((await paidOrder(t, { lines: [[pictured.id, 1]], locale: 'fr' })).id);
    const [frenchImage] = [...french.html.matchAll(/<img [^>]*>/g)].map((m) => m[0]);
    expect(frenchImage).toContain(`src="${t.config.publicUrl}${first}"`);
    expect(frenchImage).toContain('alt="Le flacon sur une toile de lin"');
    expect(french.html).not.toContain('The bottle on a linen cloth');

    // A photograph kept without a description (written before they were asked for): the shop's words for its bottle,
    // in the mail's language.
    await t.store.db.execute(
      sql`update perfumes set photos = jsonb_set(photos, '{0,alt}', '""'), translations = '{}' where id = ${id}`,
    );
    const altOf = async (locale?: 'fr') =>
      /<img [^>]*alt="([^"]*)"/.exec(
        (await confirmationOf((await paidOrder(t, { lines: [[id, 1]], ...(locale ? { locale } : {}) })).id)).html,
      )?.[1];
    expect(await altOf()).toBe(`${name} perfume bottle`);
    expect(await altOf('fr')).toBe(`Flacon du parfum ${name}`);
  });

  it('reads the pictures for the confirmation alone: the other mails of an order never ask for them', async () => {
    const reads = vi.spyOn(t.app.services.catalogue, 'picturesOf');
    try {
      const order = await paidOrder(t, { lines: [[4, 1]] });
      expect(reads).toHaveBeenCalledTimes(1);
      // Its picture beside its line: the photograph, else the swatch with the perfume's initial.
      expect((await confirmationOf(order.id)).html).toMatch(/<img |<span aria-hidden="true">/);
      // Shipped: its mail, and the invitation to review it, written without them.
      const res = await admin.send(setOrderStatus, {
        params: { orderId: order.id },
        body: { status: 'shipped', carrier: 'Colissimo', trackingNumber: '6A12345678901' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const kinds = await queryRows<{ kind: string; html: string }>(
        t.store.db,
        sql`select kind, html from mails where order_id = ${order.id} order by id`,
      );
      expect(kinds.map((m) => m.kind)).toEqual(['order-confirmation', 'order-shipped', 'review-invitation']);
      expect(kinds[1]!.html).not.toContain('<img ');
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });
});
