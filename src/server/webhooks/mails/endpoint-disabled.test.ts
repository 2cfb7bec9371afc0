import { describe, expect, it } from 'vitest';
import { sharedLanguages } from '../../i18n/languages';
import { endpointDisabledMail } from './endpoint-disabled';

/** The owners' mail when a day of failures disables a webhook endpoint, in their language. */

const { translator } = sharedLanguages();
const NBSP = '\u00a0';
const data = {
  url: 'https://hooks.example.com/shop',
  failingSince: new Date('2026-05-01T09:30:00Z'),
  lastError: 'HTTP 503',
  backOfficeUrl: 'https://shop.example/admin',
};

describe('an endpoint disabled', () => {
  it('in English: which endpoint, failing since when, its last answer, and the way back', () => {
    const mail = endpointDisabledMail({ ...data, tr: translator('en') });
    expect(mail.kind).toBe('webhook-disabled');
    expect(mail.subject).toBe('Webhook endpoint disabled: https://hooks.example.com/shop');
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain('has failed since May 1, 2026, so the shop has stopped posting events to it.');
      expect(part).toContain('Its last answer: HTTP 503.');
      expect(part).toContain('redeliver the events it missed from its delivery log');
    }
    expect(mail.text).toContain('Every delivery to https://hooks.example.com/shop has failed since');
    expect(mail.html).toContain('<strong>https://hooks.example.com/shop</strong>');
    expect(mail.text).toContain('Open the back office: https://shop.example/admin');
    expect(mail.html).toContain('href="https://shop.example/admin"');
    expect(mail.text).toMatch(/With our thanks,\nMaison Lumière$/);
  });

  it('in French, and without a last answer when none is known', () => {
    const mail = endpointDisabledMail({ ...data, lastError: null, tr: translator('fr') });
    expect(mail.subject).toBe(`Point de terminaison webhook désactivé${NBSP}: https://hooks.example.com/shop`);
    expect(mail.text).toContain(
      `Tous les envois vers https://hooks.example.com/shop échouent depuis le 1 mai 2026${NBSP}: la boutique a donc cessé de lui transmettre des événements.`,
    );
    expect(mail.text).toContain('renvoyez les événements manqués depuis son journal d’envois');
    expect(mail.text).not.toContain('dernière réponse');
    expect(mail.html).toContain('lang="fr"');
  });
});
