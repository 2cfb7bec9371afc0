import { MAX_QUANTITY, SHIPPING_CENTS } from '@/domain/cart/cart';
import { useMoney } from '@/client/lib/format';
import { HOUSE } from '@/client/lib/house';
import { useHouseEmail } from '@/client/lib/house-query';
import { Question, QuestionGroup, Strong, TextLink } from './prose';

export function Faq() {
  const money = useMoney();
  const email = useHouseEmail();
  return (
    <div className="grid gap-14">
      <QuestionGroup id="faq-delivery" title="Delivery">
        <Question question="How long does delivery take?">
          <p>
            A bottle from the collection leaves the atelier within two working days of your payment; a custom or bespoke
            perfume, which we compose after you order, within seven. Delivery then takes the time of the method you
            choose at checkout: each shows its estimate in working days.
          </p>
        </Question>
        <Question question="How much is shipping?">
          <p>
            It depends on where the parcel goes and the method you choose: standard delivery is from{' '}
            {money(SHIPPING_CENTS)} per order, and some methods are free above an amount. Checkout shows every method
            for your country with its price before you pay.{' '}
            <TextLink to="/shipping-returns">Shipping &amp; Returns</TextLink> has the details.
          </p>
        </Question>
        <Question question="How do I follow my order?">
          <p>
            The confirmation e-mail we send once you have paid carries a link to your order’s own page, which shows its
            status at any time (no account needed). When the parcel leaves, a second e-mail gives the carrier and the
            tracking number. If you have an account, your orders are also listed there.
          </p>
        </Question>
      </QuestionGroup>

      <QuestionGroup id="faq-samples" title="Samples">
        <Question question="Can I try a perfume before buying the bottle?">
          <p>
            Yes. A <Strong>2 ml sample</Strong> of any perfume costs the sample price shown beside the bottle. If you
            then buy the full bottle of the same perfume <Strong>within 60 days</Strong>, the price of the sample comes
            off it, once: the credit appears as its own line in your cart.
          </p>
        </Question>
        <Question question="Can I have a sample of my own creation?">
          <p>
            Yes, a sample of a lifestyle or bespoke perfume you have composed is made to order like the bottle, and is
            credited against the bottle of the same creation in the same way.
          </p>
        </Question>
      </QuestionGroup>

      <QuestionGroup id="faq-returns" title="Returns">
        <Question question="Can I return a perfume?">
          <p>
            A bottle from the collection, yes: you have <Strong>14 days</Strong> from delivery to withdraw, without
            giving a reason, as long as the bottle is unopened in its seal: ask for it from your order’s page. We refund
            it to the card you paid with.
          </p>
          <p>
            Custom and bespoke perfumes are <Strong>made to order</Strong> for you, so the 14-day right of withdrawal
            does not apply to them (the EU rule for goods made to the customer’s specification). If one arrives damaged
            or is not what you composed, we replace or refund it.{' '}
            <TextLink to="/shipping-returns#returns">How to return a bottle</TextLink>.
          </p>
        </Question>
        <Question question="My bottle arrived broken. What do I do?">
          <p>
            Write to us at <TextLink to={`mailto:${email}`}>{email}</TextLink> with your order number and a photograph.
            We send a new bottle or refund you in full, at no cost to you.
          </p>
        </Question>
      </QuestionGroup>

      <QuestionGroup id="faq-payment" title="Payment">
        <Question question="How can I pay?">
          <p>
            By card (Visa, Mastercard and the other cards our payment provider accepts), at checkout. Your card details
            go straight to the payment provider; we never see or keep your card number. Prices are in the store currency
            and include VAT.
          </p>
        </Question>
        <Question question="When is my card charged?">
          <p>
            When you place the order, for exactly its total: the bottles and the shipping of the method you chose. An
            order that stays unpaid is cancelled after 24 hours. A refund goes back to the same card.
          </p>
        </Question>
        <Question question="How many bottles can I order?">
          <p>
            Up to {MAX_QUANTITY} of the same perfume in one cart line. A lifestyle perfume is made one bottle at a time:
            to have a second, add it again.
          </p>
        </Question>
      </QuestionGroup>

      <QuestionGroup id="faq-account" title="Your account">
        <Question question="Do I need an account to order?">
          <p>
            No. You can order as a guest: your cart is kept in this browser, and your order’s page link comes by e-mail.
            With an account, your cart follows you from one device to another, and your orders and details are kept in
            one place.
          </p>
        </Question>
        <Question question="I forgot my password.">
          <p>
            Choose <TextLink to="/forgot-password">Forgot password?</TextLink> on the sign-in page and enter your e-mail
            address. We send you a link to choose a new password; it works once, for one hour, and signs you out
            everywhere else.
          </p>
        </Question>
        <Question question="How do I change my details or delete my account?">
          <p>
            Your name, address and password are in your <TextLink to="/account">account</TextLink>. Under Privacy there,
            you can download everything we hold about you, or delete your account with your password. The{' '}
            <TextLink to="/privacy">Privacy Policy</TextLink> says what we must keep after that, and why; for anything
            else, write to <TextLink to={`mailto:${HOUSE.privacyEmail}`}>{HOUSE.privacyEmail}</TextLink>.
          </p>
        </Question>
      </QuestionGroup>
    </div>
  );
}
