import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getMail, listMails } from '../../domain/api/admin';
import { getAdminHouseContact, getHouse, sendContactMessage, updateAdminHouseContact } from '../../domain/api/house';
import { getAdminSettings, updateAdminSettings } from '../../domain/api/shipping';
import type { ContactMessageInput } from '../../domain/contact/contact';
import { REPLY_WITHIN } from '../../domain/settings/house';
import type { HouseContactInput } from '../../domain/settings/schemas';
import { adminClient, signedIn, useTestApp } from '#tests/integration/fixtures';
import type { Client } from '#tests/integration/helpers';
import { startSmtp } from '#tests/integration/smtp';
import { queryRows } from '#tests/integration/sql';
import { houseFooter } from '#tests/integration/house-footer';

/**
 * The house's contact details and the contact form (issue #32) through the API: GET /api/house, the
 * back office's edit of the details, and POST /api/contact writing to the outbox. On PGlite in
 * memory, or on PostgreSQL when TEST_DATABASE_URL is set.
 */
const t = useTestApp({ AUTH_RATE_LIMIT: '1000' });
let admin: Client;
beforeAll(async () => {
  admin = await adminClient(t);
});

const DEFAULT_HOUSE = {
  name: 'Maison Lumière',
  address: ['14 rue Charlot', '75003 Paris', 'France'],
  email: 'care@maison-lumiere.shop',
  phone: '+33 1 99 00 14 03',
  hours: [
    { days: 'Tuesday to Saturday', time: '11:00 – 19:00' },
    { days: 'Sunday and Monday', time: 'Closed' },
  ],
  social: [],
};

const noSocial = { instagram: '', facebook: '', pinterest: '', tiktok: '', youtube: '' };

const contactInput = (over: Partial<HouseContactInput> = {}): HouseContactInput => ({
  email: DEFAULT_HOUSE.email,
  phone: DEFAULT_HOUSE.phone,
  hours: DEFAULT_HOUSE.hours,
  social: noSocial,
  ...over,
});

const email = (who: string) => `${who}.${Math.random().toString(36).slice(2, 8)}@example.com`;

const message = (over: Partial<ContactMessageInput> = {}): ContactMessageInput => ({
  name: 'Ada Lovelace',
  email: email('ada'),
  orderNumber: '',
  subject: 'order',
  message: 'My parcel arrived with a cracked cap. Could you send a new one?',
  ...over,
});

type MailRow = { kind: string; to_address: string; reply_to: string | null; subject: string; text: string };
const mailsAbout = (address: string) =>
  queryRows<MailRow>(
    t.store.db,
    sql`select kind, to_address, reply_to, subject, text from mails
        where lower(to_address) = ${address.toLowerCase()} or lower(reply_to) = ${address.toLowerCase()} order by id`,
  );

