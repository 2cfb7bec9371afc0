import type { HousePageSlug } from '../../../domain/pages/house-text';

/** The first words of the pages that help a shopper: Shipping & Returns and the FAQ. */
export const HELP_WORDS: Record<Extract<HousePageSlug, 'shipping-returns' | 'faq'>, { intro: string; body: string }> = {
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
};
