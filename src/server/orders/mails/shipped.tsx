import { trackingUrl } from '../../../domain/shipping/shipping';
import { A, Button, MailLayout, MONO, P, Rich } from '../../mail/layout';
import type { OrderMailData } from '../../mail/order-data';
import { AddressBlock, orderText } from '../../mail/order-parts';
import { paragraphs, plain, type RenderedMail, renderMail, signedOff, textLink } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.shipped;

/** The order left the atelier: the carrier, its tracking number (linked to the carrier's page when known). */
export function orderShippedMail(data: OrderMailData & { carrier: string; trackingNumber: string }): RenderedMail {
  const title = words.title({ id: data.orderId });
  // The carrier's own tracking page, when the shop knows the carrier.
  const tracked = trackingUrl(data.carrier, data.trackingNumber);
  const number = <strong style={{ fontFamily: MONO, letterSpacing: '0.04em' }}>{data.trackingNumber}</strong>;
  const html = (
    <MailLayout title={title} preheader={words.preheader({ carrier: data.carrier, number: data.trackingNumber })}>
      <P>
        <Rich parts={words.left({ carrier: <strong>{data.carrier}</strong> })} />
      </P>
      <P at={12}>
        <Rich parts={words.trackingNumber({ number: tracked ? <A href={tracked}>{number}</A> : number })} />
      </P>
      <AddressBlock details={data.shippingDetails} countryName={data.countryName} />
      <Button href={data.orderUrl}>{en.followOrder}</Button>
    </MailLayout>
  );
  const lines = [
    plain(words.left({ carrier: data.carrier })),
    plain(words.trackingNumber({ number: data.trackingNumber })),
    ...(tracked ? [textLink(words.trackWith({ carrier: data.carrier }), tracked)] : []),
  ];
  const text = signedOff(paragraphs(title, lines.join('\n'), orderText(data), textLink(en.followOrder, data.orderUrl)));
  return renderMail('order-shipped', words.subject({ id: data.orderId }), html, text);
}
