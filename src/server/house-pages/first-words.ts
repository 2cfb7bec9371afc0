import type { HousePageSlug } from '../../domain/pages/house-text';

/**
 * The house's first words for its pages (domain/pages/house-text.ts says the format): what a page
 * shows until the owner saves it in the back office. Every delivery time, price and window is a
 * {fact}, read from the settings it describes when the page is read.
 */
export const FIRST_WORDS: Record<HousePageSlug, { intro: string; body: string }> = {
  'shipping-returns': {
    intro:
      'Delivery priced by where your parcel goes and how, a tracking number when it leaves the atelier, and {returnWindowDays} days to change your mind about a bottle from the collection.',
    body: `## Shipping {#shipping}

What shipping costs depends on **where the parcel goes and how**: at checkout you choose your country, then a delivery method of those we offer there, each with its price and how long it takes. Delivery is **from {shippingFrom}**; a method may be free above an amount, which checkout shows. You see the shipping and the total before you pay, and there is no other charge on the way.

Where we deliver, and how:

{shippingMethods}

Our prices include VAT. The VAT inside them is the rate of the country we deliver to, shown at checkout, on your order and on its invoice; outside the European Union it is 0 %, an export.

- **Bottles from the collection** leave the atelier within two working days of your payment.
- **Custom and bespoke perfumes** are composed, macerated and filled for you after you order, and leave the atelier in about {madeToOrderDays} days.
- Delivery then takes the time the method you chose says, in working days, shown beside it at checkout and in your confirmation. Outside the European Union, import duties or taxes your country charges on arrival are the recipient’s to pay.

Each bottle is wrapped by hand and sent in a padded box; a gift wrap costs {giftWrapPrice}. Perfume is flammable, so parcels travel by road wherever the carrier allows it.

## Following your order {#tracking}

The confirmation e-mail we send once your payment is through carries a link to your order’s own page: it shows what you ordered, where it goes and where it stands. When your parcel leaves, we e-mail you again with the carrier and the tracking number. Signed-in shoppers also find every order in their [account](/account).

An order waits for its payment. If it is still unpaid {unpaidHours} hours after it was placed, it is cancelled and nothing is charged.

## Returns {#returns}

### Bottles from the collection: {returnWindowDays} days

You may withdraw from the purchase of a bottle from the collection within **{returnWindowDays} days of receiving it**, without giving a reason. Ask for the return from your order’s own page (the link in your confirmation e-mail), choosing the bottles and saying why, or tell us by e-mail at [{houseEmail}](mailto:{houseEmail}) with your order number (the [model withdrawal form](/terms#withdrawal) may help, but a plain message is enough); then send the bottle back to the atelier within {returnWindowDays} days.

Please send a perfume back as it came, in its cellophane: we look at every bottle when it reaches the atelier, and one whose seal was broken after delivery cannot be taken back, for reasons of hygiene, as EU law allows. The cost of sending a bottle back is yours.

### Custom and bespoke perfumes: made for you

A lifestyle perfume or a bespoke formula is composed to your own answers and measures, and carries your name. Goods made to a customer’s specification are outside the right of withdrawal (Article 16(c) of the EU Consumer Rights Directive), so these perfumes cannot be returned because you changed your mind. Our guarantee below still applies to them in full.

### Refunds

We refund within 14 days of your message, once the bottle is back with us, to the card you paid with; we never refund in another way. When you send back everything you ordered, the shipping you paid is refunded too. Depending on your bank, the amount can take a few days more to show on your statement.

## Damaged, leaking or not what you ordered {#damaged}

Every perfume we sell, custom and bespoke included, carries the two-year legal guarantee of conformity. If a bottle arrives broken or leaking, or is not what you ordered, write to us within the week if you can, with a photograph: we send a new bottle or refund it in full, shipping included, and the return costs nothing.`,
  },

  faq: {
    intro:
      'Short answers about delivery, samples, returns, payment, your order and your account. If yours is not here, write to us.',
    body: `## Delivery {#faq-delivery}

### How long does delivery take?

A bottle from the collection leaves the atelier within two working days of your payment; a custom or bespoke perfume, which we compose after you order, in about {madeToOrderDays} days. Delivery then takes the time of the method you choose at checkout: each shows its estimate in working days.

### How much is shipping?

It depends on where the parcel goes and the method you choose: delivery is from {shippingFrom} per order, and a method may be free above an amount. Checkout shows every method for your country with its price before you pay. [Shipping & Returns](/shipping-returns) has the details.

### How do I follow my order?

The confirmation e-mail we send once you have paid carries a link to your order’s own page, which shows its status at any time (no account needed). When the parcel leaves, a second e-mail gives the carrier and the tracking number. If you have an account, your orders are also listed there.

## Samples {#faq-samples}

### Can I try a perfume before buying the bottle?

Yes. A **2 ml sample** of any perfume costs {samplePrice}. If you then buy the full bottle of the same perfume **within {sampleCreditDays} days**, the price of the sample comes off it, once: the credit appears as its own line in your cart.

### Can I have a sample of my own creation?

Yes, a sample of a lifestyle or bespoke perfume you have composed is made to order like the bottle, and is credited against the bottle of the same creation in the same way.

## Returns {#faq-returns}

### Can I return a perfume?

A bottle from the collection, yes: you have **{returnWindowDays} days** from delivery to withdraw, without giving a reason: ask for it from your order’s page. Please send it back as it came, in its cellophane. We refund it to the card you paid with.

Custom and bespoke perfumes are **made to order** for you, so the right of withdrawal does not apply to them (the EU rule for goods made to the customer’s specification). If one arrives damaged or is not what you composed, we replace or refund it. [How to return a bottle](/shipping-returns#returns).

### My bottle arrived broken. What do I do?

Write to us at [{houseEmail}](mailto:{houseEmail}) with your order number and a photograph. We send a new bottle or refund you in full, at no cost to you.

## Payment {#faq-payment}

### How can I pay?

By card (Visa, Mastercard and the other cards our payment provider accepts), at checkout. Your card details go straight to the payment provider; we never see or keep your card number. Prices are in the store currency and include VAT.

### When is my card charged?

When you place the order, for exactly its total: the bottles and the shipping of the method you chose. An order that stays unpaid is cancelled after {unpaidHours} hours. A refund goes back to the same card.

### How many bottles can I order?

Up to {maxQuantity} of the same perfume in one cart line. A lifestyle perfume is made one bottle at a time: to have a second, add it again.

## Your account {#faq-account}

### Do I need an account to order?

No. You can order as a guest: your cart is kept in this browser, and your order’s page link comes by e-mail. With an account, your cart follows you from one device to another, and your orders and details are kept in one place.

### I forgot my password.

Choose [Forgot password?](/forgot-password) on the sign-in page and enter your e-mail address. We send you a link to choose a new password; it works once, for one hour, and signs you out everywhere else.

### How do I change my details or delete my account?

Your name, address and password are in your [account](/account). Under Privacy there, you can download everything we hold about you, or delete your account with your password. The [Privacy Policy](/privacy) says what we must keep after that, and why; for anything else, write to [{privacyEmail}](mailto:{privacyEmail}).`,
  },

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
  about: {
    intro:
      'Maison Lumière is a small perfume house that composes finished fragrances, recommends personal ones and helps you create your own. Whichever way you come to us, the craft behind the bottle is the same.',
    body: `## Mission {#mission}

To make fine perfumery personal again: composed with care, explained with honesty and, when you wish it, made for one person only.

Perfume was once made to measure, for a patron and a season. Somewhere along the way it became a product made for everyone and no one. We keep the old discipline of the atelier, the weighing, the resting, the patience, and pair it with tools that let you take part in the composition yourself.

## Values {#values}

### Craftsmanship
Every formula is weighed, macerated and filtered by hand in small batches, then left to rest before it is bottled: a perfume made for you leaves the atelier in about {madeToOrderDays} days.

### Responsible Sourcing
We buy naturals from growers we know by name: Calabrian bergamot, Grasse jasmine, Haitian vetiver, sandalwood from managed plantations.

### Personal Expression
A perfume is worn closer than any garment. We believe it should say something true about the person wearing it, not about a trend.

### Honest Composition
We show what is inside each bottle, note by note, and we price by what goes into it, never by what the label is worth.

## Journey {#journey}

### 2020 · The atelier opens
Two perfumers and a single organ of 120 raw materials begin composing in a small workshop, one formula at a time.

### 2021 · The first collection
Ten fragrances, five for women and five for men, launch online and sell out their first batches within a season.

### 2022 · The Lifestyle Configurator
A four-step questionnaire turns the way you live into a personal recommendation, with your own name on the label.

### 2023 · Bespoke creation
Our recipe builder opens the organ to everyone: choose a concentration and compose top, heart and base, drop by drop.

### 2024 · Twenty signatures
The collection grows to twenty fragrances, each described note by note, from a fresh citrus to a smoky oud.`,
  },

  collections: {
    intro:
      '{PerfumeCount} fragrances, each composed around a single memory: a garden after rain, a leather-bound library, salt drying on warm skin.',
    body: `## Women

Luminous florals, sheer musks and softly spiced ambers, composed to sit close to the skin and linger.

## Men

Woods, resins, aromatic herbs and cool citrus, composed with restraint and made to last the day.`,
  },

  testimonials: {
    intro: 'Three of the letters we keep: what our clients wrote once their perfume had arrived.',
    body: `### Élodie Marchand · Creative Director · 5
I answered a few questions about my mornings by the sea and my weakness for old rose gardens. The perfume that arrived felt as if someone had been quietly taking notes on my life.

### Julien Okafor · Architect · 4.5
Composing my own fragrance drop by drop was absorbing in the best way. The capacity guide kept the formula balanced, and the bottle with my name on it now lives on my desk.

### Hannah Whitfield · Interior Designer · 5
The collection is edited with real restraint. The notes are described so clearly that choosing online felt like choosing at a counter, and the scent lasts well into the evening.`,
  },
};
