import type { HousePageSlug } from '../../../domain/pages/house-text';

/** Les premiers mots des pages légales, en français : les conditions générales de vente et la politique de confidentialité. */
export const LEGAL_WORDS_FR: Record<Extract<HousePageSlug, 'terms' | 'privacy'>, { intro: string; body: string }> = {
  terms: {
    intro:
      'Les conditions auxquelles Maison Lumière vend ses parfums en ligne\u00a0: commandes, prix, paiement, livraison, votre droit de rétractation et nos garanties.',
    body: `## 1. Le vendeur {#seller}

Les présentes conditions générales de vente régissent toute vente conclue sur ce site par {legalAddress} ([{houseEmail}](mailto:{houseEmail})) avec des clients agissant en qualité de consommateurs. En passant commande, vous acceptez les conditions affichées sur cette page à cette date.

## 2. Les parfums {#perfumes}

Nous vendons trois sortes de parfums\u00a0:

- **les flacons de la collection**, composés par la maison et décrits note par note sur leur page\u00a0;
- **les parfums d’inspiration**, composés d’après vos réponses à notre questionnaire, un flacon à la fois\u00a0;
- **les parfums sur mesure**, réalisés selon la concentration et la formule que vous composez dans l’atelier, goutte à goutte.

Les parfums d’inspiration et sur mesure sont confectionnés selon vos spécifications. Les noms que vous leur donnez sont imprimés sur l’étiquette tels que vous les saisissez\u00a0; merci de n’en choisir aucun qui appartienne à autrui.

## 3. Commandes et prix {#orders}

Les prix sont indiqués dans la devise de la boutique, toutes taxes comprises, la TVA étant celle du pays de livraison (0\u00a0% hors de l’Union européenne). Les frais de livraison dépendent de la destination et du mode de livraison choisi, à partir de {shippingFrom} par commande\u00a0; la page de commande les indique avant le paiement. Le total affiché lors de la commande est le montant débité, et rien n’y est ajouté ensuite.

Une ligne du panier contient au plus {maxQuantity} flacons d’un même parfum, un panier au plus {maxCartLines} lignes, et une commande au plus {maxOrderTotal}. Si un parfum vient à manquer entre votre panier et votre paiement, nous vous en informons avant que votre carte ne soit débitée, et ne la débitons pas pour le flacon manquant.

Le contrat est conclu à l’acceptation de votre paiement\u00a0; nous vous adressons alors par e-mail la confirmation de commande, avec un lien vers la page de votre commande. Une commande restée impayée pendant {unpaidHours} heures est annulée.

## 4. Paiement {#payment}

Vous payez par carte lors de la commande, par l’intermédiaire de notre prestataire de paiement. Votre carte est débitée une seule fois du total de la commande, au moment où elle est passée. Les remboursements sont effectués sur la même carte, jamais par un autre moyen.

## 5. Livraison {#delivery}

Nous livrons à l’adresse que vous indiquez lors de la commande, dans les délais précisés sur la page [Livraison et retours](/shipping-returns)\u00a0: les flacons de la collection quittent l’atelier sous deux jours ouvrés, les parfums personnalisés et sur mesure en {madeToOrderDays} jours environ. Les parfums voyagent à nos risques jusqu’à leur remise entre vos mains. Si une livraison a plus de 30 jours de retard, vous pouvez résoudre la commande, et nous vous la remboursons intégralement, conformément aux articles L216-2 et suivants du Code de la consommation.

## 6. Droit de rétractation {#withdrawal}

Pour un flacon de la collection, vous disposez d’un délai de **{returnWindowDays} jours** à compter du jour où vous-même, ou un tiers que vous désignez, en prenez physiquement possession pour exercer votre droit de rétractation, sans avoir à motiver votre décision (article L221-18 du Code de la consommation). Pour l’exercer, informez-nous de votre décision par une déclaration dénuée d’ambiguïté, par e-mail à [{houseEmail}](mailto:{houseEmail}) ou par courrier à l’adresse ci-dessus\u00a0; vous pouvez utiliser le formulaire type ci-dessous. Renvoyez le flacon dans les 14 jours suivant cette communication, tel que vous l’avez reçu, sous son film de cellophane\u00a0: un parfum descellé après la livraison ne peut être renvoyé pour des raisons de protection de la santé et d’hygiène. Les frais de retour sont à votre charge.

Nous vous remboursons la totalité des sommes versées, y compris les frais de livraison lorsque vous vous rétractez de l’ensemble de la commande, au plus tard 14 jours après votre message, sur la carte utilisée pour le paiement. Nous pouvons différer le remboursement jusqu’à la récupération du flacon.

**Le droit de rétractation ne s’applique pas aux parfums d’inspiration et sur mesure** : ils sont confectionnés selon vos spécifications et nettement personnalisés (article L221-28, 3°, du Code de la consommation). La garantie ci-dessous s’y applique comme à tout parfum.

> **Formulaire type de rétractation**
> À l’attention de {legalAddress}, {houseEmail}\u00a0:
> Je vous notifie par la présente ma rétractation du contrat portant sur la vente du bien ci-dessous\u00a0: …
> Commandé le … / reçu le … · Numéro de commande …
> Nom … · Adresse …
> Date … · Signature (uniquement en cas de notification du présent formulaire sur papier)

## 7. Garanties {#guarantee}

Chaque parfum bénéficie de la garantie légale de conformité pendant deux ans à compter de la livraison (articles L217-3 et suivants du Code de la consommation), ainsi que de la garantie des vices cachés (articles 1641 et suivants du Code civil). Si un flacon est abîmé, fuit ou ne correspond pas à votre commande, nous y remédions en le remplaçant ou, si ce n’est pas possible, en vous le remboursant, sans frais pour vous.

## 8. Votre compte {#account}

Un compte est facultatif. Gardez votre mot de passe pour vous\u00a0; vous pouvez le modifier dans votre compte, ou en choisir un nouveau grâce au lien que nous envoyons par e-mail depuis la page de connexion. Nous pouvons fermer un compte utilisé pour nuire à la boutique ou à d’autres clients.

## 9. Droit applicable et litiges {#law}

Les présentes conditions sont soumises au droit français\u00a0; si vous résidez dans un autre pays de l’Union européenne, vous conservez la protection que vous accorde le droit de la consommation de ce pays. Si un différend ne peut être réglé avec nous en nous écrivant à [{houseEmail}](mailto:{houseEmail}), vous pouvez recourir gratuitement à un médiateur de la consommation (articles L612-1 et suivants du Code de la consommation), dont nous vous communiquons les coordonnées sur simple demande, ou saisir les tribunaux compétents.`,
  },

  privacy: {
    intro:
      'Ce que nous conservons à votre sujet, pourquoi, combien de temps, qui d’autre y a accès, et comment nous demander de vous le montrer, de le corriger ou de le supprimer.',
    body: `## Qui nous sommes {#controller}

{legalAddress} détermine l’usage des données personnelles que recueille cette boutique (le «\u00a0responsable du traitement\u00a0» au sens du Règlement général sur la protection des données, RGPD). Pour toute question relative à cette politique, écrivez à [{privacyEmail}](mailto:{privacyEmail}).

## Ce que nous conservons, et pourquoi {#what-we-keep}

- **Vos commandes**\u00a0: le nom, l’e-mail et l’adresse de livraison que vous indiquez lors de la commande, ce que vous avez commandé et à quel prix, ainsi que l’état du paiement et du colis. Ils nous sont nécessaires pour livrer la commande et en répondre (exécution du contrat), et la loi nous impose de conserver les pièces comptables.
- **Votre compte**, si vous en ouvrez un\u00a0: nom d’utilisateur, adresse e-mail (et le fait que vous l’ayez confirmée par le lien que nous envoyons), nom complet, et ce que vous ajoutez vous-même (téléphone, adresse, date de naissance). Votre mot de passe n’est conservé que sous forme d’empreinte salée\u00a0; personne à la maison ne peut le lire. Les commandes passées sans compte ne rejoignent votre compte qu’une fois leur adresse e-mail confirmée.
- **Votre panier, vos créations et vos favoris**\u00a0: les parfums de votre panier et de vos favoris, y compris les réponses et les formules des parfums que vous composez, et l’étape où vous avez laissé un atelier de création. Le panier d’un visiteur sans compte est lié à un identifiant aléatoire conservé dans ce navigateur\u00a0; il ne contient rien d’autre à votre sujet.
- **Les traces de sécurité**\u00a0: les échecs de connexion sont comptés par compte et par adresse réseau pendant un court moment, afin que personne ne puisse deviner les mots de passe, et les journaux de nos serveurs enregistrent les requêtes sans leur contenu. Il s’agit de notre intérêt légitime à protéger la boutique et votre compte.
- **Vos appareils connectés**\u00a0: pour chaque navigateur connecté à votre compte, le navigateur et le système dont il s’agit, et sa dernière activité, afin que vous puissiez les voir et déconnecter chacun d’eux (dans votre compte, sous Sécurité). Si vous activez la validation en deux étapes, nous conservons la clé de votre application d’authentification et vos codes de secours (sous forme d’empreintes).
- **Les e-mails que nous vous envoyons**\u00a0: le lien qui confirme votre adresse, la confirmation de commande, l’avis d’expédition, un avis de remboursement et les liens de réinitialisation du mot de passe. Ils ne concernent qu’une commande ou votre compte\u00a0; nous n’envoyons aucune publicité.

## Paiements par carte {#payment}

Vous payez sur la page de commande par l’intermédiaire de notre prestataire de paiement, Stripe. Votre numéro de carte, sa date d’expiration et son cryptogramme sont transmis directement à Stripe et n’atteignent jamais nos serveurs\u00a0; nous recevons seulement le résultat du paiement, son montant et une référence. Stripe traite le paiement selon sa propre politique de confidentialité, et peut l’utiliser pour prévenir la fraude.

## Qui d’autre a accès à vos données {#recipients}

- Le prestataire de paiement, pour le paiement et un éventuel remboursement.
- Le transporteur, qui reçoit votre nom et votre adresse de livraison pour acheminer le colis.
- Notre service d’envoi d’e-mails, qui achemine les messages listés ci-dessus.
- Notre hébergeur, situé dans l’Union européenne, qui fait fonctionner la boutique pour nous.

Nous ne vendons aucune donnée, n’en partageons aucune à des fins publicitaires, et n’utilisons aucun outil de mesure d’audience ni traceur publicitaire sur ce site.

## Cookies et stockage dans votre navigateur {#cookies}

- **sid** vous maintient connecté. Il ne peut pas être lu par les scripts, et prend fin lorsque vous vous déconnectez.
- **signed_in** indique seulement à la page que vous êtes connecté, pour qu’elle affiche votre compte plutôt que celui d’un visiteur.
- **theme** retient si vous avez choisi l’apparence claire ou sombre.
- **guestId**, conservé dans le stockage local de votre navigateur, retrouve votre panier tant que vous n’êtes pas connecté.

Tous sont strictement nécessaires au service que vous demandez à la boutique\u00a0: ils ne requièrent donc pas votre consentement, ni de bandeau. Nos polices et nos images proviennent de notre propre serveur\u00a0; aucun autre site n’est contacté pendant votre navigation, hormis Stripe lors du paiement.

## Votre copie, et la suppression de votre compte {#your-data}

- **Télécharger mes données**\u00a0: dans votre [compte, sous Confidentialité](/account#privacy), un fichier (au format JSON, lisible par tout ordinateur) réunit tout ce que nous conservons à votre sujet\u00a0: votre profil, vos commandes et retours, vos créations, vos favoris, votre panier, vos avis, vos demandes «\u00a0Me prévenir\u00a0», vos appareils connectés et les e-mails que nous vous avons envoyés (leur objet et leur date).
- **Supprimer mon compte**, au même endroit, avec votre mot de passe (et votre code si vous utilisez la validation en deux étapes). Votre profil, vos créations, vos favoris, votre panier, vos brouillons de création et vos demandes «\u00a0Me prévenir\u00a0» sont aussitôt supprimés, et tous vos appareils sont déconnectés. Vous pouvez supprimer votre compte une fois votre dernière commande expédiée.
- **Ce qui demeure**\u00a0: vos commandes, pour les pièces comptables que la loi impose de conserver, votre nom, votre e-mail, votre téléphone et votre adresse y étant remplacés par «\u00a0Client supprimé\u00a0» (le pays demeure, pour la TVA). Les factures et avoirs déjà émis conservent votre nom et votre adresse tels qu’ils ont été imprimés\u00a0: la loi interdit de modifier une facture émise. Les e-mails que nous vous avons envoyés ne gardent que leur objet et leur date. Vos avis restent sur les pages des parfums, signés comme vous les avez écrits (prénom et initiale), rattachés à aucun compte.
- Votre adresse e-mail redevient libre\u00a0: vous pouvez ouvrir avec elle un nouveau compte, qui commence vide.

## Combien de temps nous les conservons {#retention}

- Commandes et factures\u00a0: dix ans, comme l’impose le droit comptable français (article L123-22 du Code de commerce).
- Votre compte\u00a0: jusqu’à ce que vous le supprimiez. Vos commandes passées demeurent pour la durée ci-dessus, sans votre nom ni vos coordonnées.
- Un panier\u00a0: jusqu’à ce que ses parfums soient commandés ou retirés.
- Liens de réinitialisation du mot de passe\u00a0: une heure\u00a0; liens de confirmation d’une adresse\u00a0: trois jours\u00a0; chacun ne fonctionne qu’une fois. Traces des tentatives de connexion\u00a0: une heure environ. Un appareil connecté\u00a0: trente jours, ou jusqu’à sa déconnexion.

## Vos droits {#rights}

Vous pouvez demander à accéder aux données que nous détenons à votre sujet, à les rectifier, à les faire effacer ou à les recevoir dans un format courant (portabilité), à en limiter l’utilisation, ou vous y opposer. Vous pouvez corriger vous-même la plupart d’entre elles dans votre [compte](/account), en obtenir une copie ou y supprimer le compte\u00a0; pour le reste, écrivez à [{privacyEmail}](mailto:{privacyEmail}). Nous répondons dans un délai d’un mois.

Si vous estimez que vos droits n’ont pas été respectés, vous pouvez introduire une réclamation auprès de l’autorité de protection des données de votre pays\u00a0; en France, la CNIL (cnil.fr).`,
  },
};
