import type { Translator } from '../../../domain/i18n/translator';
import type { MailKind } from '../../../domain/mail/schemas';
import type { Cents } from '../../../domain/shared/money';
import { A, Button, MailLayout, P, Small, Tagged } from '../../mail/layout';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, untagged } from '../../mail/render';

/*
 * The frame every refill mail shares (DESIGN §1 "Refills"): a greeting, a few sentences of the catalogue with
 * their emphasised parts, its buttons and its small print, as HTML and as the text part from the same words.
 * Each mail (refill-mails.tsx) only says what is particular to it.
 */

/** What every mail about a refill knows of it. */
export interface RefillMailData {
  /** The subscription's language: its words, amounts and dates. */
  tr: Translator;
  /** "Hélène Muller". */
  customerName: string;
  /** What is delivered: "Ambre Nuit, 100 ml" or a creation's name. */
  item: string;
  intervalWeeks: number;
  /** What the next delivery costs today, shipping included, in minor units of `currency`. */
  amountCents: Cents;
  currency: string;
  /** When it is (or was) due. */
  renewalAt: Date;
  /** The account's refills tab, where every action is. */
  manageUrl: string;
}

/**
 * A day as the mail's language writes it ("November 28, 2026" / "28 novembre 2026"). In UTC, as the shop's
 * documents date things (invoices/model.ts): the same day on every server, whatever its time zone.
 */
export const dayOf = (tr: Translator, at: Date): string => tr.date(at, 'long', 'UTC');

/** The words most refill mails fill their messages with: the item, its day, its price, its rhythm. */
export function refillValues(data: RefillMailData) {
  const { tr } = data;
  return {
    item: data.item,
    date: dayOf(tr, data.renewalAt),
    amount: tr.money(data.amountCents, data.currency),
    weeks: data.intervalWeeks,
  };
}

/** A button of a refill mail: its words and where it leads. */
interface Action {
  label: string;
  href: string;
}

/** What one refill mail says, already translated; `body`'s messages may hold `<b>…</b>`. */
interface RefillMailParts {
  kind: MailKind;
  subject: string;
  title: string;
  preheader: string;
  body: readonly string[];
  actions: readonly Action[];
  /** The quiet words under the buttons. */
  small?: string;
}

/** A refill mail from its parts: the greeting, the sentences, the buttons (as links in the text part). */
export function refillMail(data: RefillMailData, parts: RefillMailParts): RenderedMail {
  const { tr } = data;
  const dear = tr.t('Dear {name},', { name: data.customerName });
  const html = (
    <MailLayout tr={tr} title={parts.title} preheader={parts.preheader}>
      <P>{dear}</P>
      {parts.body.map((sentence, i) => (
        <P key={i} at={12}>
          <Tagged message={sentence} />
        </P>
      ))}
      {parts.actions.map((action, i) =>
        // The first action is the mail's button; the others are links beside it, as in every mail of the shop.
        i === 0 ? (
          <Button key={i} href={action.href}>
            {action.label}
          </Button>
        ) : (
          <P key={i} style={{ margin: '0 0 16px' }}>
            <A href={action.href}>{action.label}</A>
          </P>
        ),
      )}
      {parts.small ? <Small>{parts.small}</Small> : null}
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      dear,
      ...parts.body.map(untagged),
      parts.actions.map((action) => textLink(action.label, action.href, tr)).join('\n'),
      ...(parts.small ? [parts.small] : []),
    ),
    tr,
  );
  return renderMail(parts.kind, parts.subject, html, text);
}
