import { msg } from '../../domain/i18n/translator';
import type { Locale } from '../../domain/i18n/locales';
import { type NoteTier, noteKey, notesByTier, notesOf } from '../../domain/catalogue/notes';
import type { NoteWithWords } from '../../domain/catalogue/catalogue';
import { sharedLanguages } from '../i18n/languages';
import type { IngredientRow, PerfumeRow } from './repo';
import { ingredientTranslatedFields, localized } from '../../domain/catalogue/translations';

/**
 * Each note's own words on the product page (issue #51): a note the atelier keeps as an ingredient reads as the
 * ingredient's characteristics (in the request's language, where translated); a note it does not keep, as this
 * glossary's words (catalogue messages, French in locales/fr/server-catalogue.json). Keyed by the note's English
 * name, without case or accents.
 */
const GLOSSARY: Readonly<Record<string, string>> = {
  juniper: msg('Crisp, resinous berries with a cool gin-like brightness'),
  saffron: msg('Leathery, honeyed spice with a golden warmth'),
  'black pepper': msg('Dry, bright heat that wakes the opening'),
  frankincense: msg('Smoky, lemony resin, like a quiet chapel'),
  benzoin: msg('Balsamic, vanilla-soft resin that lingers warm'),
  'clary sage': msg('Herbal, musky sage with a soft amber edge'),
  ambergris: msg('Salty, luminous warmth carried in from the sea'),
};

/** The words of each note the catalogue names, in one language: `words(englishName)`, '' when there are none. */
export type NoteWords = (englishName: string) => string;

/** The notes' words in `locale`, from the ingredients (as `locale` reads them) and the glossary. */
export function noteWordsIn(ingredients: readonly IngredientRow[], locale: Locale): NoteWords {
  const byName = new Map(
    ingredients.map((row) => [
      noteKey(row.name),
      localized(row, row.translations, ingredientTranslatedFields, locale).characteristics,
    ]),
  );
  const tr = sharedLanguages().translator(locale);
  return (name) => {
    const key = noteKey(name);
    const own = byName.get(key);
    if (own !== undefined) return own;
    const glossary = GLOSSARY[key];
    return glossary === undefined ? '' : tr.t(glossary);
  };
}

/**
 * A perfume's notes by tier with their words: the names as `localNotes` gives them (its notes in the request's
 * language, in the same order as the English; a list of another length reads the English), the words found by
 * the English name.
 */
export function pyramidOf(
  row: Pick<PerfumeRow, 'notes' | 'noteSplit'>,
  localNotes: string,
  words: NoteWords,
): Record<NoteTier, NoteWithWords[]> {
  const english = notesOf(row.notes);
  const local = notesOf(localNotes);
  const names = local.length === english.length ? local : english;
  const tiers = notesByTier(english.join(', '), row.noteSplit);
  let at = 0;
  const tier = (list: string[]) => list.map((en) => ({ name: names[at++] ?? en, words: words(en) }));
  const top = tier(tiers.top);
  const middle = tier(tiers.middle);
  const base = tier(tiers.base);
  return { top, middle, base };
}
