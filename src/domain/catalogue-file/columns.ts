// messages: back office
import { type PerfumeTranslatedField, perfumeTranslatedFields, translatedLocales } from '../catalogue/translations';
import type { Locale } from '../i18n/locales';

/**
 * The catalogue file's columns (docs/features/catalogue-file.md): one row per perfume and size, the perfume's own
 * columns repeated on each of its rows. The names are the file's contract: the same in every language.
 */

/** A market as the file prices it: its code names its price column, its currency reads the amounts. */
export interface FileMarket {
  code: string;
  currency: string;
  isDefault: boolean;
}

/** The column of a market's prices (`price_eu`, `price_gb`). */
export const priceColumn = (market: string): string => `price_${market}`;

/** A longevity as the file writes it: "6-8" (hours), '' when not said. */
export const cellOfLongevity = (longevity: { min: number; max: number } | null | undefined): string =>
  longevity ? (longevity.min === longevity.max ? String(longevity.min) : `${longevity.min}-${longevity.max}`) : '';

/**
 * A longevity cell read: '' is none (null), "6-8" or "6–8" (hours, either dash) or one number ("6") a range;
 * anything else is left for the editor's rules to refuse (not a number).
 */
export function longevityOfCell(text: string): { min: number; max: number } | null | string {
  const t = text.trim();
  if (t === '') return null;
  const range = /^(\d{1,3})\s*[-–]\s*(\d{1,3})$/.exec(t);
  if (range) return { min: Number(range[1]), max: Number(range[2]) };
  if (/^\d{1,3}$/.test(t)) return { min: Number(t), max: Number(t) };
  return t;
}

/** The column of a translated field in a language (`description_fr`). */
const translatedColumn = (field: PerfumeTranslatedField, locale: Locale): string => `${field}_${locale}`;

/** The perfume's own columns: the same on each of its rows (or left empty on all but one). */
const PERFUME_COLUMNS = [
  'slug',
  'name',
  'gender',
  'family',
  'new',
  'bestseller',
  'archived',
  'image',
  'notes',
  'description',
  'concentration',
  'longevity',
  'story',
] as const;
type PerfumeColumn = (typeof PERFUME_COLUMNS)[number];

/** The translated columns of every language other than English (`notes_fr`, `description_fr`). */
export const TRANSLATED_COLUMNS: readonly { column: string; field: PerfumeTranslatedField; locale: Locale }[] =
  translatedLocales.flatMap((locale) =>
    perfumeTranslatedFields.map((field) => ({ column: translatedColumn(field, locale), field, locale })),
  );

/** Every column a perfume-level value is read from: its own and its translations. */
export const perfumeLevelColumns: readonly string[] = [...PERFUME_COLUMNS, ...TRANSLATED_COLUMNS.map((t) => t.column)];

/**
 * The file's columns, in the order the export writes them: what is edited most (prices, stock) first, the long
 * texts last. A file may leave out any but the required ones, and list its columns in any order.
 */
export function fileColumns(markets: readonly FileMarket[]): string[] {
  const ordered: (PerfumeColumn | string)[] = [
    'id',
    'slug',
    'name',
    'volume_ml',
    ...markets.map((m) => priceColumn(m.code)),
    'stock',
    'gender',
    'family',
    'new',
    'bestseller',
    'archived',
    'image',
    'concentration',
    'longevity',
    'notes',
    ...TRANSLATED_COLUMNS.filter((t) => t.field === 'notes').map((t) => t.column),
    'description',
    ...TRANSLATED_COLUMNS.filter((t) => t.field === 'description').map((t) => t.column),
    'story',
    ...TRANSLATED_COLUMNS.filter((t) => t.field === 'story').map((t) => t.column),
  ];
  return ordered;
}

/** The columns a file must have: which perfume (id), which size (volume), its name and its price in the default market. */
export function requiredColumns(markets: readonly FileMarket[]): string[] {
  const base = markets.find((m) => m.isDefault) ?? markets[0];
  return ['id', 'name', 'volume_ml', ...(base ? [priceColumn(base.code)] : [])];
}

/**
 * A text a spreadsheet would read as a formula (it starts with `=`, `+`, `-`, `@`, a tab or a return) is written
 * after a `'`, so opening the file never runs it; a text that already starts with `'` before such a character gets
 * one more, so reading the cell (`textOfCell`) gives back exactly the text that was written.
 */
const FORMULA = /^'*[=+\-@\t\r]/;

export const cellOfText = (text: string): string => (FORMULA.test(text) ? `'${text}` : text);

export const textOfCell = (cell: string): string => (cell.startsWith("'") && FORMULA.test(cell) ? cell.slice(1) : cell);

/** A yes-or-no column as the export writes it. */
export const cellOfFlag = (flag: boolean): string => (flag ? 'yes' : 'no');

/** A yes-or-no cell: `yes`/`no` (also `true`/`false`, `1`/`0`, any case); empty is no; anything else undefined. */
export function flagOfCell(cell: string): boolean | undefined {
  const word = cell.trim().toLowerCase();
  if (word === 'yes' || word === 'true' || word === '1') return true;
  if (word === 'no' || word === 'false' || word === '0' || word === '') return false;
  return undefined;
}
