import type {
  AdminIngredient,
  AdminPerfume,
  IngredientInput,
  MissingTranslations,
  PerfumeInput,
  PerfumeUpdate,
} from '../../domain/catalogue/admin-schemas';
import {
  ingredientTranslatedFields,
  missingFields,
  perfumeTranslatedFields,
  translatedLocales,
} from '../../domain/catalogue/translations';
import type { Material } from '../../domain/atelier/label';
import type { NoteGroup } from '../../domain/bespoke/bespoke';
import type { AuditService } from '../audit/service';
import type { Db } from '../db/client';
import { ingredient } from './back-office/ingredients';
import { ItemEdits } from './back-office/item-edits';
import { perfumeKind } from './back-office/perfumes';
import type { BackInStock } from './back-in-stock';
import { toIngredient } from './present';
import { listAllIngredients, listIngredients } from './repo';
import { listPerfumesToTranslate } from './back-office/repo';
import type { CatalogueSnapshot } from './snapshot';
import type { WebhookEvents } from '../webhooks/service';

/** What CatalogueBackOffice is built from (services.ts gives each by name). */
export interface CatalogueBackOfficeDeps {
  db: Db;
  catalogue: Pick<CatalogueSnapshot, 'changedOnCommit'>;
  audit: AuditService;
  backInStock: Pick<BackInStock, 'sizesBack' | 'waiting'>;
  /** A perfume's edit is `perfume.updated` for the webhooks' endpoints, its prices in this currency (issue #49). */
  webhooks: { events: WebhookEvents; currency: string };
}

/**
 * The back office's catalogue: every perfume and ingredient, archived ones too, and the admin's
 * edits of them. The perfumes and ingredients tables are written here (their bottles by
 * CatalogueStock); the storefront's snapshot is reloaded after each edit. What each kind of item is
 * (its fields, its audit, what it keeps beside its row) is in back-office/perfumes.ts and
 * back-office/ingredients.ts; the edits all kinds share, in back-office/item-edits.ts; their
 * queries, in back-office/repo.ts.
 */
export class CatalogueBackOffice {
  readonly perfumes: ItemEdits<'perfume', PerfumeInput, AdminPerfume, PerfumeUpdate>;
  readonly ingredients: ItemEdits<'ingredient', IngredientInput, AdminIngredient>;

  private readonly backInStock: Pick<BackInStock, 'sizesBack' | 'waiting'>;

  constructor({ db, catalogue, audit, backInStock, webhooks }: CatalogueBackOfficeDeps) {
    this.backInStock = backInStock;
    this.perfumes = new ItemEdits({ of: perfumeKind(backInStock, webhooks), db, catalogue, audit });
    this.ingredients = new ItemEdits({ of: ingredient, db, catalogue, audit });
    this.db = db;
  }

  private readonly db: Db;

  /** Every perfume, archived ones too, with how many addresses wait for each size ("Notify me"). */
  async perfumeList(): Promise<AdminPerfume[]> {
    const [list, waiting] = await Promise.all([this.perfumes.list(), this.backInStock.waiting()]);
    return list.map((p) => {
      const bySize = waiting.get(p.id);
      const sizes = p.sizes.map((s) => ({ ...s, waiting: bySize?.get(s.volume) ?? 0 }));
      return { ...p, sizes, waiting: sizes.reduce((sum, s) => sum + s.waiting, 0) };
    });
  }

  /**
   * What the storefront still shows in English (docs/decisions/069-languages.md): per language other than
   * English, each perfume and ingredient on sale with the translatable fields it lacks (archived ones wait
   * until they are restored).
   */
  async missingTranslations(): Promise<MissingTranslations> {
    const [perfumes, ingredients] = await Promise.all([listPerfumesToTranslate(this.db), listIngredients(this.db)]);
    return translatedLocales.map((locale) => ({
      locale,
      perfumes: perfumes
        .map((p) => ({
          id: p.id,
          name: p.name,
          // A perfume without a story (in English) has none to translate.
          missing: missingFields(p.translations, perfumeTranslatedFields, locale).filter(
            (f) => f !== 'story' || p.story.trim() !== '',
          ),
        }))
        .filter((p) => p.missing.length > 0),
      ingredients: ingredients
        .map((i) => ({
          id: i.id,
          name: i.name,
          missing: missingFields(i.translations, ingredientTranslatedFields, locale),
        }))
        .filter((i) => i.missing.length > 0),
    }));
  }

  /**
   * Every ingredient as a material (decision 064), archived ones too (a paid formula may name one),
   * with its slug (the seed's table of lifestyle notes names ingredients by slug), read in `db`.
   */
  async materials(db: Db = this.db): Promise<(Material & { slug: string; category: NoteGroup })[]> {
    return (await listAllIngredients(db)).map((row) => {
      const i = toIngredient(row);
      return {
        id: i.id,
        slug: row.slug,
        name: i.name,
        category: i.category,
        ifraLimit: i.ifraLimit,
        allergens: i.allergens,
        density: i.density,
      };
    });
  }
}