describe('GET /api/house', () => {
  it("answers anyone the house's name, address, e-mail, phone, hours and no social page yet, cacheable for a minute", async () => {
    const res = await t.client().send(getHouse);
    expect(res.statusCode).toBe(200);
    expect(res.answer).toEqual(DEFAULT_HOUSE);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await t.client().call('GET', '/api/house', undefined, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
  });
});

describe("the back office's contact details", () => {
  it('a customer gets 403 and a signed-out caller 401', async () => {
    const customer = await signedIn(t);
    const guest = t.client();
    for (const c of [customer, guest]) {
      expect((await c.send(getAdminHouseContact)).statusCode).toBe(c === guest ? 401 : 403);
      expect((await c.send(updateAdminHouseContact, { body: contactInput({ phone: '+33 1 00' }) })).statusCode).toBe(
        c === guest ? 401 : 403,
      );
    }
    expect((await t.client().send(getHouse)).answer.phone).toBe(DEFAULT_HOUSE.phone);
  });

  it('reads the defaults; an edit changes what GET /api/house answers at once, social pages only when set', async () => {
    expect((await admin.send(getAdminHouseContact)).answer).toEqual({
      email: DEFAULT_HOUSE.email,
      phone: DEFAULT_HOUSE.phone,
      hours: DEFAULT_HOUSE.hours,
      social: noSocial,
    });
    const before = await t.client().send(getHouse);

    const saved = await admin.send(updateAdminHouseContact, {
      body: contactInput({
        email: ' Atelier@Maison-Lumiere.shop ',
        phone: ' +33 1 99 00 14 14 ',
        hours: [
          { days: ' Monday to Friday ', time: '10:00 – 18:00' },
          { days: 'Saturday', time: 'By appointment' },
        ],
        social: {
          ...noSocial,
          youtube: 'https://www.youtube.com/@maisonlumiere',
          instagram: ' https://instagram.com/maisonlumiere ',
        },
      }),
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer).toEqual({
      email: 'Atelier@Maison-Lumiere.shop',
      phone: '+33 1 99 00 14 14',
      hours: [
        { days: 'Monday to Friday', time: '10:00 – 18:00' },
        { days: 'Saturday', time: 'By appointment' },
      ],
      social: {
        ...noSocial,
        instagram: 'https://instagram.com/maisonlumiere',
        youtube: 'https://www.youtube.com/@maisonlumiere',
      },
    });

    const after = await t.client().send(getHouse);
    expect(after.answer).toEqual({
      ...DEFAULT_HOUSE,
      email: 'Atelier@Maison-Lumiere.shop',
      phone: '+33 1 99 00 14 14',
      hours: saved.answer.hours,
      // In the footer's order, the empty ones left out.
      social: [
        { network: 'instagram', url: 'https://instagram.com/maisonlumiere' },
        { network: 'youtube', url: 'https://www.youtube.com/@maisonlumiere' },
      ],
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);

    // The legal name and address are the house's too.
    const legal = (await admin.send(getAdminSettings)).answer;
    const moved = await admin.send(updateAdminSettings, {
      body: { ...legal, legalName: 'Maison Lumière Paris', address: '8 Place Vendôme\n\n75001 Paris\nFrance' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await t.client().send(getHouse)).answer).toMatchObject({
      name: 'Maison Lumière Paris',
      address: ['8 Place Vendôme', '75001 Paris', 'France'],
    });

    // No phone, no hours, no social page: the house may give none.
    const bare = await admin.send(updateAdminHouseContact, {
      body: { email: DEFAULT_HOUSE.email, phone: '', hours: [] },
    });
    expect(bare.statusCode, bare.body).toBe(200);
    expect((await t.client().send(getHouse)).answer).toMatchObject({ phone: '', hours: [], social: [] });

    // As it was, for the other tests.
    expect((await admin.send(updateAdminSettings, { body: legal })).statusCode).toBe(200);
    expect((await admin.send(updateAdminHouseContact, { body: contactInput() })).statusCode).toBe(200);
    expect((await t.client().send(getHouse)).answer).toEqual(DEFAULT_HOUSE);
  });

  it('writes the change in the activity log', async () => {
    await admin.send(updateAdminHouseContact, { body: contactInput({ phone: '+33 1 99 00 14 15' }) });
    const [row] = await queryRows<{ action: string; entity_id: string }>(
      t.store.db,
      sql`select action, entity_id from admin_audit where entity = 'settings' order by id desc limit 1`,
    );
    expect(row).toEqual({ action: 'settings.update', entity_id: 'contact' });
    await admin.send(updateAdminHouseContact, { body: contactInput() });
  });

  it.each([
    [
      'an Instagram link over http',
      { instagram: 'http://instagram.com/maisonlumiere' },
      'social.instagram',
      /https:\/\//,
    ],
    [
      'an Instagram link without its scheme',
      { instagram: 'instagram.com/maisonlumiere' },
      'social.instagram',
      /https:\/\//,
    ],
    [
      'another site in the Facebook field',
      { facebook: 'https://example.com/maisonlumiere' },
      'social.facebook',
      /not a Facebook address/,
    ],
    [
      'a look-alike host',
      { tiktok: 'https://tiktok.com.example.net/@maison' },
      'social.tiktok',
      /not a TikTok address/,
    ],
    ['a script', { youtube: 'javascript:alert(1)' }, 'social.youtube', /https:\/\//],
    [
      'a link with a password',
      { pinterest: 'https://user:secret@pinterest.com/maison' },
      'social.pinterest',
      /https:\/\//,
    ],
  ])('refuses %s, naming the field', async (_, social, path, words) => {
    const res = await admin.send(updateAdminHouseContact, {
      body: contactInput({ social: { ...noSocial, ...social } }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect(res.error.errors).toEqual([{ path, message: expect.stringMatching(words) }]);
  });

  it.each([
    ['no e-mail', { email: '' }, 'email'],
    ['an e-mail that is none', { email: 'care at maison' }, 'email'],
    ['a phone with letters', { phone: '+33 CALL US' }, 'phone'],
    ['a line of hours without its days', { hours: [{ days: ' ', time: '10:00' }] }, 'hours.0.days'],
    ['a line of hours on two lines', { hours: [{ days: 'Monday', time: '10:00\n12:00' }] }, 'hours.0.time'],
    ['eight lines of hours', { hours: Array.from({ length: 8 }, () => ({ days: 'Day', time: 'Closed' })) }, 'hours'],
  ])('refuses %s, naming the field', async (_, over, path) => {
    const res = await admin.send(updateAdminHouseContact, { body: contactInput(over) });
    expect(res.statusCode).toBe(400);
    expect(res.error.errors?.map((e) => e.path)).toEqual([path]);
  });
});

describe('POST /api/contact', () => {
  it('refuses an empty form with a message under each required field', async () => {
    const res = await t.client().send(sendContactMessage, { body: {} as ContactMessageInput });
    expect(res.statusCode).toBe(400);
    expect(res.error.code).toBe('VALIDATION');
    expect(res.error.errors).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Please enter your name.' },
        { path: 'email', message: 'Please enter your e-mail address, so that we can answer.' },
        { path: 'message', message: 'Please write your message.' },
      ]),
    );
    expect(res.error.errors?.map((e) => e.path).sort()).toEqual(['email', 'message', 'name']);
  });

  it.each([
    ['a name of one letter', { name: 'A' }, 'name', 'Please enter your name.'],
    ['a name on two lines', { name: 'Ada\nLovelace' }, 'name', 'Your name must be on one line.'],
    [
      'an address that is none',
      { email: 'ada@' },
      'email',
      'Please enter a valid e-mail address, for example you@example.com.',
    ],
    [
      'an order number with letters',
      { orderNumber: 'ABC-12' },
      'orderNumber',
      'An order number is digits only, for example 1042.',
    ],
    [
      'a subject not on the list',
      { subject: 'complaint' as never },
      'subject',
      'Please choose a subject from the list.',
    ],
    ['a message too short', { message: 'Hello' }, 'message', 'Please tell us a little more (at least 10 characters).'],
    [
      'a message too long',
      { message: 'a'.repeat(4001) },
      'message',
      'Your message is too long (at most 4,000 characters).',
    ],
  ])('refuses %s, naming the field', async (_, over, path, words) => {
    const res = await t.client().send(sendContactMessage, { body: message(over) });
    expect(res.statusCode).toBe(400);
    expect(res.error.errors).toEqual([{ path, message: words }]);
  });

  it("writes one mail to the house's address with Reply-To the sender, and an acknowledgement to the sender; the Mail tab lists both", async () => {
    const ada = email('ada');
    const res = await t.client().send(sendContactMessage, {
      body: message({
        email: ada,
        orderNumber: ' #1042 ',
        message: '  My parcel arrived with a cracked cap.\nCould you help?  ',
      }),
    });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.answer.message).toMatch(/we answer within one working day/);

    const mails = await mailsAbout(ada);
    expect(mails).toHaveLength(2);
    const [toHouse, acknowledgement] = mails;
    expect(toHouse).toMatchObject({
      kind: 'contact-message',
      to_address: DEFAULT_HOUSE.email,
      reply_to: ada,
      subject: 'Contact: An order (order #1042) · Ada Lovelace',
    });
    expect(toHouse!.text).toContain(`From: Ada Lovelace <${ada}>`);
    expect(toHouse!.text).toContain('Order: #1042');
    expect(toHouse!.text).toContain('My parcel arrived with a cracked cap.\nCould you help?');
    expect(acknowledgement).toMatchObject({
      kind: 'contact-acknowledgement',
      to_address: ada,
      reply_to: DEFAULT_HOUSE.email,
      subject: 'We have received your message',
    });
    expect(acknowledgement!.text).toContain('Your message about an order (order #1042) has reached the atelier');
    // Nothing the sender typed but the order's digits goes back out.
    expect(acknowledgement!.text).not.toContain('cracked');
    expect(acknowledgement!.text).not.toContain('Ada');

    const listed = (await admin.send(listMails)).answer;
    const message_ = listed.find((m) => m.kind === 'contact-message' && m.subject.includes('Ada Lovelace'));
    expect(message_).toMatchObject({ to: DEFAULT_HOUSE.email, orderId: null, status: 'pending' });
    const detail = await admin.send(getMail, { params: { id: message_!.id } });
    expect(detail.answer.replyTo).toBe(ada);
    expect(detail.answer.html).toContain('My parcel arrived with a cracked cap.');
    expect(listed.some((m) => m.kind === 'contact-acknowledgement' && m.to === ada)).toBe(true);
  });

  it("goes to the contact address the back office set; the sender's words are escaped in the HTML", async () => {
    await admin.send(updateAdminHouseContact, { body: contactInput({ email: 'atelier@maison-lumiere.shop' }) });
    const bea = email('bea');
    const res = await t.client().send(sendContactMessage, {
      body: { name: 'Béa <b>', email: bea, message: 'Is the <script>alert(1)</script> atelier open on Sunday?' },
    });
    expect(res.statusCode, res.body).toBe(202);
    const [toHouse] = await mailsAbout(bea);
    expect(toHouse).toMatchObject({
      to_address: 'atelier@maison-lumiere.shop',
      subject: 'Contact: Something else · Béa <b>',
    });
    const [html] = await queryRows<{ html: string }>(
      t.store.db,
      sql`select html from mails where kind = 'contact-message' and reply_to = ${bea}`,
    );
    expect(html!.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html!.html).not.toContain('<script>');
    await admin.send(updateAdminHouseContact, { body: contactInput() });
  });

  it('a filled honeypot is answered as a person would be, and nothing is mailed', async () => {
    const bot = email('bot');
    const res = await t
      .client()
      .send(sendContactMessage, { body: message({ email: bot, website: 'https://spam.example' }) });
    expect(res.statusCode).toBe(202);
    expect(await mailsAbout(bot)).toEqual([]);
  });
});

describe('the acknowledgement in the language of the page it was sent from', () => {
  const ACKNOWLEDGED_EN = [
    'Thank you for writing to us',
    '',
    'Your message about an order (order #1042) has reached the atelier. One of us will answer within one working day, by e-mail.',
    '',
    'If you have something to add, simply reply to this e-mail.',
    '',
    'You receive this because this address was given on our contact page. If it was not you, ignore this e-mail.',
    '',
    'With our thanks,',
    'Maison Lumière',
    ...houseFooter('en'),
  ].join('\n');

  it('from a French page, French (the house’s copy stays English); from an English page, as it always was', async () => {
    const camille = email('camille');
    const fr = await t.client().send(
      sendContactMessage,
      { body: message({ name: 'Camille Roux', email: camille, orderNumber: '#1042' }) },
      {
        'accept-language': 'fr',
      },
    );
    expect(fr.statusCode, fr.body).toBe(202);
    const [toHouse, french] = await mailsAbout(camille);
    expect(toHouse).toMatchObject({
      kind: 'contact-message',
      subject: 'Contact: An order (order #1042) · Camille Roux',
    });
    expect(toHouse!.text).toContain(`From: Camille Roux <${camille}>`);
    expect(french).toMatchObject({ kind: 'contact-acknowledgement', subject: 'Nous avons bien reçu votre message' });
    expect(french!.text).toBe(
      [
        'Merci de nous avoir écrit',
        '',
        'Votre message concernant une commande (commande n° 1042) est bien parvenu à l’atelier. L’un de nous vous répondra par e-mail sous un jour ouvré.',
        '',
        'Si vous souhaitez ajouter quelque chose, répondez simplement à cet e-mail.',
        '',
        'Vous recevez cet e-mail car cette adresse a été indiquée sur notre page de contact. Si ce n’était pas vous, ignorez-le.',
        '',
        'Avec nos remerciements,',
        'Maison Lumière',
        ...houseFooter('fr'),
      ].join('\n'),
    );
    const [html] = await queryRows<{ html: string }>(
      t.store.db,
      sql`select html from mails where kind = 'contact-acknowledgement' and to_address = ${camille}`,
    );
    expect(html!.html).toContain('<html lang="fr">');
    expect(html!.html).toContain('nous répondons sous un jour ouvré');
    const englishWords =
      /We have received|Thank you|Your message|has reached|reply to this|You receive|With our thanks/;
    expect(french!.text).not.toMatch(englishWords);
    expect(html!.html).not.toMatch(englishWords);

    // Each subject named as French says it; none for "Something else", nor an order number when there is none.
    const visit = email('visit');
    await t
      .client()
      .send(sendContactMessage, { body: message({ email: visit, subject: 'visit' }) }, { 'accept-language': 'fr' });
    expect((await mailsAbout(visit))[1]!.text).toContain(
      'Votre message concernant une visite de l’atelier est bien parvenu à l’atelier.',
    );
    const other = email('other');
    await t.client().send(
      sendContactMessage,
      { body: message({ email: other, subject: 'other', orderNumber: '7' }) },
      {
        'accept-language': 'fr',
      },
    );
    expect((await mailsAbout(other))[1]!.text).toContain('Votre message (commande n° 7) est bien parvenu à l’atelier.');

    const ada = email('ada');
    expect(
      (await t.client().send(sendContactMessage, { body: message({ email: ada, orderNumber: '1042' }) })).statusCode,
    ).toBe(202);
    const [, english] = await mailsAbout(ada);
    expect(english).toMatchObject({ subject: 'We have received your message' });
    expect(english!.text).toBe(ACKNOWLEDGED_EN);
  });
});

describe('throttled per address', () => {
  // AUTH_RATE_LIMIT 1: two messages an hour per address (the registrations' limit).
  const strict = useTestApp({ AUTH_RATE_LIMIT: '1' });

  it('past the hourly limit, 429 with Retry-After; another address is not held back', async () => {
    const from = (remoteAddress: string, payload: object = message()) =>
      strict.app.inject({ method: 'POST', url: '/api/contact', remoteAddress, payload });
    // A form the schema refuses mails nothing and is not counted.
    expect((await from('127.0.0.2', { ...message(), message: '' })).statusCode).toBe(400);
    expect((await from('127.0.0.2')).statusCode).toBe(202);
    expect((await from('127.0.0.2')).statusCode).toBe(202);
    const third = await from('127.0.0.2');
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await from('127.0.0.3')).statusCode).toBe(202);
  });
});

describe('delivered by SMTP', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(async () => {
    await smtp?.stop();
  });
  const sent = useTestApp(() => ({ SMTP_URL: smtp.url, AUTH_RATE_LIMIT: '1000' }));

  it("reaches the house with the sender in Reply-To, and the sender with the house's address in Reply-To", async () => {
    const cleo = email('cleo');
    const res = await sent.client().send(sendContactMessage, { body: message({ email: cleo, subject: 'refill' }) });
    expect(res.statusCode).toBe(202);
    const [toHouse] = await smtp.waitFor((m) => m.to.includes(DEFAULT_HOUSE.email) && m.replyTo.includes(cleo));
    expect(toHouse!.subject).toBe('Contact: Refilling a bottle · Ada Lovelace');
    const [acknowledgement] = await smtp.waitFor((m) => m.to.includes(cleo));
    expect(acknowledgement!.replyTo).toContain(DEFAULT_HOUSE.email);
    expect(acknowledgement!.text).toContain('Your message about refilling a bottle has reached the atelier');
  });
});

describe('the answer in the language the message was sent in', () => {
  it('says the message arrived, in English and in French', async () => {
    const english = await t.client().send(sendContactMessage, { body: message() });
    expect(english.statusCode, english.body).toBe(202);
    expect(english.answer.message).toBe(
      `Thank you. Your message has reached the atelier: we answer within ${REPLY_WITHIN}, by e-mail.`,
    );
    const french = await t.client().send(sendContactMessage, { body: message() }, { 'accept-language': 'fr' });
    expect(french.statusCode, french.body).toBe(202);
    expect(french.answer.message).toBe(
      'Merci. Votre message est bien parvenu à l’atelier\u00a0: nous répondons sous un jour ouvré, par e-mail.',
    );
  });
});
