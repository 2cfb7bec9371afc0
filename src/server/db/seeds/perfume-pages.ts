import type { Concentration } from '../../../domain/catalogue/catalogue';

/**
 * What the product page tells of each of the 20 perfumes beyond the spec's fields (issue #51): its concentration,
 * how long it lasts on skin (hours) and its perfumer's story, in English and French. Keyed by slug; the seed
 * writes them with the perfume, and migration 0037 gave them to the perfumes of a store seeded before.
 */
export interface PerfumePageSeed {
  concentration: Concentration;
  longevity: readonly [min: number, max: number];
  story: string;
  fr: { story: string };
}

export const perfumePageSeeds: Readonly<Record<string, PerfumePageSeed>> = {
  'rose-de-minuit': {
    concentration: 'eau_de_parfum',
    longevity: [8, 10],
    story:
      'Camille Arnaud composed Rose de Minuit after a summer evening in a Grasse garden, when the roses still held the heat of the day. She kept the patchouli dark and the pepper bright, so the flower never turns sweet.',
    fr: {
      story:
        'Camille Arnaud a composé Rose de Minuit après une soirée d’été dans un jardin de Grasse, quand les roses gardaient encore la chaleur du jour. Elle a voulu un patchouli sombre et un poivre lumineux, pour que la fleur ne devienne jamais sucrée.',
    },
  },
  'iris-lumiere': {
    concentration: 'eau_de_parfum',
    longevity: [6, 8],
    story:
      'Élise Moreau waited three years for an iris butter pale enough for this perfume. She wanted the quiet of a linen cupboard opened in the morning, and a cedar so fine it reads as a pencil line.',
    fr: {
      story:
        'Élise Moreau a attendu trois ans un beurre d’iris assez pâle pour ce parfum. Elle cherchait le calme d’une armoire à linge ouverte au matin, et un cèdre si fin qu’il se lit comme un trait de crayon.',
    },
  },
  'neroli-soleil': {
    concentration: 'eau_de_toilette',
    longevity: [4, 6],
    story:
      'Julien Bastide wrote Néroli Soleil on the terrace of a bitter-orange grove near Vallauris, in the week the blossom is picked. It is a short, luminous formula: neroli, orange blossom and a clean musk to hold the light.',
    fr: {
      story:
        'Julien Bastide a écrit Néroli Soleil sur la terrasse d’une orangeraie de bigaradiers près de Vallauris, la semaine de la cueillette des fleurs. Une formule courte et lumineuse : néroli, fleur d’oranger et un musc net pour retenir la lumière.',
    },
  },
  'tubereuse-velours': {
    concentration: 'extrait',
    longevity: [10, 12],
    story:
      'Camille Arnaud treats tuberose as a night flower, never a loud one. Here its absolute is softened with mandarin and laid on creamy sandalwood, at the strength of an extrait, so a single touch lasts the evening.',
    fr: {
      story:
        'Camille Arnaud traite la tubéreuse en fleur de nuit, jamais en fleur bruyante. Son absolue est adoucie de mandarine et posée sur un santal crémeux, à la concentration d’un extrait : une seule touche tient toute la soirée.',
    },
  },
  'jasmin-nocturne': {
    concentration: 'eau_de_parfum',
    longevity: [8, 10],
    story:
      'Inès Laurent remembered jasmine opening in the dark in her grandmother’s courtyard. She set it between green cardamom and a thread of oud, so the flower stays cool while the base grows warm.',
    fr: {
      story:
        'Inès Laurent se souvenait du jasmin qui s’ouvre dans le noir, dans la cour de sa grand-mère. Elle l’a placé entre une cardamome verte et un fil d’oud : la fleur reste fraîche pendant que le fond se réchauffe.',
    },
  },
  'violette-poudree': {
    concentration: 'eau_de_parfum',
    longevity: [6, 8],
    story:
      'Élise Moreau found the idea in an old powder compact, its violet scent almost gone. She brightened it with lemon and let tonka bean give it the softness of skin.',
    fr: {
      story:
        'Élise Moreau en a trouvé l’idée dans un vieux poudrier dont le parfum de violette s’était presque effacé. Elle l’a éclairé de citron et a laissé la fève tonka lui donner la douceur d’une peau.',
    },
  },
  'ylang-dore': {
    concentration: 'eau_de_parfum',
    longevity: [8, 10],
    story:
      'Inès Laurent chose an ylang-ylang from Mayotte for its note of warm banana leaf. Bergamot keeps it bright and a golden amber holds it close, like late sun on the shoulders.',
    fr: {
      story:
        'Inès Laurent a choisi un ylang-ylang de Mayotte pour sa note de feuille de bananier tiède. La bergamote le garde lumineux et un ambre doré le tient près de la peau, comme un soleil tardif sur les épaules.',
    },
  },
  'matin-au-jardin': {
    concentration: 'eau_de_toilette',
    longevity: [4, 6],
    story:
      'Julien Bastide composed Matin au Jardin from what he crushes between his fingers on his morning walk: basil, geranium leaves, damp earth. Vetiver keeps the green close after the dew has gone.',
    fr: {
      story:
        'Julien Bastide a composé Matin au Jardin avec ce qu’il froisse entre ses doigts lors de sa promenade du matin : basilic, feuilles de géranium, terre humide. Le vétiver garde ce vert près de la peau une fois la rosée partie.',
    },
  },
  'vanille-cachemire': {
    concentration: 'extrait',
    longevity: [10, 12],
    story:
      'Camille Arnaud wanted a vanilla that feels worn rather than eaten. Madagascar pods, a breath of cinnamon and mandarin, and the concentration of an extrait make it sit on skin like a soft knit.',
    fr: {
      story:
        'Camille Arnaud voulait une vanille que l’on porte plutôt qu’une vanille que l’on goûte. Des gousses de Madagascar, un souffle de cannelle et de mandarine, et la concentration d’un extrait la posent sur la peau comme une maille douce.',
    },
  },
  'muse-blanche': {
    concentration: 'eau_de_toilette',
    longevity: [4, 6],
    story:
      'Élise Moreau wrote Muse Blanche as the scent of clean skin and a white shirt. Lemon and jasmine rise lightly before a transparent musk settles, close and discreet.',
    fr: {
      story:
        'Élise Moreau a écrit Muse Blanche comme l’odeur d’une peau propre et d’une chemise blanche. Le citron et le jasmin s’élèvent légèrement, puis un musc transparent se pose, proche et discret.',
    },
  },
  'cedre-boreal': {
    concentration: 'eau_de_parfum',
    longevity: [6, 8],
    story:
      'Julien Bastide brought Cèdre Boréal back from a winter in the Jura: cold air, juniper on the path, a cabin’s cedar walls. Violet leaf softens the wood without warming it too much.',
    fr: {
      story:
        'Julien Bastide a rapporté Cèdre Boréal d’un hiver dans le Jura : l’air froid, le genièvre au bord du chemin, les murs de cèdre d’un chalet. La feuille de violette adoucit le bois sans trop le réchauffer.',
    },
  },
  'vetiver-gris': {
    concentration: 'eau_de_toilette',
    longevity: [6, 8],
    story:
      'Inès Laurent wanted vetiver in grey flannel rather than green grass. Grapefruit sharpens the opening, geranium adds a mineral edge, and the Haitian vetiver dries down smooth and smoky.',
    fr: {
      story:
        'Inès Laurent voulait un vétiver en flanelle grise plutôt qu’en herbe verte. Le pamplemousse aiguise l’ouverture, le géranium apporte une touche minérale, et le vétiver d’Haïti s’assèche en un fond lisse et fumé.',
    },
  },
  'oud-fume': {
    concentration: 'extrait',
    longevity: [12, 14],
    story:
      'Camille Arnaud composed Oud Fumé around a rare oud oil aged in the house’s own cellar. Saffron and rose give it a leather glove’s warmth; it is our deepest extrait, meant for a single drop.',
    fr: {
      story:
        'Camille Arnaud a composé Oud Fumé autour d’une huile d’oud rare, vieillie dans la cave de la maison. Le safran et la rose lui donnent la chaleur d’un gant de cuir ; c’est notre extrait le plus profond, pensé pour une seule goutte.',
    },
  },
  'santal-sauvage': {
    concentration: 'eau_de_parfum',
    longevity: [8, 10],
    story:
      'Julien Bastide paired creamy sandalwood with cardamom after a journey through Kerala’s spice gardens. Iris keeps the whole dry and elegant, a wood with a clean collar.',
    fr: {
      story:
        'Julien Bastide a associé un santal crémeux à la cardamome au retour d’un voyage dans les jardins d’épices du Kerala. L’iris garde l’ensemble sec et élégant, un bois au col net.',
    },
  },
  'lavande-noire': {
    concentration: 'eau_de_parfum',
    longevity: [6, 8],
    story:
      'Inès Laurent grew up among the lavender fields of the Drôme and wanted to show their evening side. Cinnamon and tonka bean darken the flower until it reads almost as a fougère by candlelight.',
    fr: {
      story:
        'Inès Laurent a grandi parmi les champs de lavande de la Drôme et voulait en montrer le versant du soir. La cannelle et la fève tonka assombrissent la fleur jusqu’à en faire presque une fougère à la lueur d’une bougie.',
    },
  },
  'bergamote-azur': {
    concentration: 'eau_de_toilette',
    longevity: [4, 6],
    story:
      'Élise Moreau composed Bergamote Azur for the first swim of the summer. Calabrian bergamot and jasmine sparkle like light on water, and a soft musk stays after the salt has dried.',
    fr: {
      story:
        'Élise Moreau a composé Bergamote Azur pour la première baignade de l’été. La bergamote de Calabre et le jasmin scintillent comme la lumière sur l’eau, et un musc doux demeure une fois le sel séché.',
    },
  },
  'ambre-fauve': {
    concentration: 'extrait',
    longevity: [10, 12],
    story:
      'Camille Arnaud built Ambre Fauve like a fire laid in a stone hearth: mandarin peel for the spark, cinnamon for the crackle, and a resinous amber that glows for hours.',
    fr: {
      story:
        'Camille Arnaud a construit Ambre Fauve comme un feu préparé dans une cheminée de pierre : l’écorce de mandarine pour l’étincelle, la cannelle pour le crépitement, et un ambre résineux qui rougeoie pendant des heures.',
    },
  },
  'patchouli-noir': {
    concentration: 'eau_de_parfum',
    longevity: [8, 10],
    story:
      'Julien Bastide chose a patchouli from Sulawesi, distilled from old leaves, for its cocoa and earth. Black pepper and geranium keep it sharp, never heavy.',
    fr: {
      story:
        'Julien Bastide a choisi un patchouli de Sulawesi, distillé à partir de feuilles anciennes, pour ses notes de cacao et de terre. Le poivre noir et le géranium le gardent vif, jamais lourd.',
    },
  },
  'encens-celeste': {
    concentration: 'eau_de_parfum',
    longevity: [8, 10],
    story:
      'Inès Laurent wrote Encens Céleste after a morning in an empty Romanesque church, the smoke of the last service still in the air. Frankincense and benzoin rise together, lifted by a spark of pink pepper.',
    fr: {
      story:
        'Inès Laurent a écrit Encens Céleste après une matinée dans une église romane déserte, où flottait encore la fumée du dernier office. L’oliban et le benjoin s’élèvent ensemble, portés par une étincelle de baies roses.',
    },
  },
  'bois-flotte': {
    concentration: 'eau_de_toilette',
    longevity: [4, 6],
    story:
      'Élise Moreau found the idea for Bois Flotté on a beach in Brittany, in a piece of wood bleached by the sea. Lemon and clary sage for the wind, ambergris for the salt that stays on the skin.',
    fr: {
      story:
        'Élise Moreau a trouvé l’idée de Bois Flotté sur une plage de Bretagne, dans un morceau de bois blanchi par la mer. Le citron et la sauge sclarée pour le vent, l’ambre gris pour le sel qui reste sur la peau.',
    },
  },
};
