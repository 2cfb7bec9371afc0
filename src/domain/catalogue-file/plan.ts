// messages: back office
import {
  type PerfumeInput,
  type PerfumeUpdate,
  perfumeInputSchema,
  perfumeUpdateSchema,
} from '../catalogue/admin-schemas';
import type { Concentration, Gender, PerfumeFamily } from '../catalogue/catalogue';
import { defaultVolume } from '../catalogue/sizes';
import type { PerfumeTranslations } from '../catalogue/translations';
import { minorFromText, textOfMinor, toMajorIn, toMinor } from '../currency/currency';
import { msg } from '../i18n/translator';
import { marketPricesInputSchema } from '../markets/schemas';
import {
  cellOfFlag,
  cellOfLongevity,
  cellOfText,
  longevityOfCell,
  type FileMarket,
  fileColumns,
  flagOfCell,
  perfumeLevelColumns,
  priceColumn,
  requiredColumns,
  textOfCell,
  TRANSLATED_COLUMNS,
} from './columns';
import type { RowAction, RowReport } from './schemas';

/**
 * The catalogue file's rules, pure (docs/features/catalogue-file.md): the catalogue written as rows of cells
 * (`catalogueTable`), and a file's rows read against the catalogue (`planImport`): what each row changes, the
 * errors at their line and column, and the editor's inputs that make those changes. Every perfume is checked by
 * the back office editor's own schemas (src/domain/catalogue/admin-schemas.ts), every market price by the Markets
 * tab's (src/domain/markets/schemas.ts): the file has no rules of its own about what a perfume may be.
 */

/** A size as the file sees it: its default market price and stock, and the prices fixed in the other markets. */
interface FileSize {
  volume: number;
  /** In minor units of the default market's currency. */
  priceMinor: number;
  stock: number | null;
  /** Market code → minor units of its currency, for the markets other than the default where the owner fixed it. */
  fixed: Readonly<Record<string, number>>;
}

/** A perfume as the file sees it, archived ones too. */
export interface FilePerfume {
  id: number;
  slug: string;
  name: string;
  gender: Gender;
  family: PerfumeFamily;
  notes: string;
  description: string;
  /** Issue #51: eau de toilette, eau de parfum or extrait; how long it lasts (hours); the perfumer's story. */
  concentration: Concentration;
  longevity: { min: number; max: number } | null;
  story: string;
  translations: PerfumeTranslations;
  imageSrc: string;
  isNew: boolean;
  isBestseller: boolean;
  archived: boolean;
  /** Its default size's volume. */
  volume: number;
  sizes: readonly FileSize[];
}

export interface FileCatalogue {
  markets: readonly FileMarket[];
  perfumes: readonly FilePerfume[];
}

/** A catalogue message with its values: the server says it in the request's language. */
interface Said {
  id: string;
  values?: Record<string, string | number>;
}

/** A record of the file: its cells, the line it starts on and the row a spreadsheet shows it on. */
export interface FileRecord {
  line: number;
  row: number;
  cells: readonly string[];
}

export interface PlannedError {
  line: number;
  row: number;
  column: string;
  message: Said;
}

/** What applying the file writes for one perfume, through the editor's service and the markets'. */
interface PerfumeWrite {
  /** Null: the perfume is created. */
  id: number | null;
  /** A new perfume's slug, when the file names one (else it is made from the name, as the editor does). */
  slug?: string;
  /** The editor's input (its create or its update); absent when its own columns and sizes stay as they are. */
  input?: PerfumeInput | PerfumeUpdate;
  /** Archived (true) or put back on sale (false), when that changes. */
  archived?: boolean;
  /** Prices fixed (major units of the market's currency) or cleared (null: derived) in the other markets. */
  prices: { market: string; volume: number; price: number | null }[];
}

export interface ImportPlan {
  created: number;
  updated: number;
  unchanged: number;
  errors: PlannedError[];
  rows: RowReport[];
  /** Empty when there are errors: a file is applied whole or not at all. */
  writes: PerfumeWrite[];
}

const baseMarketOf = (markets: readonly FileMarket[]): FileMarket => {
  const base = markets.find((m) => m.isDefault) ?? markets[0];
  if (!base) throw new Error('The shop has no market');
  return base;
};

const stockText = (stock: number | null): string => (stock === null ? '' : String(stock));

