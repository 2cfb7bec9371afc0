import { languageNameIn } from '@/domain/i18n/locales';
import { Link } from 'react-router';
import { Languages } from 'lucide-react';
import { buttonClasses } from '@/client/components/ui/button';
import { Rich, useI18n } from '@/client/lib/i18n';
import type { MissingTranslations as Missing } from '@/domain/catalogue/admin-schemas';
import { msg } from '@/domain/i18n/translator';
import { PanelEmpty, PanelError, PanelLoading, RefreshFailed } from '../shared/panel-states';
import { StackedTable, type Column } from '../shared/stacked-table';
import type { SheetParam } from '../shared/use-sheet-param';
import { useMissingTranslations } from './catalogue-api';
import { ingredients } from './ingredients';
import { perfumes } from './perfumes';

/** The catalogue's section (`?section=translations`) listing what still shows the English. */
export const MISSING_SECTION = 'translations';

/** Each translated field, as the list names it. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  description: msg('Description'),
  notes: msg('Notes'),
  story: msg('The perfumer’s story'),
  name: msg('Name'),
  characteristics: msg('Characteristics'),
};

interface Row {
  id: string;
  /** Its kind's word ('Perfume'), its name and the sheet its editor opens in. */
  kind: string;
  name: string;
  missing: readonly string[];
  href: string;
  sheet: SheetParam;
}

interface MissingTranslationsProps {
  perfumeSheet: SheetParam;
  ingredientSheet: SheetParam;
}

/**
 * Per language other than English, the perfumes and ingredients on sale with a field not yet translated (the
 * shop shows those fields in English meanwhile), each opening its editor, where its fields stand side by side.
 */
export function MissingTranslations({ perfumeSheet, ingredientSheet }: MissingTranslationsProps) {
  const { t } = useI18n();
  const query = useMissingTranslations();
  if (query.isPending) return <PanelLoading label={t('Loading the missing translations')} rows={3} />;
  const retry = () => void query.refetch();
  const what = t('missing translations');
  if (query.isError && query.data === undefined) return <PanelError what={what} onRetry={retry} />;
  const languages = query.data.filter((l) => l.perfumes.length + l.ingredients.length > 0);
  return (
    <>
      {query.isError ? <RefreshFailed what={what} onRetry={retry} /> : null}
      {languages.length === 0 ? (
        <PanelEmpty title={t('Every perfume and ingredient is translated.')}>
          {t('A perfume or ingredient with a field still in English only shows here until it is translated.')}
        </PanelEmpty>
      ) : (
        <div className="grid gap-10">
          {languages.map((language) => (
            <MissingIn
              key={language.locale}
              language={language}
              perfumeSheet={perfumeSheet}
              ingredientSheet={ingredientSheet}
            />
          ))}
        </div>
      )}
    </>
  );
}

function MissingIn({
  language,
  perfumeSheet,
  ingredientSheet,
}: { language: Missing[number] } & MissingTranslationsProps) {
  const { t, tag } = useI18n();
  const title = t('Not yet in {language}', { language: languageNameIn(language.locale, tag) });
  const rows: Row[] = [
    ...language.perfumes.map((p) => ({
      id: `perfume-${p.id}`,
      kind: perfumes.words.one,
      name: p.name,
      missing: p.missing,
      href: perfumeSheet.hrefFor(p.id),
      sheet: perfumeSheet,
    })),
    ...language.ingredients.map((i) => ({
      id: `ingredient-${i.id}`,
      kind: ingredients.words.one,
      name: i.name,
      missing: i.missing,
      href: ingredientSheet.hrefFor(i.id),
      sheet: ingredientSheet,
    })),
  ];
  const list = new Intl.ListFormat(tag, { type: 'unit', style: 'short' });
  const columns: Column<Row>[] = [
    {
      label: t('Name'),
      cell: (row) => (
        <span className="min-w-0">
          <span className="block font-medium break-words">{row.name}</span>
          <span className="mt-1 block text-[0.75rem] text-ink-soft">{t(row.kind)}</span>
        </span>
      ),
    },
    {
      label: t('Still in English'),
      cell: (row) => list.format(row.missing.map((f) => t(FIELD_LABELS[f] ?? f))),
    },
    {
      label: t('Actions'),
      end: true,
      cell: (row) => (
        <Link
          to={row.href}
          state={row.sheet.linkState}
          preventScrollReset
          className={buttonClasses('ghost', 'sm', 'px-3')}
        >
          <Languages aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
          <Rich
            message="Translate<hidden> {name}</hidden>"
            values={{ name: row.name }}
            tags={{ hidden: (text) => <span className="sr-only">{text}</span> }}
          />
        </Link>
      ),
    },
  ];
  return (
    <section className="grid gap-4">
      <h3 className="font-serif text-xl">{title}</h3>
      <p className="text-sm text-ink-soft">
        {t(
          '{count, plural, one {# item still shows some English in the shop.} other {# items still show some English in the shop.}}',
          { count: rows.length },
        )}
      </p>
      <StackedTable label={title} columns={columns} rows={rows} />
    </section>
  );
}
