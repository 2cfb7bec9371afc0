import { firstRenewalAt } from '../../../domain/refills/schedule';
import { lineGross } from '../../../domain/shared/money';
import { A, ACCENT, Button, MailLayout, P, Small, Tagged } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { AddressBlock, LinesTable, orderText, trOf } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, untagged } from '../../mail/render';

/**
 * What the first order of a refill tells the shopper, one sentence per refill line (DESIGN §1 "Refills": never
 * by surprise): what comes how often, that the card is kept and charged on each delivery, how much (the line at
 * today's refill price; the shipping of each renewal is priced on its day, so it is only named), when the first
 * renewal is, and where to stop it. Each sentence links to the account's refills tab (`<link>`).
 */
function refillNote(data: OrderMailData): { sentences: string[]; manageUrl: string } | null {
  const { refills } = data;
  if (!refills) return null;
  const tr = trOf(data);
  const sentences = data.lines.flatMap((line) =>
    line.refillWeeks
      ? [
          tr.t(
            '<b>Refill:</b> {item} {weeks, plural, one {every week} other {every # weeks}}. Your card is kept by our payment provider and charged on each delivery: {amount} plus shipping at today’s price, the first on {date}; we write three days before each one. Skip, pause or cancel at any time from <link>your account</link>.',
            {
              item: line.name,
              weeks: line.refillWeeks,
              amount: tr.money(lineGross(line.unitPriceCents, line.quantity), data.currency),
              // In UTC, as the shop's documents date things: the same day on every server.
              date: tr.date(firstRenewalAt(refills.paidAt, line.refillWeeks), 'long', 'UTC'),
            },
          ),
        ]
      : [],
  );
  return sentences.length ? { sentences, manageUrl: refills.manageUrl } : null;
}

/** The order is paid: what it holds, where it goes, its page and, once numbered, its invoice; in its language. */
export function orderConfirmationMail(data: OrderMailData): RenderedMail {
  const tr = trOf(data);
  const id = data.orderId;
  const total = tr.money(data.totalCents, data.currency);
  const title = tr.t('Thank you for your order #{id}', { id });
  // Its custom perfumes are made for it in the atelier: the order ships when they are bottled.
  const made =
    data.madeToOrderDays === undefined
      ? ''
      : tr.t('Made to order: ships in about {days} days', { days: data.madeToOrderDays });
  // Gift cards only: each recipient is e-mailed on their day; nothing leaves the atelier.
  const next = data.nothingToShip
    ? tr.t('Each gift card is e-mailed to its recipient on the day you chose.')
    : tr.t('We will write again when it leaves our atelier.');
  const paid = tr.t('We have received your payment of <b>{total}</b> and are preparing your order.', { total });
  const invoice = data.invoiceNumber
    ? {
        link: tr.t('Download your invoice {number} (PDF)', { number: data.invoiceNumber }),
        text: tr.t('Your invoice {number} (PDF)', { number: data.invoiceNumber }),
      }
    : { link: tr.t('Download your invoice (PDF)'), text: tr.t('Your invoice (PDF)') };
  const viewOrder = tr.t('View your order');
  const refill = refillNote(data);
  const html = (
    <MailLayout
      tr={tr}
      title={title}
      preheader={tr.t('Order #{id} is paid: {total}. We are preparing it now.', { id, total })}
    >
      <P>
        <Tagged message={paid} /> {next}
      </P>
      {made ? (
        <P at={12} style={{ color: ACCENT }}>
          {made}
        </P>
      ) : null}
      <LinesTable data={data} pictures />
      {refill?.sentences.map((sentence, i) => (
        <P key={i} at={16}>
          <Tagged
            message={sentence}
            as={(words, tag) => (tag === 'link' ? <A href={refill.manageUrl}>{words}</A> : <strong>{words}</strong>)}
          />
        </P>
      ))}
      <AddressBlock
        details={data.shippingDetails}
        countryName={data.countryName}
        nothingToShip={data.nothingToShip}
        tr={tr}
      />
      <Button href={data.orderUrl}>{viewOrder}</Button>
      {data.invoiceUrl ? (
        <P style={{ margin: '0 0 16px' }}>
          <A href={data.invoiceUrl}>{invoice.link}</A>
        </P>
      ) : null}
      <Small>{tr.t("Keep this e-mail: the button opens your order's page whenever you want to follow it.")}</Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      title,
      `${untagged(paid)} ${next}`,
      ...(made ? [made] : []),
      orderText(data),
      ...(refill
        ? [[...refill.sentences.map(untagged), textLink(tr.t('Your refills'), refill.manageUrl, tr)].join('\n')]
        : []),
      textLink(viewOrder, data.orderUrl, tr) +
        (data.invoiceUrl ? `\n${textLink(invoice.text, data.invoiceUrl, tr)}` : ''),
    ),
    tr,
  );
  return renderMail('order-confirmation', tr.t('Your order #{id} is confirmed', { id }), html, text);
}
