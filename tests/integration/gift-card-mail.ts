import { houseFooter } from './house-footer';

/** An address no other test of the run writes to: `ines.k3x9…@example.com`. */
export const uniqueEmail = (who: string) => `${who}.${Math.random().toString(36).slice(2)}@example.com`;

/** The gift card's code a mail's text gives (`XXXX-XXXX-XXXX-XXXX`). */
export const giftCardCodeIn = (text: string): string =>
  /[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}/.exec(text)![0];

/**
 * The text part of a €50 gift card's mail to Ines Laurent at https://shop.example, word for word, in the reader's
 * language: `from` the name it is signed with (the giver's "From", else the buyer's), `code` the card's.
 */
export function giftCardMailText(locale: 'en' | 'fr', from: string, code: string): string {
  const lines =
    locale === 'fr'
      ? [
          'Bonjour Ines Laurent,',
          '',
          `${from} vous offre une carte cadeau Maison Lumière de 50,00\u00a0€.`,
          '',
          `Code de votre carte cadeau\u00a0: ${code}`,
          '',
          'Saisissez ce code dans votre panier ou lors du paiement\u00a0: il règle tout ou partie d’une commande, et le montant restant demeure sur la carte. Elle n’a pas de date de fin.',
          'Choisir votre parfum: https://shop.example/fr',
          'Consulter son solde: https://shop.example/fr/gift-cards/balance',
          '',
          'Avec nos remerciements,',
        ]
      : [
          'Dear Ines Laurent,',
          '',
          `${from} sends you a Maison Lumière gift card of €50.00.`,
          '',
          `Your gift card code: ${code}`,
          '',
          'Enter the code in your cart or at checkout: it pays part or all of an order, and what is left stays on the card. It has no end date.',
          'Choose your perfume: https://shop.example/',
          'Check its balance: https://shop.example/gift-cards/balance',
          '',
          'With our thanks,',
        ];
  return [...lines, 'Maison Lumière', ...houseFooter(locale)].join('\n');
}