/** The catalogue as the file's rows of cells: its header, then one row per perfume and size (by id, then volume). */
export function catalogueTable({ markets, perfumes }: FileCatalogue): string[][] {
  const columns = fileColumns(markets);
  const base = baseMarketOf(markets);
  const rows = perfumes
    .toSorted((a, b) => a.id - b.id)
    .flatMap((p) => {
      const own: Record<string, string> = {
        id: String(p.id),
        slug: cellOfText(p.slug),
        name: cellOfText(p.name),
        gender: p.gender,
        family: p.family,
        new: cellOfFlag(p.isNew),
        bestseller: cellOfFlag(p.isBestseller),
        archived: cellOfFlag(p.archived),
        image: cellOfText(p.imageSrc),
        notes: cellOfText(p.notes),
        description: cellOfText(p.description),
        concentration: p.concentration,
        longevity: cellOfLongevity(p.longevity),
        story: cellOfText(p.story),
      };
      for (const t of TRANSLATED_COLUMNS) own[t.column] = cellOfText(p.translations[t.locale]?.[t.field] ?? '');
      return p.sizes
        .toSorted((a, b) => a.volume - b.volume)
        .map((s) => {
          const cells: Record<string, string> = { ...own, volume_ml: String(s.volume), stock: stockText(s.stock) };
          for (const m of markets) {
            const minor = m.code === base.code ? s.priceMinor : s.fixed[m.code];
            cells[priceColumn(m.code)] = minor === undefined ? '' : textOfMinor(minor, m.currency);
          }
          return columns.map((c) => cells[c] ?? '');
        });
    });
  return [columns, ...rows];
}

/** A record's cells by column (only the columns the file has). */
interface ReadRow {
  line: number;
  row: number;
  cells: ReadonlyMap<string, string>;
}

/** One perfume's rows in the file: an existing perfume's (by id) or a new one's (by slug, else by name). */
interface Group {
  current: FilePerfume | undefined;
  rows: ReadRow[];
}

const NUMBER = /^-?\d+(\.\d+)?$/;
const WHOLE = /^\d+$/;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const MAX_SLUG = 80;

/** A number cell as the editor's schema reads it: a number when it is one, else the text (its schema says why not). */
const numberOrText = (cell: string): number | string => (NUMBER.test(cell) ? Number(cell) : cell);

/** The editor's field behind a path of its schema's issue, as the file's column. */
const FIELD_COLUMNS: Readonly<Record<string, string>> = {
  imageSrc: 'image',
  isNew: 'new',
  isBestseller: 'bestseller',
};

/** Reads the header: each cell's column (null: an empty, ignored column), or the errors that stop the import. */
function readHeader(
  header: FileRecord,
  markets: readonly FileMarket[],
): { columns: (string | null)[]; errors: PlannedError[] } {
  const known = new Set(fileColumns(markets));
  const errors: PlannedError[] = [];
  const at = (column: string, message: Said) => errors.push({ line: header.line, row: header.row, column, message });
  const seen = new Set<string>();
  const columns = header.cells.map((cell) => {
    const column = cell.trim().toLowerCase();
    if (column === '') return null;
    if (!known.has(column))
      at(column, {
        id: msg('Unknown column {column}: the columns are those of the exported file'),
        values: { column },
      });
    else if (seen.has(column)) at(column, { id: msg('The column {column} is there twice'), values: { column } });
    seen.add(column);
    return column;
  });
  for (const column of requiredColumns(markets))
    if (!seen.has(column)) at(column, { id: msg('The column {column} is missing'), values: { column } });
  return { columns, errors };
}

/**
 * A file's records (the header first) read against the catalogue: every error at its line and column, what each
 * row changes, the counts of perfumes created, updated and unchanged, and (when there is no error) what to write.
 */
