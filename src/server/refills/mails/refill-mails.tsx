import { lockStartsAt, RETRY_DAYS } from '../../../domain/refills/schedule';
import type { RenderedMail } from '../../mail/render';
import { dayOf, refillMail, type RefillMailData, refillValues } from './refill-frame';

/*
 * The mails of a refill's life (DESIGN §1 "Refills"), in the subscription's language: the reminder three days
 * before a renewal, a declined or a bank-confirmed payment, a postponed or stopped renewal, and the
 * confirmation of each change the shopper (or the house) made. Never by surprise: each says what, when and
 * how much, and leads to the account's refills tab where every action is.
 */

export type { RefillMailData } from './refill-frame';

/** Three days before a renewal: what comes, when, for how much; skip or change it before the lock. */
export function refillReminderMail(data: RefillMailData): RenderedMail {
  const { tr } = data;
  const values = refillValues(data);
  const lock = dayOf(tr, lockStartsAt(data.renewalAt));
  return refillMail(data, {
    kind: 'refill-reminder',
    subject: tr.t('Your refill of {item} on {date}', values),
    title: tr.t('Your next refill is coming'),
    preheader: tr.t('{item} on {date}: {amount}, shipping included.', values),
    body: [
      tr.t(
        'Your refill of <b>{item}</b>, delivered {weeks, plural, one {every week} other {every # weeks}}, is charged on <b>{date}</b>: <b>{amount}</b>, shipping included, to the card you keep with us.',
        values,
      ),
      tr.t(
        'Changes close 48 hours before each delivery: until {lock}, you can skip this one, pause your refill or change how often it comes.',
        { lock },
      ),
    ],
    actions: [
      { label: tr.t('Skip this delivery'), href: data.manageUrl },
      { label: tr.t('Change or pause it'), href: data.manageUrl },
    ],
    small: tr.t('Nothing to do if it suits you: it arrives as planned.'),
  });
}

/** A renewal's payment was declined: when we try again (or that it was the last try), and how to change the card. */
export function refillDeclinedMail(
  data: RefillMailData & { retryAt: Date | null; cardUrl: string; attempt: number },
): RenderedMail {
  const { tr } = data;
  const values = refillValues(data);
  // The first attempt and one per retry (schedule.ts): the third failure ends the refill.
  const attempts = RETRY_DAYS.length + 1;
  return refillMail(data, {
    kind: 'refill-declined',
    subject: tr.t('Your refill of {item}: the payment was declined', values),
    title: tr.t('Your card was declined'),
    preheader: tr.t('The payment of {amount} for {item} was declined.', values),
    body: [
      tr.t(
        'Your bank declined the payment of <b>{amount}</b> for your refill of <b>{item}</b> due on {date}. Nothing has been charged.',
        values,
      ),
      data.retryAt
        ? tr.t(
            'This was attempt {attempt} of {attempts}. We will try again on <b>{retry}</b>: change the card before then and the delivery goes ahead.',
            { retry: dayOf(tr, data.retryAt), attempt: data.attempt, attempts },
          )
        : tr.t(
            'This was our last try ({attempt} of {attempts}): no further payment will be attempted for this delivery.',
            {
              attempt: data.attempt,
              attempts,
            },
          ),
    ],
    actions: [
      { label: tr.t('Change the card'), href: data.cardUrl },
      { label: tr.t('Your refills'), href: data.manageUrl },
    ],
  });
}

/** The bank wants the shopper to confirm a renewal's payment (3-D Secure): the link that does it. */
export function refillActionNeededMail(data: RefillMailData & { confirmUrl: string }): RenderedMail {
  const { tr } = data;
  const values = refillValues(data);
  return refillMail(data, {
    kind: 'refill-action-needed',
    subject: tr.t('Confirm the payment for your refill of {item}', values),
    title: tr.t('Your bank asks you to confirm this payment'),
    preheader: tr.t('Confirm the payment of {amount} for {item}.', values),
    body: [
      tr.t(
        'Your bank asks you to confirm the payment of <b>{amount}</b> for your refill of <b>{item}</b> due on {date}.',
        values,
      ),
      tr.t('We prepare the delivery as soon as you confirm it; nothing is charged until then.'),
    ],
    actions: [{ label: tr.t('Confirm the payment'), href: data.confirmUrl }],
    small: tr.t('You can also skip this delivery or cancel the refill from your account.'),
  });
}

