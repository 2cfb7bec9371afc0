import { HOUSE } from '@/client/lib/house';
import { Item, List, Section, Strong, TextLink } from './prose';

export function Privacy() {
  const privacyMail = <TextLink to={`mailto:${HOUSE.privacyEmail}`}>{HOUSE.privacyEmail}</TextLink>;
  return (
    <>
      <Section id="controller" title="Who we are">
        <p>
          {HOUSE.name}, {HOUSE.street}, {HOUSE.postalCode} {HOUSE.city}, {HOUSE.country}, decides what happens to the
          personal data this shop collects (the “controller” under the EU General Data Protection Regulation). For
          anything in this policy, write to {privacyMail}.
        </p>
      </Section>

      <Section id="what-we-keep" title="What we keep, and why">
        <List>
          <Item>
            <Strong>Your orders</Strong>: the name, e-mail and delivery address you give at checkout, what you ordered
            and at what price, and the state of the payment and of the parcel. We need them to deliver the order and
            answer for it (performance of the contract), and the law requires us to keep the accounting records.
          </Item>
          <Item>
            <Strong>Your account</Strong>, if you open one: user name, e-mail address, full name, and whatever you add
            yourself (phone, address, date of birth). Your password is kept only as a salted hash; nobody at the house
            can read it.
          </Item>
          <Item>
            <Strong>Your cart and creations</Strong>: the perfumes in your cart, including the answers and formulas of
            the perfumes you compose. A guest’s cart is tied to a random identifier kept in this browser; it holds
            nothing else about you.
          </Item>
          <Item>
            <Strong>Security records</Strong>: failed sign-ins are counted per account and per network address for a
            short while, so that nobody can guess passwords, and our server logs record requests without their contents.
            This is our legitimate interest in keeping the shop and your account safe.
          </Item>
          <Item>
            <Strong>The e-mails we send you</Strong>: the order confirmation, the shipping notice, a refund notice and
            password-reset links. They concern an order or your account only; we send no advertising.
          </Item>
        </List>
      </Section>

      <Section id="payment" title="Card payments">
        <p>
          You pay on the checkout page through our payment provider, Stripe. Your card number, expiry date and security
          code go directly to Stripe and never reach our servers; we receive only whether the payment succeeded, its
          amount and a reference. Stripe processes the payment under its own privacy policy, and may use it to prevent
          fraud.
        </p>
      </Section>

      <Section id="recipients" title="Who else sees your data">
        <List>
          <Item>The payment provider, for the payment and any refund.</Item>
          <Item>The carrier, who receives your name and delivery address to bring the parcel.</Item>
          <Item>Our e-mail delivery service, which carries the messages listed above.</Item>
          <Item>Our hosting provider, in the European Union, which runs the shop for us.</Item>
        </List>
        <p>We sell no data, share none for advertising, and run no analytics or advertising trackers on this site.</p>
      </Section>

      <Section id="cookies" title="Cookies and storage in your browser">
        <List>
          <Item>
            <Strong>sid</Strong> keeps you signed in. It cannot be read by scripts, and ends when you sign out.
          </Item>
          <Item>
            <Strong>signed_in</Strong> only tells the page that you are signed in, so that it shows your account rather
            than a guest’s.
          </Item>
          <Item>
            <Strong>theme</Strong> remembers whether you chose the light or the dark look.
          </Item>
          <Item>
            <Strong>guestId</Strong>, kept in your browser’s local storage, finds your cart while you are not signed in.
          </Item>
        </List>
        <p>
          All of them are needed for what you asked of the shop, so they need no consent banner. Our fonts and images
          come from our own server; no other site is contacted while you browse, except Stripe at checkout.
        </p>
      </Section>

      <Section id="retention" title="How long we keep it">
        <List>
          <Item>Orders and invoices: ten years, as French accounting law requires.</Item>
          <Item>
            Your account: until you ask us to delete it. Your past orders stay for the time above, without the account.
          </Item>
          <Item>A cart: until its perfumes are ordered or removed.</Item>
          <Item>Password-reset links: one hour, and they work once. Records of sign-in attempts: about an hour.</Item>
        </List>
      </Section>

      <Section id="rights" title="Your rights">
        <p>
          You may ask to see the data we hold about you, to correct it, to have it deleted or passed to you in a common
          format, to restrict its use, or object to it. You can correct most of it yourself in your{' '}
          <TextLink to="/account">account</TextLink>; for the rest, write to {privacyMail}. We answer within one month.
        </p>
        <p>
          If you think we have not respected your rights, you may complain to the data protection authority of your
          country; in France, the CNIL (cnil.fr).
        </p>
      </Section>
    </>
  );
}