export function planImport(records: readonly FileRecord[], catalogue: FileCatalogue): ImportPlan {
  const plan: ImportPlan = { created: 0, updated: 0, unchanged: 0, errors: [], rows: [], writes: [] };
  const [header, ...body] = records;
  if (!header) {
    plan.errors.push({ line: 1, row: 1, column: '', message: { id: msg('The file is empty: it has no header') } });
    return plan;
  }
  const { columns, errors } = readHeader(header, catalogue.markets);
  if (errors.length > 0) return { ...plan, errors };

  const byId = new Map(catalogue.perfumes.map((p) => [p.id, p]));
  const groups = new Map<string, Group>();
  for (const record of body) {
    const fail = (column: string, message: Said) =>
      plan.errors.push({ line: record.line, row: record.row, column, message });
    if (record.cells.every((c) => c.trim() === '')) continue;
    if (record.cells.length > columns.length) {
      fail('', {
        id: msg('This line has {count} cells where the header has {columns}: a text with a comma must be in quotes'),
        values: { count: record.cells.length, columns: columns.length },
      });
      continue;
    }
    const cells = new Map<string, string>();
    columns.forEach((column, i) => {
      if (column !== null) cells.set(column, record.cells[i] ?? '');
    });
    const read: ReadRow = { line: record.line, row: record.row, cells };
    const idCell = (cells.get('id') ?? '').trim();
    let key: string;
    let current: FilePerfume | undefined;
    if (idCell === '') {
      const slug = textOfCell(cells.get('slug') ?? '').trim();
      const name = textOfCell(cells.get('name') ?? '').trim();
      key = slug !== '' ? `slug:${slug}` : name !== '' ? `name:${name}` : `line:${record.line}`;
    } else if (!WHOLE.test(idCell)) {
      fail('id', { id: msg('The id is a perfume’s number, or empty for a new perfume') });
      continue;
    } else {
      current = byId.get(Number(idCell));
      if (!current) {
        fail('id', {
          id: msg('No perfume has the id {id}: leave the id empty to add a new perfume'),
          values: { id: idCell },
        });
        continue;
      }
      key = `id:${current.id}`;
    }
    const group = groups.get(key) ?? { current, rows: [] };
    group.rows.push(read);
    groups.set(key, group);
  }

  const bySlug = new Map(catalogue.perfumes.map((p) => [p.slug, p]));
  for (const group of groups.values()) planPerfume(group, catalogue.markets, bySlug, plan);
  plan.rows.sort((a, b) => a.line - b.line);
  // One message per cell: a price refused by the perfume's rule and by its size's says so once.
  const once = new Set<string>();
  plan.errors = plan.errors
    .filter((e) => {
      const key = `${e.line}\u0000${e.column}\u0000${e.message.id}\u0000${JSON.stringify(e.message.values ?? {})}`;
      if (once.has(key)) return false;
      once.add(key);
      return true;
    })
    .sort((a, b) => a.line - b.line || a.column.localeCompare(b.column));
  if (plan.errors.length > 0) plan.writes = [];
  return plan;
}

/** A perfume-level value: the one text its rows give (the same on each, or left empty on some), and where. */
interface Value {
  text: string;
  line: number;
  row: number;
}