/** A refill is cancelled, by its owner, after three declined payments, or by the house's staff. */
export function refillCancelledMail(
  data: RefillMailData & { reason: 'customer' | 'declined' | 'staff' },
): RenderedMail {
  const { tr } = data;
  const values = refillValues(data);
  const why = {
    customer: tr.t('You cancelled your refill of <b>{item}</b>: nothing more will be charged.', values),
    declined: tr.t(
      'After three declined payments we have stopped your refill of <b>{item}</b>: nothing more will be charged.',
      values,
    ),
    staff: tr.t(
      'Our team has cancelled your refill of <b>{item}</b>: nothing more will be charged. Reply to this e-mail with any question.',
      values,
    ),
  }[data.reason];
  return refillMail(data, {
    kind: 'refill-cancelled',
    subject: tr.t('Your refill of {item} is cancelled', values),
    title: tr.t('Your refill is cancelled'),
    preheader: tr.t('{item}: nothing more will be charged.', values),
    body: [why, tr.t('You can subscribe again at any time from the perfume’s page or your creations.')],
    actions: [{ label: tr.t('Your refills'), href: data.manageUrl }],
  });
}

/** The size is sold out on the renewal's day: not charged, tried again later. */
export function refillPostponedMail(data: RefillMailData & { until: Date }): RenderedMail {
  const { tr } = data;
  const values = { ...refillValues(data), until: dayOf(tr, data.until) };
  return refillMail(data, {
    kind: 'refill-postponed',
    subject: tr.t('Your refill of {item} is postponed', values),
    title: tr.t('Your refill is postponed'),
    preheader: tr.t('{item} is sold out for now: nothing has been charged.', values),
    body: [
      tr.t(
        '<b>{item}</b> is sold out for now, so your refill due on {date} is postponed and nothing has been charged.',
        values,
      ),
      tr.t('We will try again on <b>{until}</b>, at the price of that day.', values),
    ],
    actions: [{ label: tr.t('Your refills'), href: data.manageUrl }],
  });
}

/** A creation's formula no longer meets the IFRA limits: the refill is stopped, nothing charged. */
export function refillStoppedMail(data: RefillMailData): RenderedMail {
  const { tr } = data;
  const values = refillValues(data);
  return refillMail(data, {
    kind: 'refill-stopped',
    subject: tr.t('Your refill of {item} is stopped', values),
    title: tr.t('Your refill is stopped'),
    preheader: tr.t('{item}: nothing has been charged; our atelier will be in touch.', values),
    body: [
      tr.t(
        'The formula of <b>{item}</b> no longer meets the IFRA limits, the safety standard for fragrance materials, since they changed. We cannot make it again as it is: your refill is stopped and nothing has been charged.',
        values,
      ),
      tr.t('Our atelier will be in touch to suggest a formula close to yours.'),
    ],
    actions: [{ label: tr.t('Your refills'), href: data.manageUrl }],
  });
}

/** A change made: skipped, paused, resumed or a new interval; and the next delivery's day. */
export function refillChangedMail(
  data: RefillMailData & { change: 'skipped' | 'paused' | 'resumed' | 'interval' },
): RenderedMail {
  const { tr } = data;
  const values = refillValues(data);
  const what = {
    skipped: tr.t('You skipped the next delivery of <b>{item}</b>. The next one is on <b>{date}</b>.', values),
    paused: tr.t('Your refill of <b>{item}</b> is paused. It resumes with the delivery of <b>{date}</b>.', values),
    resumed: tr.t('Your refill of <b>{item}</b> is running again. The next delivery is on <b>{date}</b>.', values),
    interval: tr.t(
      'Your refill of <b>{item}</b> now comes {weeks, plural, one {every week} other {every # weeks}}. The next delivery is on <b>{date}</b>.',
      values,
    ),
  }[data.change];
  return refillMail(data, {
    kind: 'refill-changed',
    subject: tr.t('Your refill of {item}: next delivery on {date}', values),
    title: tr.t('Your refill is updated'),
    preheader: tr.t('{item}: next delivery on {date}.', values),
    body: [
      what,
      tr.t('At today’s price it costs {amount}, shipping included. We write three days before each delivery.', values),
    ],
    actions: [{ label: tr.t('Your refills'), href: data.manageUrl }],
  });
}
