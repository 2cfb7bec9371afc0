import type { Db } from './client';
import { seededSizePriceCents } from '../../domain/catalogue/sizes';
import { ingredients, perfumeSizes, perfumes } from './tables';
import { ingredientSeeds } from './seeds/ingredients';
import { materialDensities, materialSeeds } from './seeds/materials';
import { perfumeSeeds } from './seeds/perfumes';
import { toMilliPercent } from '../../domain/atelier/label';
import { and, eq } from 'drizzle-orm';

/**
 * Inserts the catalogue once, with its French (a store made before the languages got the seeded rows'
 * French from migration 0028). Rows that exist (by slug) are left as they are, so a restart never
 * overwrites what an operator changed.
 */
export async function seedCatalogue(db: Db): Promise<void> {
  const added = await db
    .insert(perfumes)
    .values(
      perfumeSeeds.map((p) => ({
        slug: p.slug,
        name: p.name,
        priceCents: p.priceCents,
        imageSrc: `/images/perfumes/${p.slug}.svg`,
        notes: p.notes,
        description: p.description,
        gender: p.gender,
        family: p.family,
        isNew: p.isNew,
        isBestseller: p.isBestseller,
        translations: { fr: p.fr },
      })),
    )
    .onConflictDoNothing({ target: perfumes.slug })
    .returning({ id: perfumes.id, priceCents: perfumes.priceCents });
  // The perfumes just added come in 30 ml and 100 ml besides their 50 ml (decision 060).
  if (added.length > 0)
    await db
      .insert(perfumeSizes)
      .values(
        added.flatMap((p) =>
          [30, 100].map((volumeMl) => ({
            perfumeId: p.id,
            volumeMl,
            priceCents: seededSizePriceCents(p.priceCents, volumeMl),
          })),
        ),
      )
      .onConflictDoNothing();
  await db
    .insert(ingredients)
    .values(
      ingredientSeeds.map((i) => ({
        slug: i.slug,
        name: i.name,
        characteristics: i.characteristics,
        imageSrc: `/images/ingredients/${i.slug}.svg`,
        category: i.category,
        translations: { fr: i.fr },
        densityMilli: materialDensities[i.slug] === undefined ? null : Math.round(materialDensities[i.slug]! * 1000),
      })),
    )
    .onConflictDoNothing({ target: ingredients.slug });
  // What each seeded material is (decision 064), written where nobody has said yet (its grade empty):
  // a store seeded before the atelier learns it; an operator's values are never overwritten.
  for (const [slug, m] of Object.entries(materialSeeds))
    await db
      .update(ingredients)
      .set({
        grade: m.grade,
        ifraLimitMilli: m.ifraLimit === null ? null : toMilliPercent(m.ifraLimit),
        allergens: m.allergens.map(([inci, percent]) => ({ inci, percent })),
      })
      .where(and(eq(ingredients.slug, slug), eq(ingredients.grade, '')));
}
