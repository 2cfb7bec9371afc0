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
            <Strong>Your account</Strong>, if you open one: user name, e-mail address (and whether you confirmed it by
            the link we mail), full name, and whatever you add yourself (phone, address, date of birth). Your password
            is kept only as a salted hash; nobody at the house can read it. Orders you placed as a guest join your
            account only once you have confirmed their e-mail address.
          </Item>
          <Item>
            <Strong>Your cart, creations and wishlist</Strong>: the perfumes in your cart and on your wishlist,
            including the answers and formulas of the perfumes you compose, and where you left a perfume builder. A
            guest’s cart is tied to a random identifier kept in this browser; it holds nothing else about you.
          </Item>
          <Item>
            <Strong>Security records</Strong>: failed sign-ins are counted per account and per network address for a
            short while, so that nobody can guess passwords, and our server logs record requests without their contents.
            This is our legitimate interest in keeping the shop and your account safe.
          </Item>
          <Item>
            <Strong>Your signed-in devices</Strong>: for each browser signed in to your account, which browser and
            system it is and when it was last active, so that you can see them and sign any of them out (in your
            account, under Security). If you turn on two-step verification, we keep the key of your authenticator app
            and your recovery codes (as hashes).
          </Item>
          <Item>
            <Strong>The e-mails we send you</Strong>: the link that confirms your address, the order confirmation, the
            shipping notice, a refund notice and password-reset links. They concern an order or your account only; we
            send no advertising.
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

      <Section id="your-data" title="Your copy, and deleting your account">
        <List>
          <Item>
            <Strong>Download my data</Strong>: in your <TextLink to="/account#privacy">account, under Privacy</TextLink>
            , one file (JSON, which any computer can open) holds everything we keep about you: your profile, orders and
            returns, creations, wishlist, cart, reviews, “Notify me” requests, signed-in devices and the e-mails we sent
            you (their subject and date).
          </Item>
          <Item>
            <Strong>Delete my account</Strong>, in the same place, with your password (and your code if you use two-step
            verification). At once, your profile, creations, wishlist, cart, builders’ drafts and “Notify me” requests
            are deleted, and every device is signed out. You can delete it once your last order has shipped.
          </Item>
          <Item>
            <Strong>What stays</Strong>: your orders, for the accounting records the law requires, with your name,
            e-mail, phone and address replaced by “Deleted customer” (the country stays, for the VAT). Invoices and
            credit notes already issued keep your name and address as they were printed: the law forbids changing an
            issued invoice. The e-mails we sent you keep only their subject and date. Your reviews stay on the perfumes’
            pages, signed as you wrote them (first name and initial), linked to no account.
          </Item>
          <Item>Your e-mail address is free again: you may open a new account with it, which starts empty.</Item>
        </List>
      </Section>

      <Section id="retention" title="How long we keep it">
        <List>
          <Item>Orders and invoices: ten years, as French accounting law requires.</Item>
          <Item>
            Your account: until you delete it. Your past orders stay for the time above, without your name or contact.
          </Item>
          <Item>A cart: until its perfumes are ordered or removed.</Item>
          <Item>
            Password-reset links: one hour; links confirming an address: three days; each works once. Records of sign-in
            attempts: about an hour. A signed-in device: thirty days, or until it is signed out.
          </Item>
        </List>
      </Section>

      <Section id="rights" title="Your rights">
        <p>
          You may ask to see the data we hold about you, to correct it, to have it deleted or passed to you in a common
          format, to restrict its use, or object to it. You can correct most of it yourself in your{' '}
          <TextLink to="/account">account</TextLink>, take a copy of it or delete the account there; for the rest, write
          to {privacyMail}. We answer within one month.
        </p>
        <p>
          If you think we have not respected your rights, you may complain to the data protection authority of your
          country; in France, the CNIL (cnil.fr).
        </p>
      </Section>
    </>
  );
}
