import { MAX_CART_LINES, MAX_ORDER_TOTAL_CENTS, MAX_QUANTITY, SHIPPING_CENTS } from '@/domain/cart/cart';
import { useMoney } from '@/client/lib/format';
import { HOUSE } from '@/client/lib/house';
import { useHouseEmail } from '@/client/lib/house-query';
import { Item, List, Section, Strong, TextLink } from './prose';

export function Terms() {
  const money = useMoney();
  const email = useHouseEmail();
  const mail = <TextLink to={`mailto:${email}`}>{email}</TextLink>;
  const address = `${HOUSE.name}, ${HOUSE.street}, ${HOUSE.postalCode} ${HOUSE.city}, ${HOUSE.country}`;
  return (
    <>
      <Section id="seller" title="1. The seller">
        <p>
          These terms govern every sale made on this site by {address} ({mail}), to customers buying as consumers. By
          placing an order you accept the terms shown on this page on that day.
        </p>
      </Section>

      <Section id="perfumes" title="2. The perfumes">
        <p>We sell three kinds of perfume:</p>
        <List>
          <Item>
            <Strong>bottles from the collection</Strong>, composed by the house and described by their notes on their
            pages;
          </Item>
          <Item>
            <Strong>lifestyle perfumes</Strong>, composed from your answers to our questionnaire, one bottle at a time;
          </Item>
          <Item>
            <Strong>bespoke perfumes</Strong>, made to the concentration and formula you build in the atelier, drop by
            drop.
          </Item>
        </List>
        <p>
          Lifestyle and bespoke perfumes are made to your specification. The names you give them are printed on the
          label as you type them; please give none that belongs to someone else.
        </p>
      </Section>

      <Section id="orders" title="3. Orders and prices">
        <p>
          Prices are shown in the store currency and include VAT at the rate of the country of delivery (0 % outside the
          European Union). Shipping depends on the destination and the delivery method you choose, from{' '}
          {money(SHIPPING_CENTS)} per order; checkout shows it before you pay. The total you see at checkout is the
          amount charged, and nothing is added afterwards.
        </p>
        <p>
          A cart line holds up to {MAX_QUANTITY} bottles of one perfume, a cart up to {MAX_CART_LINES} lines, and one
          order up to {money(MAX_ORDER_TOTAL_CENTS)}. If a perfume sells out between your cart and your payment, we tell
          you before your card is charged, and do not charge it for the missing bottle.
        </p>
        <p>
          The contract is made when your payment is accepted; we then e-mail you the confirmation with a link to your
          order’s page. An order left unpaid for 24 hours is cancelled.
        </p>
      </Section>

      <Section id="payment" title="4. Payment">
        <p>
          You pay by card at checkout, through our payment provider. Your card is charged the order’s total once, when
          the order is placed. Refunds are made to the same card, never in another way.
        </p>
      </Section>

      <Section id="delivery" title="5. Delivery">
        <p>
          We deliver to the address you give at checkout, in the times set out in{' '}
          <TextLink to="/shipping-returns">Shipping &amp; Returns</TextLink>. The perfumes are at our risk until they
          reach you. If a delivery is more than 30 days late, you may cancel the order and we refund it in full.
        </p>
      </Section>

      <Section id="withdrawal" title="6. Right of withdrawal">
        <p>
          For a bottle from the collection, you may withdraw from the contract within <Strong>14 days</Strong> of the
          day you, or someone you name, receive it, without giving a reason. To do so, tell us clearly, by e-mail to{' '}
          {mail} or by post to the address above; you may use the model form below. Send the bottle back within 14 days
          of telling us, unopened in its seal: a perfume unsealed after delivery cannot be returned for reasons of
          health protection and hygiene. The cost of the return is yours.
        </p>
        <p>
          We refund what you paid, including the shipping when you withdraw from the whole order, within 14 days of your
          message, to the card you paid with. We may wait until the bottle is back with us.
        </p>
        <p>
          <Strong>There is no right of withdrawal for lifestyle and bespoke perfumes</Strong>: they are made to your
          specification and clearly personalised (Article 16(c) of Directive 2011/83/EU). The guarantee below applies to
          them as to every perfume.
        </p>
        <figure className="mt-2 border border-line bg-surface p-6">
          <figcaption className="font-serif text-xl text-ink">Model withdrawal form</figcaption>
          <div className="mt-3 grid gap-2 text-sm">
            <p>
              To {address}, {email}:
            </p>
            <p>I hereby give notice that I withdraw from my contract of sale of the following goods: …</p>
            <p>Ordered on … / received on … · Order number …</p>
            <p>Name … · Address …</p>
            <p>Date … · Signature (only if this form is sent on paper)</p>
          </div>
        </figure>
      </Section>

      <Section id="guarantee" title="7. Guarantee">
        <p>
          Every perfume carries the legal guarantee of conformity for two years from delivery. If a bottle is damaged,
          leaking or not what you ordered, we repair the fault by replacing it or, if that is not possible, refund it,
          at no cost to you.
        </p>
      </Section>

      <Section id="account" title="8. Your account">
        <p>
          An account is optional. Keep your password to yourself; you can change it in your account, or choose a new one
          through the link we e-mail from the sign-in page. We may close an account used to harm the shop or other
          customers.
        </p>
      </Section>

      <Section id="law" title="9. Law and disputes">
        <p>
          These terms are governed by French law; if you live in another EU country, you keep the protection its
          consumer law gives you. If a disagreement cannot be settled with us by writing to {mail}, you may refer it
          free of charge to a consumer mediator, whose details we give on request, or to the courts.
        </p>
      </Section>
    </>
  );
}
