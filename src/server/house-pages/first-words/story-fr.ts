import type { HousePageSlug } from '../../../domain/pages/house-text';

/** Les premiers mots des pages qui racontent la maison, en français : à propos, la collection, les lettres des clients. */
export const STORY_WORDS_FR: Record<
  Extract<HousePageSlug, 'about' | 'collections' | 'testimonials'>,
  { intro: string; body: string }
> = {
  about: {
    intro:
      'Maison Lumière est une petite maison de parfum qui compose des fragrances, vous conseille un parfum qui vous ressemble et vous aide à créer le vôtre. Quel que soit le chemin qui vous mène à nous, le savoir-faire derrière le flacon est le même.',
    body: `## Mission {#mission}

Rendre à la haute parfumerie son caractère personnel\u00a0: des parfums composés avec soin, expliqués avec franchise et, si vous le souhaitez, faits pour une seule personne.

Le parfum se faisait autrefois sur mesure, pour un commanditaire et une saison. Au fil du temps, il est devenu un produit fait pour tout le monde et pour personne. Nous gardons l’ancienne discipline de l’atelier, la pesée, le repos, la patience, et l’associons à des outils qui vous permettent de prendre part vous-même à la composition.

## Valeurs {#values}

### Savoir-faire
Chaque formule est pesée, mise en macération et filtrée à la main en petites séries, puis laissée au repos avant d’être mise en flacon\u00a0: un parfum fait pour vous quitte l’atelier en {madeToOrderDays} jours environ.

### Approvisionnement responsable
Nous achetons nos matières naturelles à des producteurs que nous connaissons par leur nom\u00a0: bergamote de Calabre, jasmin de Grasse, vétiver d’Haïti, santal issu de plantations gérées.

### Expression personnelle
Un parfum se porte plus près de soi que n’importe quel vêtement. Nous croyons qu’il doit dire quelque chose de vrai sur la personne qui le porte, et non sur une tendance.

### Composition transparente
Nous montrons ce que contient chaque flacon, note par note, et fixons nos prix d’après ce qui y entre, jamais d’après la valeur de l’étiquette.

## Parcours {#journey}

### 2020 · L’atelier ouvre ses portes
Deux parfumeurs et un seul orgue de 120 matières premières commencent à composer dans un petit atelier, une formule après l’autre.

### 2021 · La première collection
Dix parfums, cinq pour elle et cinq pour lui, sont lancés en ligne, et leurs premières séries s’épuisent en une saison.

### 2022 · Le configurateur
Un questionnaire en quatre étapes traduit votre façon de vivre en un conseil personnel, avec votre nom sur l’étiquette.

### 2023 · La création sur mesure
Notre atelier de formules ouvre l’orgue à tous\u00a0: choisissez une concentration et composez la tête, le cœur et le fond, goutte à goutte.

### 2024 · Vingt signatures
La collection s’agrandit jusqu’à vingt parfums, chacun décrit note par note, d’un hespéridé frais à un oud fumé.`,
  },

  collections: {
    intro:
      '{PerfumeCount} parfums, chacun composé autour d’un seul souvenir\u00a0: un jardin après la pluie, une bibliothèque reliée de cuir, le sel qui sèche sur une peau chaude.',
    body: `## Pour elle {#women}

Des floraux lumineux, des muscs légers et des ambres doucement épicés, composés pour rester près de la peau et s’y attarder.

## Pour lui {#men}

Des bois, des résines, des herbes aromatiques et des agrumes frais, composés avec retenue et faits pour durer toute la journée.`,
  },

  testimonials: {
    intro: 'Trois des lettres que nous gardons\u00a0: ce que nos clients nous ont écrit une fois leur parfum arrivé.',
    body: `### Élodie Marchand · Directrice artistique · 5
J’ai répondu à quelques questions sur mes matins au bord de la mer et mon faible pour les vieilles roseraies. Le parfum que j’ai reçu donnait l’impression que quelqu’un avait discrètement pris des notes sur ma vie.

### Julien Okafor · Architecte · 4,5
Composer mon propre parfum goutte à goutte m’a passionné, dans le meilleur sens du terme. Le guide de contenance a gardé la formule équilibrée, et le flacon qui porte mon nom trône désormais sur mon bureau.

### Hannah Whitfield · Architecte d’intérieur · 5
La collection est choisie avec une vraie retenue. Les notes sont décrites si clairement que choisir en ligne revient à choisir au comptoir, et le parfum tient jusque tard dans la soirée.`,
  },
};
