import { randomUUID } from 'node:crypto';
import { contactSubjectLabels } from '../../domain/contact/contact';
import type { ContactMessage } from '../../domain/contact/schemas';
import { msg } from '../../domain/i18n/translator';
import type { Locale } from '../../domain/i18n/locales';
import type { Db } from '../db/client';
import { sharedLanguages } from '../i18n/languages';
import { withTransaction } from '../db/transaction';
import type { MailService } from '../mail/service';
import { contactAcknowledgementMail } from './mails/acknowledgement';
import { contactMessageMail } from './mails/message';
import type { SettingsService } from '../settings/service';

/** What limits the messages of one address (the auth feature's throttle, handed over by services.ts). */
interface MessageThrottle {
  beginContactMessage(ip: string): Promise<void>;
}

/** What the shopper is told once the message is on its way: within REPLY_WITHIN (domain/settings/house.ts). */
const CONTACT_RECEIVED = msg(
  'Thank you. Your message has reached the atelier: we answer within one working day, by e-mail.',
);

/** What ContactService is built from (services.ts gives each by name). */
export interface ContactDeps {
  db: Db;
  mail: Pick<MailService, 'enqueue'>;
  throttle: MessageThrottle;
  settings: Pick<SettingsService, 'publicHouse'>;
}

/**
 * The contact page's messages (issue #32): each is mailed to the house's contact address with
 * Reply-To the shopper, and the shopper is mailed an acknowledgement, both through the outbox (so the
 * back office's Mail tab lists them), in one transaction. Throttled per address, whatever the outcome.
 */
export class ContactService {
  private readonly db: Db;
  private readonly mail: Pick<MailService, 'enqueue'>;
  private readonly throttle: MessageThrottle;
  private readonly settings: Pick<SettingsService, 'publicHouse'>;

  constructor({ db, mail, throttle, settings }: ContactDeps) {
    this.db = db;
    this.mail = mail;
    this.throttle = throttle;
    this.settings = settings;
  }

  /** `locale`: the language of the page the message was sent from, the acknowledgement's. */
  async send(input: ContactMessage, ip: string, locale: Locale): Promise<{ message: string }> {
    await this.throttle.beginContactMessage(ip);
    // The honeypot was filled in: a robot, told what a person is told, and nothing is mailed.
    if (input.website?.trim()) return { message: sharedLanguages().translator(locale).t(CONTACT_RECEIVED) };

    const house = await this.settings.publicHouse();
    const subject = contactSubjectLabels[input.subject];
    const event = randomUUID();
    const toHouse = contactMessageMail({
      name: input.name,
      email: input.email,
      subject,
      orderNumber: input.orderNumber,
      message: input.message,
    });
    const acknowledgement = contactAcknowledgementMail({
      subject: input.subject,
      orderNumber: input.orderNumber,
      tr: sharedLanguages().translator(locale),
    });
    await withTransaction(this.db, async (tx) => {
      await this.mail.enqueue({ ...toHouse, eventKey: `contact:${event}`, to: house.email, replyTo: input.email }, tx);
      await this.mail.enqueue(
        { ...acknowledgement, eventKey: `contact-acknowledgement:${event}`, to: input.email, replyTo: house.email },
        tx,
      );
    });
    return { message: sharedLanguages().translator(locale).t(CONTACT_RECEIVED) };
  }
}
