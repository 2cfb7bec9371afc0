import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCurrentUser, login, register, requestPasswordReset, updateProfile } from '../../domain/api/auth';
import { inviteStaff } from '../../domain/api/staff';
import { adminClient, useTestApp } from '#tests/integration/fixtures';
import { Client, newUser } from '#tests/integration/helpers';
import { linkIn, startSmtp } from '#tests/integration/smtp';
import { delivered, queryRows } from '#tests/integration/sql';
import { houseFooter } from '#tests/integration/house-footer';

/**
 * An account's language (docs/decisions/069-languages.md): set at sign-up from the page's language, changed
 * in the profile only (never by signing in from another language's page), and spoken by the account's mails,
 * sent through the SMTP server the other mail tests use.
 */

const PUBLIC_URL = 'https://shop.example';
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(async () => {
  await smtp?.stop();
});
const t = useTestApp(() => ({ SMTP_URL: smtp.url, PUBLIC_URL, AUTH_RATE_LIMIT: '1000' }));

const FRENCH = { 'accept-language': 'fr' };
const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2, 10)}@example.com`;

/** A new account registered from a page in `headers`' language, signed in from an English page. */
async function account(fullName: string, headers: Record<string, string> = {}) {
  const user = newUser({ fullName, email: uniqueEmail('lang') });
  const c = new Client(t.app);
  const made = await c.send(register, { body: user }, headers);
  expect(made.statusCode).toBe(201);
  expect((await c.send(login, { body: { email: user.email, password: user.password } })).statusCode).toBe(200);
  return { user, c, registered: made.answer };
}

/** The outbox's mail of `kind` to `email`, with its secret links filled in as the mailbox gets them. */
async function outboxMail(kind: string, email: string) {
  const [row] = await queryRows<{ subject: string; text: string; html: string; secrets: unknown }>(
    t.store.db,
    sql`select subject, text, html, secrets from mails where kind = ${kind} and to_address = ${email} order by id desc limit 1`,
  );
  expect(row).toBeDefined();
  return { subject: row!.subject, text: delivered(row!.text, row!.secrets), html: delivered(row!.html, row!.secrets) };
}

/** English catalogue words the French mails must not hold. */
const ENGLISH_WORDS =
  /Dear |Choose a new password|Someone, we hope you|ignore this e-mail|With our thanks|Confirm my address|Welcome to/;

describe('an account’s language', () => {
  it('is the sign-up page’s: a French sign-up is a French account, an English one an English account', async () => {
    const french = await account('Camille Roux', FRENCH);
    expect(french.registered.locale).toBe('fr');
    const english = await account('Ada Lovelace');
    expect(english.registered.locale).toBe('en');
    expect((await english.c.send(getCurrentUser)).answer.locale).toBe('en');
  });

  it('does not change when the account signs in from a French page', async () => {
    const { user, c } = await account('Ada Lovelace');
    const fromFrench = new Client(t.app);
    const res = await fromFrench.send(login, { body: { email: user.email, password: user.password } }, FRENCH);
    expect(res.statusCode).toBe(200);
    expect((await fromFrench.send(getCurrentUser)).answer.locale).toBe('en');
    expect((await c.send(getCurrentUser)).answer.locale).toBe('en');
  });

  it('is changed in the profile, to one of the shop’s languages only', async () => {
    const { c, user } = await account('Ada Lovelace');
    const profile = { fullName: user.fullName };
    const unknown = await c.send(updateProfile, { body: { ...profile, locale: 'xx' } });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.error.code).toBe('VALIDATION');
    expect((await c.send(getCurrentUser)).answer.locale).toBe('en');

    const french = await c.send(updateProfile, { body: { ...profile, locale: 'fr' } });
    expect(french.statusCode).toBe(200);
    expect(french.answer.locale).toBe('fr');
    // A profile saved without it keeps it.
    const kept = await c.send(updateProfile, { body: { ...profile, city: 'Paris' } });
    expect(kept.answer.locale).toBe('fr');
    expect((await c.send(getCurrentUser)).answer.locale).toBe('fr');
  });
});

describe('the account’s mails in its language', () => {
  it('a French account’s confirmation mail is French', async () => {
    const { user } = await account('Camille Roux', FRENCH);
    const mail = await outboxMail('email-verification', user.email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toMatch(/^Bonjour Camille Roux,\n\nBienvenue chez Maison Lumière\./);
    // French spacing before a colon, in the text part too.
    expect(mail.text).toContain('est bien la vôtre\u00a0: ');
    expect(mail.text).toContain('pendant trois jours\u00a0:\n\nhttps://shop.example/verify-email?token=');
    expect(mail.text).toMatch(/Avec nos remerciements,\nMaison Lumière\n\nMaison Lumière, 14 rue Charlot/);
    expect(mail.html).toContain('<html lang="fr">');
    expect(mail.html).toContain('Confirmer mon adresse');
    expect(mail.text).not.toMatch(ENGLISH_WORDS);
    expect(mail.html).not.toMatch(ENGLISH_WORDS);
  });

  it('a French account’s reset mail is French, asked from an English page; an English one is as it always was', async () => {
    const camille = await account('Camille Roux', FRENCH);
    const ada = await account('Ada Lovelace');
    for (const email of [camille.user.email, ada.user.email]) {
      // Asked from an English page: the account's language decides.
      expect((await new Client(t.app).send(requestPasswordReset, { body: { email } })).statusCode).toBe(202);
    }

    const [french] = await smtp.waitFor((m) => m.to.includes(camille.user.email) && /mot de passe/.test(m.subject));
    expect(french!.subject).toBe('Réinitialisez votre mot de passe Maison Lumière');
    expect(french!.text).toContain('Bonjour Camille Roux,');
    expect(french!.text).toContain('pendant une heure\u00a0:');
    expect(french!.text).toContain('ignorez cet e-mail\u00a0: votre mot de passe reste inchangé.');
    expect(french!.text).toContain(`${PUBLIC_URL}/reset-password?token=`);
    expect(french!.text).not.toMatch(ENGLISH_WORDS);
    expect(french!.html).toContain('Choisissez un nouveau mot de passe');
    expect(french!.html).not.toMatch(ENGLISH_WORDS);

    const [english] = await smtp.waitFor((m) => m.to.includes(ada.user.email) && m.subject.startsWith('Reset'));
    expect(english!.subject).toBe('Reset your Maison Lumière password');
    // As received: the link's token is sent, then no longer kept.
    const link = linkIn(english!, `${PUBLIC_URL}/reset-password?token=`);
    expect(english!.text).toBe(
      [
        'Dear Ada Lovelace,',
        '',
        'Someone, we hope you, asked to reset the password of your Maison Lumière account. This link works once, for one hour:',
        '',
        link,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        '',
        'With our thanks,',
        'Maison Lumière',
        ...houseFooter('en'),
      ].join('\n'),
    );
    expect(english!.html).toContain('<html lang="en">');
    expect(english!.html).toContain(
      '<span style="display:none;max-height:0;overflow:hidden;opacity:0">A link to choose a new password for your Maison Lumière account. It works once, for one hour.</span>',
    );
  });

  it('follows the profile: a reset after switching to French is French', async () => {
    const { c, user } = await account('Ada Lovelace');
    expect((await c.send(updateProfile, { body: { fullName: user.fullName, locale: 'fr' } })).statusCode).toBe(200);
    await new Client(t.app).send(requestPasswordReset, { body: { email: user.email } });
    const [mail] = await smtp.waitFor((m) => m.to.includes(user.email) && /mot de passe/.test(m.subject));
    expect(mail!.text).toMatch(/^Bonjour Ada Lovelace,/);
  });

  it('a staff invitation speaks the invited account’s language, else the inviting owner’s page’s', async () => {
    const owner = await adminClient(t);
    const camille = await account('Camille Roux', FRENCH);
    expect(
      (await owner.send(inviteStaff, { body: { email: camille.user.email, role: 'fulfilment' } })).statusCode,
    ).toBe(201);
    const toAccount = await outboxMail('staff-invitation', camille.user.email);
    expect(toAccount.subject).toMatch(/ vous invite chez Maison Lumière$/);
    expect(toAccount.text).toMatch(
      /^Bonjour,\n\n.+ vous invite à rejoindre le back-office de Maison Lumière en tant que /,
    );
    expect(toAccount.text).toContain('\u00a0: ');
    expect(toAccount.html).toContain('<html lang="fr">');
    expect(toAccount.text).not.toMatch(/invites you|Hello,|With our thanks/);

    const newcomer = uniqueEmail('newcomer');
    expect((await owner.send(inviteStaff, { body: { email: newcomer, role: 'support' } }, FRENCH)).statusCode).toBe(
      201,
    );
    expect((await outboxMail('staff-invitation', newcomer)).html).toContain('<html lang="fr">');
    const english = uniqueEmail('english');
    expect((await owner.send(inviteStaff, { body: { email: english, role: 'support' } })).statusCode).toBe(201);
    const inEnglish = await outboxMail('staff-invitation', english);
    expect(inEnglish.subject).toMatch(/ invites you to Maison Lumière$/);
    expect(inEnglish.text).toMatch(
      /^Hello,\n\n.+ invites you to the Maison Lumière back office as Customer care: customers, orders, reviews, returns and mail; refunds stay with an owner\./,
    );
  });
});
