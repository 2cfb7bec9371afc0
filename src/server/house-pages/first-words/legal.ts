import type { HousePageSlug } from '../../../domain/pages/house-text';

/** The first words of the legal pages: the terms of sale and the privacy policy. */
export const LEGAL_WORDS: Record<Extract<HousePageSlug, 'terms' | 'privacy'>, { intro: string; body: string }> = {
  terms: {
    intro:
      'The terms on which Maison Lumière sells its perfumes online: orders, prices, payment, delivery, your right of withdrawal and our guarantee.',
    body: `## 1. The seller {#seller}

These terms govern every sale made on this site by {legalAddress} ([{houseEmail}](mailto:{houseEmail})), to customers buying as consumers. By placing an order you accept the terms shown on this page on that day.

## 2. The perfumes {#perfumes}

We sell three kinds of perfume:

- **bottles from the collection**, composed by the house and described by their notes on their pages;
- **lifestyle perfumes**, composed from your answers to our questionnaire, one bottle at a time;
- **bespoke perfumes**, made to the concentration and formula you build in the atelier, drop by drop.

Lifestyle and bespoke perfumes are made to your specification. The names you give them are printed on the label as you type them; please give none that belongs to someone else.

## 3. Orders and prices {#orders}

Prices are shown in the store currency and include VAT at the rate of the country of delivery (0 % outside the European Union). Shipping depends on the destination and the delivery method you choose, from {shippingFrom} per order; checkout shows it before you pay. The total you see at checkout is the amount charged, and nothing is added afterwards.

A cart line holds up to {maxQuantity} bottles of one perfume, a cart up to {maxCartLines} lines, and one order up to {maxOrderTotal}. If a perfume sells out between your cart and your payment, we tell you before your card is charged, and do not charge it for the missing bottle.

The contract is made when your payment is accepted; we then e-mail you the confirmation with a link to your order’s page. An order left unpaid for {unpaidHours} hours is cancelled.

## 4. Payment {#payment}

You pay by card at checkout, through our payment provider. Your card is charged the order’s total once, when the order is placed. Refunds are made to the same card, never in another way.

## 5. Delivery {#delivery}

We deliver to the address you give at checkout, in the times set out in [Shipping & Returns](/shipping-returns): bottles from the collection leave the atelier within two working days, custom and bespoke perfumes in about {madeToOrderDays} days. The perfumes are at our risk until they reach you. If a delivery is more than 30 days late, you may cancel the order and we refund it in full.

## 6. Right of withdrawal {#withdrawal}

For a bottle from the collection, you may withdraw from the contract within **{returnWindowDays} days** of the day you, or someone you name, receive it, without giving a reason. To do so, tell us clearly, by e-mail to [{houseEmail}](mailto:{houseEmail}) or by post to the address above; you may use the model form below. Send the bottle back within 14 days of telling us, as it came, in its cellophane: a perfume unsealed after delivery cannot be returned for reasons of health protection and hygiene. The cost of the return is yours.

We refund what you paid, including the shipping when you withdraw from the whole order, within 14 days of your message, to the card you paid with. We may wait until the bottle is back with us.

**There is no right of withdrawal for lifestyle and bespoke perfumes**: they are made to your specification and clearly personalised (Article 16(c) of Directive 2011/83/EU). The guarantee below applies to them as to every perfume.

> **Model withdrawal form**
> To {legalAddress}, {houseEmail}:
> I hereby give notice that I withdraw from my contract of sale of the following goods: …
> Ordered on … / received on … · Order number …
> Name … · Address …
> Date … · Signature (only if this form is sent on paper)

## 7. Guarantee {#guarantee}

Every perfume carries the legal guarantee of conformity for two years from delivery. If a bottle is damaged, leaking or not what you ordered, we repair the fault by replacing it or, if that is not possible, refund it, at no cost to you.

## 8. Your account {#account}

An account is optional. Keep your password to yourself; you can change it in your account, or choose a new one through the link we e-mail from the sign-in page. We may close an account used to harm the shop or other customers.

## 9. Law and disputes {#law}

These terms are governed by French law; if you live in another EU country, you keep the protection its consumer law gives you. If a disagreement cannot be settled with us by writing to [{houseEmail}](mailto:{houseEmail}), you may refer it free of charge to a consumer mediator, whose details we give on request, or to the courts.`,
  },

  privacy: {
    intro:
      'What we keep about you, why, for how long, who else sees it, and how to ask us to show, correct or delete it.',
    body: `## Who we are {#controller}

{legalAddress} decides what happens to the personal data this shop collects (the “controller” under the EU General Data Protection Regulation). For anything in this policy, write to [{privacyEmail}](mailto:{privacyEmail}).

## What we keep, and why {#what-we-keep}

- **Your orders**: the name, e-mail and delivery address you give at checkout, what you ordered and at what price, and the state of the payment and of the parcel. We need them to deliver the order and answer for it (performance of the contract), and the law requires us to keep the accounting records.
- **Your account**, if you open one: user name, e-mail address (and whether you confirmed it by the link we mail), full name, and whatever you add yourself (phone, address, date of birth). Your password is kept only as a salted hash; nobody at the house can read it. Orders you placed as a guest join your account only once you have confirmed their e-mail address.
- **Your cart, creations and wishlist**: the perfumes in your cart and on your wishlist, including the answers and formulas of the perfumes you compose, and where you left a perfume builder. A guest’s cart is tied to a random identifier kept in this browser; it holds nothing else about you.
- **Security records**: failed sign-ins are counted per account and per network address for a short while, so that nobody can guess passwords, and our server logs record requests without their contents. This is our legitimate interest in keeping the shop and your account safe.
- **Your signed-in devices**: for each browser signed in to your account, which browser and system it is and when it was last active, so that you can see them and sign any of them out (in your account, under Security). If you turn on two-step verification, we keep the key of your authenticator app and your recovery codes (as hashes).
- **The e-mails we send you**: the link that confirms your address, the order confirmation, the shipping notice, a refund notice and password-reset links. They concern an order or your account only; we send no advertising.

## Card payments {#payment}

You pay on the checkout page through our payment provider, Stripe. Your card number, expiry date and security code go directly to Stripe and never reach our servers; we receive only whether the payment succeeded, its amount and a reference. Stripe processes the payment under its own privacy policy, and may use it to prevent fraud.

## Who else sees your data {#recipients}

- The payment provider, for the payment and any refund.
- The carrier, who receives your name and delivery address to bring the parcel.
- Our e-mail delivery service, which carries the messages listed above.
- Our hosting provider, in the European Union, which runs the shop for us.

We sell no data, share none for advertising, and run no analytics or advertising trackers on this site.

## Cookies and storage in your browser {#cookies}

- **sid** keeps you signed in. It cannot be read by scripts, and ends when you sign out.
- **signed_in** only tells the page that you are signed in, so that it shows your account rather than a guest’s.
- **theme** remembers whether you chose the light or the dark look.
- **guestId**, kept in your browser’s local storage, finds your cart while you are not signed in.

All of them are needed for what you asked of the shop, so they need no consent banner. Our fonts and images come from our own server; no other site is contacted while you browse, except Stripe at checkout.

## Your copy, and deleting your account {#your-data}

- **Download my data**: in your [account, under Privacy](/account#privacy), one file (JSON, which any computer can open) holds everything we keep about you: your profile, orders and returns, creations, wishlist, cart, reviews, “Notify me” requests, signed-in devices and the e-mails we sent you (their subject and date).
- **Delete my account**, in the same place, with your password (and your code if you use two-step verification). At once, your profile, creations, wishlist, cart, builders’ drafts and “Notify me” requests are deleted, and every device is signed out. You can delete it once your last order has shipped.
- **What stays**: your orders, for the accounting records the law requires, with your name, e-mail, phone and address replaced by “Deleted customer” (the country stays, for the VAT). Invoices and credit notes already issued keep your name and address as they were printed: the law forbids changing an issued invoice. The e-mails we sent you keep only their subject and date. Your reviews stay on the perfumes’ pages, signed as you wrote them (first name and initial), linked to no account.
- Your e-mail address is free again: you may open a new account with it, which starts empty.

## How long we keep it {#retention}

- Orders and invoices: ten years, as French accounting law requires.
- Your account: until you delete it. Your past orders stay for the time above, without your name or contact.
- A cart: until its perfumes are ordered or removed.
- Password-reset links: one hour; links confirming an address: three days; each works once. Records of sign-in attempts: about an hour. A signed-in device: thirty days, or until it is signed out.

## Your rights {#rights}

You may ask to see the data we hold about you, to correct it, to have it deleted or passed to you in a common format, to restrict its use, or object to it. You can correct most of it yourself in your [account](/account), take a copy of it or delete the account there; for the rest, write to [{privacyEmail}](mailto:{privacyEmail}). We answer within one month.

If you think we have not respected your rights, you may complain to the data protection authority of your country; in France, the CNIL (cnil.fr).`,
  },
};
