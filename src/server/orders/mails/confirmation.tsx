import { madeToOrderLine } from '../../../domain/atelier/work-orders';
import { formatMoney } from '../../../domain/shared/money';
import { A, ACCENT, Button, MailLayout, P, Rich, Small } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { AddressBlock, LinesTable, orderText } from '../../mail/order-parts';
import { paragraphs, plain, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.confirmation;

/** The order is paid: what it holds, where it goes, its page and, once numbered, its invoice. */
export function orderConfirmationMail(data: OrderMailData): RenderedMail {
  const total = formatMoney(data.totalCents, data.currency);
  const title = words.title({ id: data.orderId });
  // Its custom perfumes are made for it in the atelier: the order ships when they are bottled.
  const made = data.madeToOrderDays === undefined ? '' : madeToOrderLine(data.madeToOrderDays);
  // Gift cards only: each recipient is e-mailed on their day; nothing leaves the atelier.
  const next = data.nothingToShip ? words.nextGiftCards : words.nextShipping;
  const invoice = { number: data.invoiceNumber };
  const html = (
    <MailLayout title={title} preheader={words.preheader({ id: data.orderId, total })}>
      <P>
        <Rich parts={words.paid({ total: <strong>{total}</strong> })} /> {next}
      </P>
      {made ? (
        <P at={12} style={{ color: ACCENT }}>
          {made}
        </P>
      ) : null}
      <LinesTable data={data} />
      <AddressBlock details={data.shippingDetails} countryName={data.countryName} nothingToShip={data.nothingToShip} />
      <Button href={data.orderUrl}>{en.viewOrder}</Button>
      {data.invoiceUrl ? (
        <P style={{ margin: '0 0 16px' }}>
          <A href={data.invoiceUrl}>{words.invoiceLink(invoice)}</A>
        </P>
      ) : null}
      <Small>{words.keep}</Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(
      title,
      `${plain(words.paid({ total }))} ${next}`,
      ...(made ? [made] : []),
      orderText(data),
      textLink(en.viewOrder, data.orderUrl) +
        (data.invoiceUrl ? `\n${textLink(words.invoice(invoice), data.invoiceUrl)}` : ''),
    ),
  );
  return renderMail('order-confirmation', words.subject({ id: data.orderId }), html, text);
}