/** Plans one perfume's rows: its checks, its row reports, its write. */
function planPerfume(
  group: Group,
  markets: readonly FileMarket[],
  bySlug: ReadonlyMap<string, FilePerfume>,
  plan: ImportPlan,
): void {
  const { current } = group;
  const rows = group.rows.toSorted((a, b) => a.line - b.line);
  const first = rows[0]!;
  const base = baseMarketOf(markets);
  const basePrice = priceColumn(base.code);
  const otherMarkets = markets.filter((m) => m.code !== base.code && first.cells.has(priceColumn(m.code)));
  const hasStock = first.cells.has('stock');
  const errorsBefore = plan.errors.length;
  const fail = (at: { line: number; row: number }, column: string, message: Said) =>
    plan.errors.push({ line: at.line, row: at.row, column, message });

  // The perfume's own columns as they are (an existing perfume's), to tell a row that changes one from a row that repeats it.
  const wasText: Record<string, string> = {};
  if (current) {
    Object.assign(wasText, {
      slug: current.slug,
      name: current.name.trim(),
      gender: current.gender,
      family: current.family,
      new: cellOfFlag(current.isNew),
      bestseller: cellOfFlag(current.isBestseller),
      archived: cellOfFlag(current.archived),
      image: current.imageSrc.trim(),
      notes: current.notes.trim(),
      description: current.description.trim(),
      concentration: current.concentration,
      longevity: cellOfLongevity(current.longevity),
      story: current.story.trim(),
    });
    for (const t of TRANSLATED_COLUMNS) wasText[t.column] = (current.translations[t.locale]?.[t.field] ?? '').trim();
  }

  // The perfume's own columns: one value across its rows. A row may change it and the others still repeat it as it
  // was (or leave it empty); two rows changing it two ways are an error.
  const values = new Map<string, Value>();
  for (const column of perfumeLevelColumns) {
    if (!first.cells.has(column)) continue;
    const given = rows.flatMap((r) => {
      const text = textOfCell(r.cells.get(column) ?? '').trim();
      return text === '' ? [] : [{ text, line: r.line, row: r.row }];
    });
    const changing = current ? given.filter((g) => g.text !== wasText[column]) : given;
    const chosen = changing[0] ?? given[0];
    for (const g of changing)
      if (g.text !== chosen!.text)
        fail(g, column, {
          id: msg('Line {line} says otherwise: a perfume’s rows agree on its columns (or leave them empty)'),
          values: { line: chosen!.line },
        });
    values.set(column, chosen ?? { text: '', line: first.line, row: first.row });
  }
  const text = (column: string, kept: string | undefined) => values.get(column)?.text ?? kept;
  const flag = (column: string, kept: boolean): boolean => {
    const value = values.get(column);
    if (!value) return kept;
    const read = flagOfCell(value.text);
    if (read === undefined) fail(value, column, { id: msg('Write yes or no') });
    return read ?? kept;
  };

  let slug: string | undefined;
  const slugValue = values.get('slug');
  if (slugValue && slugValue.text !== '') {
    const other = bySlug.get(slugValue.text);
    if (current && slugValue.text !== current.slug)
      fail(slugValue, 'slug', {
        id: msg('A perfume’s slug does not change: this one’s is {slug}'),
        values: { slug: current.slug },
      });
    else if (!current && (!SLUG.test(slugValue.text) || slugValue.text.length > MAX_SLUG))
      fail(slugValue, 'slug', { id: msg('A slug is lower-case letters, digits and hyphens (rose-de-minuit)') });
    else if (!current && other)
      fail(slugValue, 'slug', {
        id: msg('The slug {slug} is already perfume {id}’s: give the row that id to change it, or another slug'),
        values: { slug: slugValue.text, id: other.id },
      });
    else if (!current) slug = slugValue.text;
  }

  const name = text('name', current?.name) ?? '';
  const isNew = flag('new', current?.isNew ?? false);
  const isBestseller = flag('bestseller', current?.isBestseller ?? false);
  const archived = flag('archived', current?.archived ?? false);
  const translations: Record<string, Record<string, string>> = {};
  for (const t of TRANSLATED_COLUMNS) {
    const value = values.get(t.column);
    if (value) (translations[t.locale] ??= {})[t.field] = value.text;
  }

  // Its sizes: one per row.
  const seenVolumes = new Map<number, number>();
  let listedTwice = false;
  const sizes = rows.map((r) => {
    const volumeCell = (r.cells.get('volume_ml') ?? '').trim();
    const volume = volumeCell === '' ? undefined : WHOLE.test(volumeCell) ? Number(volumeCell) : volumeCell;
    if (typeof volume === 'number') {
      const earlier = seenVolumes.get(volume);
      if (earlier !== undefined) {
        listedTwice = true;
        fail(r, 'volume_ml', {
          id: msg('The {volume} ml size of this perfume is already on line {line}'),
          values: { volume, line: earlier },
        });
      } else seenVolumes.set(volume, r.line);
    }
    const priceCell = (r.cells.get(basePrice) ?? '').trim();
    const price = priceCell === '' ? undefined : numberOrText(priceCell);
    const stockCell = (r.cells.get('stock') ?? '').trim();
    const stock = !hasStock ? undefined : stockCell === '' ? null : numberOrText(stockCell);
    const fixed = new Map<string, number | null>();
    for (const m of otherMarkets) {
      const column = priceColumn(m.code);
      const cell = (r.cells.get(column) ?? '').trim();
      if (cell === '') {
        fixed.set(m.code, null);
        continue;
      }
      const read = minorFromText(cell, m.currency);
      if ('minor' in read) {
        // The Markets tab's own rule for a price: not past its most.
        const checked = marketPricesInputSchema.safeParse({
          items: [{ item: 'size', price: toMajorIn(read.minor, m.currency) }],
        });
        if (checked.success) fixed.set(m.code, read.minor);
        else for (const issue of checked.error.issues) fail(r, column, { id: issue.message });
        continue;
      }
      if (read.error === 'decimals') {
        fail(r, column, { id: msg('Price has more decimals than the currency') });
        continue;
      }
      // Not an amount: the Markets tab's rule says why (negative, not a number).
      const checked = marketPricesInputSchema.safeParse({ items: [{ item: 'size', price: numberOrText(cell) }] });
      const said = checked.success ? [msg('Price must be a number')] : checked.error.issues.map((i) => i.message);
      for (const id of said) fail(r, column, { id });
    }
    return { read: r, volume, price, stock, fixed };
  });

  // The editor's own rules (src/domain/catalogue/admin-schemas.ts), on the input its form would send.
  const numericVolumes = sizes.flatMap((s) => (typeof s.volume === 'number' ? [s.volume] : []));
  const defaultAt = Math.max(
    0,
    numericVolumes.length === 0
      ? 0
      : sizes.findIndex((s) => s.volume === defaultVolume(numericVolumes, current?.volume)),
  );
  const sentTranslations = Object.keys(translations).length > 0 ? translations : undefined;
  // Hours as "6-8" (or one number); what is not a range of hours is said at its cell, and changes nothing.
  let longevity: { min: number; max: number } | null | undefined = current?.longevity;
  const longevityValue = values.get('longevity');
  if (longevityValue) {
    const read = longevityOfCell(longevityValue.text);
    if (typeof read === 'string')
      fail(longevityValue, 'longevity', { id: msg('Write the hours it lasts as 6-8, or leave the cell empty') });
    else longevity = read;
  }
  const input = {
    name,
    description: text('description', current?.description),
    notes: text('notes', current?.notes),
    gender: text('gender', current?.gender),
    family: text('family', current?.family),
    price: sizes[defaultAt]?.price,
    isNew,
    isBestseller,
    imageSrc: text('image', current?.imageSrc),
    ...(values.has('concentration') || current
      ? { concentration: (text('concentration', current?.concentration) || undefined) as Concentration | undefined }
      : {}),
    ...(longevity === undefined ? {} : { longevity }),
    ...(values.has('story') || current ? { story: text('story', current?.story) } : {}),
    sizes: sizes.map((s) => ({ volume: s.volume, price: s.price, stock: current ? s.stock : (s.stock ?? null) })),
    ...(sentTranslations ? { translations: sentTranslations } : {}),
  };
  const checked = (current ? perfumeUpdateSchema : perfumeInputSchema).safeParse(input);
  if (!checked.success)
    for (const issue of checked.error.issues) {
      const [field, index, part] = issue.path as (string | number)[];
      const message = { id: issue.message };
      if (field === 'sizes' && typeof index === 'number') {
        const column = part === 'price' ? basePrice : part === 'stock' ? 'stock' : 'volume_ml';
        fail(sizes[index]?.read ?? first, column, message);
      } else if (field === 'sizes') {
        // A volume listed twice is already said at its second line.
        if (!listedTwice || issue.message !== msg('Each volume may be listed once')) fail(first, 'volume_ml', message);
      } else if (field === 'price') fail(sizes[defaultAt]?.read ?? first, basePrice, message);
      else if (field === 'stock') fail(sizes[defaultAt]?.read ?? first, 'stock', message);
      else {
        const column =
          field === 'translations' && typeof index === 'string' && typeof part === 'string'
            ? `${part}_${index}`
            : (FIELD_COLUMNS[String(field)] ?? String(field));
        fail(values.get(column) ?? first, column, message);
      }
    }
  const valid = plan.errors.length === errorsBefore;

  // What changes, row by row: the perfume's own columns on its first row, a size's on its own.
  const shownName = name || current?.name || '';
  const reports = sizes.map((s) => ({
    line: s.read.line,
    row: s.read.row,
    perfumeId: current?.id ?? null,
    perfume: shownName,
    volume: typeof s.volume === 'number' ? s.volume : null,
    action: 'created' as RowAction,
    changes: [] as { column: string; from: string; to: string }[],
  }));
  if (!current) {
    plan.rows.push(...reports);
    plan.created += 1;
    if (valid)
      plan.writes.push({
        id: null,
        ...(slug ? { slug } : {}),
        input: input as PerfumeInput,
        ...(archived ? { archived: true } : {}),
        prices: sizes.flatMap((s) => pricesOf(s.volume as number, s.fixed, otherMarkets)),
      });
    return;
  }

  const now: Record<string, string> = {
    name,
    new: cellOfFlag(isNew),
    bestseller: cellOfFlag(isBestseller),
    archived: cellOfFlag(archived),
  };
  let ownChanged = false;
  for (const column of perfumeLevelColumns) {
    if (column === 'slug' || !values.has(column)) continue;
    const to = now[column] ?? values.get(column)!.text;
    if (to === wasText[column]) continue;
    // Shown on the row that changes it.
    const at = reports.find((r) => r.line === values.get(column)!.line) ?? reports[0]!;
    at.changes.push({ column, from: wasText[column] ?? '', to });
    if (column !== 'archived') ownChanged = true;
  }
  const before = new Map(current.sizes.map((s) => [s.volume, s]));
  const listed = (volumes: number[]) => volumes.toSorted((a, b) => a - b).join(', ');
  const sizesChanged = listed([...before.keys()]) !== listed(numericVolumes);
  if (sizesChanged)
    reports[0]!.changes.push({ column: 'sizes', from: listed([...before.keys()]), to: listed(numericVolumes) });
  const prices: PerfumeWrite['prices'] = [];
  const newDefault = numericVolumes.length > 0 ? defaultVolume(numericVolumes, current.volume) : current.volume;
  let sizeChanged = false;
  const sentSizes = sizes.map((s, i) => {
    const report = reports[i]!;
    const volume = s.volume as number;
    const was = before.get(volume);
    const priceText = typeof s.price === 'number' ? textOfMinor(toMinor(s.price, base.currency), base.currency) : '';
    const stockNow = typeof s.stock === 'number' || s.stock === null ? stockText(s.stock) : '';
    const change = (column: string, from: string, to: string) => {
      if (from !== to) report.changes.push({ column, from, to });
    };
    change(basePrice, was ? textOfMinor(was.priceMinor, base.currency) : '', priceText);
    if (hasStock) change('stock', was ? stockText(was.stock) : '', stockNow);
    if (report.changes.some((c) => c.column === basePrice || c.column === 'stock')) sizeChanged = true;
    for (const m of otherMarkets) {
      if (!s.fixed.has(m.code)) continue;
      const fixedNow = s.fixed.get(m.code) ?? null;
      const fixedWas = was?.fixed[m.code] ?? null;
      if (fixedNow === fixedWas) continue;
      change(
        priceColumn(m.code),
        fixedWas === null ? '' : textOfMinor(fixedWas, m.currency),
        fixedNow === null ? '' : textOfMinor(fixedNow, m.currency),
      );
      prices.push({
        market: m.code,
        volume,
        price: fixedNow === null ? null : toMajorIn(fixedNow, m.currency),
      });
    }
    report.action =
      !was && typeof s.volume === 'number' ? 'created' : report.changes.length > 0 ? 'updated' : 'unchanged';
    // A stock is sent where the file changes it (a size whose stock is left out keeps what sales made it), and for
    // the size that becomes the default one, whose stock moves to the perfume's row.
    const movesToDefault = volume === newDefault && newDefault !== current.volume;
    const stock =
      hasStock && (!was || stockText(was.stock) !== stockNow || movesToDefault)
        ? s.stock
        : movesToDefault
          ? (was?.stock ?? null)
          : undefined;
    return { volume: s.volume, price: s.price, ...(stock === undefined ? {} : { stock }) };
  });
  plan.rows.push(...reports);
  const changed = reports.some((r) => r.changes.length > 0 || r.action === 'created');
  if (changed) plan.updated += 1;
  else plan.unchanged += 1;
  if (!valid || !changed) return;
  const rewrite = ownChanged || sizesChanged || sizeChanged;
  plan.writes.push({
    id: current.id,
    ...(rewrite ? { input: { ...input, sizes: sentSizes } as PerfumeUpdate } : {}),
    ...(archived !== current.archived ? { archived } : {}),
    prices,
  });
}

/** A new perfume's prices fixed in the other markets (a market left empty is derived), in major units. */
function pricesOf(
  volume: number,
  fixed: ReadonlyMap<string, number | null>,
  markets: readonly FileMarket[],
): PerfumeWrite['prices'] {
  return markets.flatMap((m) => {
    const minor = fixed.get(m.code);
    return minor === null || minor === undefined
      ? []
      : [{ market: m.code, volume, price: toMajorIn(minor, m.currency) }];
  });
}
