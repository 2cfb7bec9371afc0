import { SHIPPING_CENTS } from '@/domain/cart/cart';
import { useMoney } from '@/client/lib/format';
import { useHouseEmail } from '@/client/lib/house-query';
import { Item, List, Section, Strong, SubHeading, TextLink } from './prose';

export function ShippingReturns() {
  const money = useMoney();
  const email = useHouseEmail();
  const shipping = money(SHIPPING_CENTS);
  return (
    <>
      <Section id="shipping" title="Shipping">
        <p>
          What shipping costs depends on <Strong>where the parcel goes and how</Strong>: at checkout you choose your
          country, then a delivery method of those we offer there, each with its price and how long it takes. Standard
          delivery is <Strong>from {shipping}</Strong>; some methods are free above an amount, which checkout shows. You
          see the shipping and the total before you pay, and there is no other charge on the way.
        </p>
        <p>
          Our prices include VAT. The VAT inside them is the rate of the country we deliver to, shown at checkout, on
          your order and on its invoice; outside the European Union it is 0 %, an export.
        </p>
        <List>
          <Item>
            <Strong>Bottles from the collection</Strong> leave the atelier within two working days of your payment.
          </Item>
          <Item>
            <Strong>Custom and bespoke perfumes</Strong> are composed, macerated and filled for you after you order, and
            leave within seven working days.
          </Item>
          <Item>
            Delivery then takes the time the method you chose says, in working days, shown beside it at checkout and in
            your confirmation. Outside the European Union, import duties or taxes your country charges on arrival are
            the recipient’s to pay.
          </Item>
        </List>
        <p>
          Each bottle is wrapped by hand and sent in a padded box. Perfume is flammable, so parcels travel by road
          wherever the carrier allows it.
        </p>
      </Section>

      <Section id="tracking" title="Following your order">
        <p>
          The confirmation e-mail we send once your payment is through carries a link to your order’s own page: it shows
          what you ordered, where it goes and where it stands. When your parcel leaves, we e-mail you again with the
          carrier and the tracking number. Signed-in shoppers also find every order in their{' '}
          <TextLink to="/account">account</TextLink>.
        </p>
        <p>
          An order waits for its payment. If it is still unpaid 24 hours after it was placed, it is cancelled and
          nothing is charged.
        </p>
      </Section>

      <Section id="returns" title="Returns">
        <SubHeading>Bottles from the collection: fourteen days</SubHeading>
        <p>
          You may withdraw from the purchase of a bottle from the collection within{' '}
          <Strong>14 days of receiving it</Strong>, without giving a reason. Ask for the return from your order’s own
          page (the link in your confirmation e-mail), choosing the bottles and saying why, or tell us by e-mail at{' '}
          <TextLink to={`mailto:${email}`}>{email}</TextLink> with your order number (the{' '}
          <TextLink to="/terms#withdrawal">model withdrawal form</TextLink> may help, but a plain message is enough);
          then send the bottle back to the atelier within 14 days.
        </p>
        <p>
          A perfume is a sealed good: please return it unopened, in its cellophane. Once the seal is broken it cannot be
          taken back, for reasons of hygiene, as EU law allows. The cost of sending a bottle back is yours.
        </p>
        <SubHeading>Custom and bespoke perfumes: made for you</SubHeading>
        <p>
          A lifestyle perfume or a bespoke formula is composed to your own answers and measures, and carries your name.
          Goods made to a customer’s specification are outside the 14-day right of withdrawal (Article 16(c) of the EU
          Consumer Rights Directive), so these perfumes cannot be returned because you changed your mind. Our guarantee
          below still applies to them in full.
        </p>
        <SubHeading>Refunds</SubHeading>
        <p>
          We refund within 14 days of your message, once the bottle is back with us, to the card you paid with; we never
          refund in another way. When you send back everything you ordered, the shipping you paid is refunded too.
          Depending on your bank, the amount can take a few days more to show on your statement.
        </p>
      </Section>

      <Section id="damaged" title="Damaged, leaking or not what you ordered">
        <p>
          Every perfume we sell, custom and bespoke included, carries the two-year legal guarantee of conformity. If a
          bottle arrives broken or leaking, or is not what you ordered, write to us within the week if you can, with a
          photograph: we send a new bottle or refund it in full, shipping included, and the return costs nothing.
        </p>
      </Section>
    </>
  );
}
