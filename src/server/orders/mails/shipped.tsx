import { trackingUrl } from '../../../domain/shipping/shipping';
import { A, Button, MailLayout, MONO, P, Tagged } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { AddressBlock, orderText, trOf } from '../../mail/order-parts';
import { paragraphs, type RenderedMail, renderMail, signedOff, textLink, untagged } from '../../mail/render';

/** The order left the atelier: the carrier, its tracking number (linked to the carrier's page when known). */
export function orderShippedMail(data: OrderMailData & { carrier: string; trackingNumber: string }): RenderedMail {
  const tr = trOf(data);
  const id = data.orderId;
  const { carrier, trackingNumber: number } = data;
  const title = tr.t('Your order #{id} is on its way', { id });
  // The carrier's own tracking page, when the shop knows the carrier.
  const tracked = trackingUrl(carrier, number);
  const left = tr.t('Your order has left our atelier with <b>{carrier}</b>.', { carrier });
  const tracking = tr.t('Tracking number: <b>{number}</b>', { number });
  const followOrder = tr.t('Follow your order');
  const html = (
    <MailLayout
      tr={tr}
      title={title}
      preheader={tr.t('Shipped with {carrier}, tracking number {number}.', { carrier, number })}
    >
      <P>
        <Tagged message={left} />
      </P>
      <P at={12}>
        <Tagged
          message={tracking}
          as={(words) => {
            const strong = <strong style={{ fontFamily: MONO, letterSpacing: '0.04em' }}>{words}</strong>;
            return tracked ? <A href={tracked}>{strong}</A> : strong;
          }}
        />
      </P>
      <AddressBlock details={data.shippingDetails} countryName={data.countryName} tr={tr} />
      <Button href={data.orderUrl}>{followOrder}</Button>
    </MailLayout>
  );
  const lines = [
    untagged(left),
    untagged(tracking),
    ...(tracked ? [textLink(tr.t('Track it with {carrier}', { carrier }), tracked, tr)] : []),
  ];
  const text = signedOff(
    paragraphs(title, lines.join('\n'), orderText(data), textLink(followOrder, data.orderUrl, tr)),
    tr,
  );
  return renderMail('order-shipped', tr.t('Your order #{id} has shipped', { id }), html, text);
}
