import type { HousePageSlug } from '../../../domain/pages/house-text';

/** Les premiers mots des pages qui aident un client, en français : Livraison et retours, et la FAQ. */
export const HELP_WORDS_FR: Record<
  Extract<HousePageSlug, 'shipping-returns' | 'faq'>,
  { intro: string; body: string }
> = {
  'shipping-returns': {
    intro:
      'Une livraison dont le prix dépend de la destination et du mode choisi, un numéro de suivi dès que votre colis quitte l’atelier, et {returnWindowDays} jours pour changer d’avis sur un flacon de la collection.',
    body: `## Livraison {#shipping}

Le prix de la livraison dépend **de la destination du colis et du mode d’envoi**\u00a0: lors de la commande, vous choisissez votre pays, puis l’un des modes de livraison que nous y proposons, chacun avec son prix et son délai. La livraison est proposée **à partir de {shippingFrom}**\u00a0; un mode peut être offert au-delà d’un montant, que la page de commande indique. Vous voyez les frais de livraison et le total avant de payer, et aucun autre frais ne s’y ajoute en chemin.

Où nous livrons, et comment\u00a0:

{shippingMethods}

Nos prix s’entendent toutes taxes comprises. La TVA qu’ils contiennent est celle du pays de livraison, indiquée lors de la commande, sur votre commande et sur sa facture\u00a0; hors de l’Union européenne, elle est de 0\u00a0%, s’agissant d’une exportation.

- **Les flacons de la collection** quittent l’atelier dans les deux jours ouvrés qui suivent votre paiement.
- **Les parfums personnalisés et sur mesure** sont composés, mis en macération et mis en flacon pour vous après votre commande, et quittent l’atelier en {madeToOrderDays} jours environ.
- La livraison prend ensuite le délai du mode choisi, en jours ouvrés, indiqué à côté de celui-ci lors de la commande et dans votre confirmation. Hors de l’Union européenne, les droits de douane ou taxes que votre pays perçoit à l’arrivée sont à la charge du destinataire.

Chaque flacon est emballé à la main et expédié dans une boîte rembourrée\u00a0; un paquet cadeau coûte {giftWrapPrice}. Le parfum étant inflammable, les colis voyagent par la route partout où le transporteur le permet.

## Suivre votre commande {#tracking}

L’e-mail de confirmation que nous vous envoyons une fois votre paiement accepté contient un lien vers la page de votre commande\u00a0: elle indique ce que vous avez commandé, où elle est livrée et où elle en est. Lorsque votre colis part, nous vous écrivons à nouveau avec le nom du transporteur et le numéro de suivi. Si vous êtes connecté, vous retrouvez aussi chaque commande dans votre [compte](/account).

Une commande attend son paiement. Si elle n’est toujours pas payée {unpaidHours} heures après avoir été passée, elle est annulée et rien n’est débité.

## Retours {#returns}

### Flacons de la collection\u00a0: {returnWindowDays} jours

Vous pouvez exercer votre droit de rétractation sur l’achat d’un flacon de la collection dans un délai de **{returnWindowDays} jours à compter de sa réception**, sans avoir à vous justifier. Demandez le retour depuis la page de votre commande (le lien de votre e-mail de confirmation), en choisissant les flacons et en indiquant pourquoi, ou écrivez-nous à [{houseEmail}](mailto:{houseEmail}) en précisant votre numéro de commande (le [formulaire type de rétractation](/terms#withdrawal) peut vous y aider, mais un simple message suffit)\u00a0; renvoyez ensuite le flacon à l’atelier dans les {returnWindowDays} jours.

Merci de nous renvoyer un parfum tel que vous l’avez reçu, sous son film de cellophane\u00a0: nous examinons chaque flacon à son arrivée à l’atelier, et un flacon descellé après la livraison ne peut être repris, pour des raisons d’hygiène, comme le Code de la consommation le permet. Les frais de renvoi sont à votre charge.

### Parfums personnalisés et sur mesure\u00a0: faits pour vous

Un parfum d’inspiration ou une formule sur mesure est composé selon vos réponses et vos dosages, et porte votre nom. Les biens confectionnés selon les spécifications du client sont exclus du droit de rétractation (article L221-28 du Code de la consommation)\u00a0: ces parfums ne peuvent donc pas être retournés parce que vous avez changé d’avis. Notre garantie ci-dessous s’y applique néanmoins pleinement.

### Remboursements

Nous vous remboursons dans les 14 jours suivant votre message, une fois le flacon revenu à l’atelier, sur la carte utilisée pour le paiement\u00a0; nous ne remboursons jamais par un autre moyen. Lorsque vous renvoyez l’intégralité de votre commande, les frais de livraison payés vous sont également remboursés. Selon votre banque, le montant peut mettre quelques jours de plus à apparaître sur votre relevé.

## Flacon abîmé, qui fuit ou non conforme {#damaged}

Chaque parfum que nous vendons, personnalisés et sur mesure compris, bénéficie de la garantie légale de conformité de deux ans. Si un flacon arrive cassé ou qu’il fuit, ou s’il ne correspond pas à votre commande, écrivez-nous si possible dans la semaine, avec une photographie\u00a0: nous vous envoyons un nouveau flacon ou vous le remboursons intégralement, livraison comprise, et le retour ne vous coûte rien.`,
  },

  faq: {
    intro:
      'Des réponses courtes sur la livraison, les échantillons, les retours, le paiement, votre commande et votre compte. Si la vôtre n’y figure pas, écrivez-nous.',
    body: `## Livraison {#faq-delivery}

### Quel est le délai de livraison\u00a0?

Un flacon de la collection quitte l’atelier dans les deux jours ouvrés qui suivent votre paiement\u00a0; un parfum personnalisé ou sur mesure, que nous composons après votre commande, en {madeToOrderDays} jours environ. La livraison prend ensuite le délai du mode choisi lors de la commande\u00a0: chacun indique son estimation en jours ouvrés.

### Combien coûte la livraison\u00a0?

Cela dépend de la destination du colis et du mode choisi\u00a0: la livraison est proposée à partir de {shippingFrom} par commande, et un mode peut être offert au-delà d’un montant. La page de commande présente chaque mode proposé pour votre pays, avec son prix, avant le paiement. La page [Livraison et retours](/shipping-returns) donne le détail.

### Comment suivre ma commande\u00a0?

L’e-mail de confirmation que nous vous envoyons une fois le paiement effectué contient un lien vers la page de votre commande, qui indique son état à tout moment (sans compte). Lorsque le colis part, un second e-mail vous donne le nom du transporteur et le numéro de suivi. Si vous avez un compte, vos commandes y sont également listées.

## Échantillons {#faq-samples}

### Puis-je essayer un parfum avant d’acheter le flacon\u00a0?

Oui. Un **échantillon de 2\u00a0ml** de n’importe quel parfum coûte {samplePrice}. Si vous achetez ensuite le flacon du même parfum **dans les {sampleCreditDays} jours**, le prix de l’échantillon en est déduit, une fois\u00a0: la remise apparaît sur sa propre ligne dans votre panier.

### Puis-je recevoir un échantillon de ma propre création\u00a0?

Oui, l’échantillon d’un parfum d’inspiration ou sur mesure que vous avez composé est fabriqué à la commande, comme le flacon, et il est déduit de la même façon du flacon de la même création.

## Retours {#faq-returns}

### Puis-je retourner un parfum\u00a0?

Un flacon de la collection, oui\u00a0: vous disposez de **{returnWindowDays} jours** à compter de la livraison pour vous rétracter, sans avoir à vous justifier\u00a0: faites la demande depuis la page de votre commande. Merci de le renvoyer tel que vous l’avez reçu, sous son film de cellophane. Nous le remboursons sur la carte utilisée pour le paiement.

Les parfums personnalisés et sur mesure sont **fabriqués à la commande** pour vous\u00a0: le droit de rétractation ne s’y applique donc pas (la règle du Code de la consommation pour les biens confectionnés selon les spécifications du client). Si l’un d’eux arrive abîmé ou ne correspond pas à ce que vous avez composé, nous le remplaçons ou le remboursons. [Comment retourner un flacon](/shipping-returns#returns).

### Mon flacon est arrivé cassé. Que faire\u00a0?

Écrivez-nous à [{houseEmail}](mailto:{houseEmail}) en indiquant votre numéro de commande et en joignant une photographie. Nous vous envoyons un nouveau flacon ou vous remboursons intégralement, sans frais pour vous.

## Paiement {#faq-payment}

### Comment puis-je payer\u00a0?

Par carte (Visa, Mastercard et les autres cartes qu’accepte notre prestataire de paiement), lors de la commande. Les données de votre carte sont transmises directement au prestataire de paiement\u00a0; nous ne voyons ni ne conservons jamais votre numéro de carte. Les prix sont indiqués dans la devise de la boutique, toutes taxes comprises.

### Quand ma carte est-elle débitée\u00a0?

Lorsque vous passez la commande, exactement de son total\u00a0: les flacons et la livraison du mode choisi. Une commande qui reste impayée est annulée au bout de {unpaidHours} heures. Un remboursement est crédité sur la même carte.

### Combien de flacons puis-je commander\u00a0?

Jusqu’à {maxQuantity} flacons du même parfum sur une ligne du panier. Un parfum d’inspiration est fabriqué un flacon à la fois\u00a0: pour en avoir un second, ajoutez-le à nouveau.

## Votre compte {#faq-account}

### Dois-je créer un compte pour commander\u00a0?

Non. Vous pouvez commander sans compte\u00a0: votre panier est conservé dans ce navigateur, et le lien vers la page de votre commande vous parvient par e-mail. Avec un compte, votre panier vous suit d’un appareil à l’autre, et vos commandes comme vos coordonnées sont réunies au même endroit.

### J’ai oublié mon mot de passe.

Choisissez [Mot de passe oublié\u00a0?](/forgot-password) sur la page de connexion et saisissez votre adresse e-mail. Nous vous envoyons un lien pour choisir un nouveau mot de passe\u00a0; il ne fonctionne qu’une fois, pendant une heure, et vous déconnecte de partout ailleurs.

### Comment modifier mes coordonnées ou supprimer mon compte\u00a0?

Votre nom, votre adresse et votre mot de passe se trouvent dans votre [compte](/account). Sous Confidentialité, vous pouvez y télécharger tout ce que nous conservons à votre sujet, ou supprimer votre compte avec votre mot de passe. La [Politique de confidentialité](/privacy) indique ce que nous devons conserver ensuite, et pourquoi\u00a0; pour toute autre demande, écrivez à [{privacyEmail}](mailto:{privacyEmail}).`,
  },
};
