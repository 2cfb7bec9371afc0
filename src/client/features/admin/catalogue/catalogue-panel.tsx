import { useRef } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { buttonClasses } from '@/client/components/ui/button';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { useI18n } from '@/client/lib/i18n';
import { PanelEmpty, PanelError, PanelLoading, RefreshFailed } from '../shared/panel-states';
import { SegmentedChoice } from '../shared/segmented-choice';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { CatalogueEditorSheet } from './catalogue-editor';
import { countShown, itemsToShow, SHOW_VALUES, type Show } from './catalogue-format';
import type { CatalogueItem, CatalogueShelf } from './catalogue-kind';
import { CatalogueFile, FILE_SECTION } from './catalogue-file';
import { CatalogueTable } from './catalogue-table';
import { ingredients } from './ingredients';
import { MISSING_SECTION, MissingTranslations } from './missing-translations';
import { perfumes } from './perfumes';

/** The sections' values (`?section=`): each kind's, the translations still missing, the catalogue as a file. */
const SECTIONS = [perfumes.plural, ingredients.plural, MISSING_SECTION, FILE_SECTION];

/**
 * The catalogue: perfumes and ingredients, each on sale or archived, each opening its form in a
 * side sheet whose address (`?perfume=12`, `?ingredient=new`) can be linked.
 */
export function CataloguePanel() {
  const { t } = useI18n();
  const [section, setSection] = useChoiceParam('section', SECTIONS, perfumes.plural);
  const [show, setShow] = useChoiceParam('show', SHOW_VALUES, 'on-sale');
  const perfumeSheet = useSheetParam(perfumes.noun);
  const ingredientSheet = useSheetParam(ingredients.noun);

  return (
    <>
      <Tabs value={section} onValueChange={setSection}>
        <TabsList aria-label={t('Catalogue sections')} className="flex flex-wrap gap-x-6 gap-y-1 sm:inline-flex">
          {[perfumes, ingredients].map((kind) => (
            <TabsTrigger key={kind.plural} value={kind.plural}>
              {t(kind.words.title)}
            </TabsTrigger>
          ))}
          <TabsTrigger value={MISSING_SECTION}>{t('Missing translations')}</TabsTrigger>
          <TabsTrigger value={FILE_SECTION}>{t('CSV file')}</TabsTrigger>
        </TabsList>
        <TabsContent value={perfumes.plural} className="pt-6">
          <CatalogueSection kind={perfumes} show={show} onShow={setShow} sheet={perfumeSheet} />
        </TabsContent>
        <TabsContent value={ingredients.plural} className="pt-6">
          <CatalogueSection kind={ingredients} show={show} onShow={setShow} sheet={ingredientSheet} />
        </TabsContent>
        <TabsContent value={MISSING_SECTION} className="pt-6">
          <MissingTranslations perfumeSheet={perfumeSheet} ingredientSheet={ingredientSheet} />
        </TabsContent>
        <TabsContent value={FILE_SECTION} className="pt-6">
          <CatalogueFile />
        </TabsContent>
      </Tabs>

      <CatalogueEditorSheet kind={perfumes} sheet={perfumeSheet} />
      <CatalogueEditorSheet kind={ingredients} sheet={ingredientSheet} />
    </>
  );
}

interface SectionProps<TItem extends CatalogueItem> {
  kind: CatalogueShelf<TItem>;
  show: Show;
  onShow: (show: Show) => void;
  sheet: SheetParam;
}

/** One kind's section: on sale or archived, a New button, and its table. */
function CatalogueSection<TItem extends CatalogueItem>({ kind, show, onShow, sheet }: SectionProps<TItem>) {
  const { words } = kind;
  const { t } = useI18n();
  const list = kind.resource.useList();
  const table = useRef<HTMLTableElement>(null);
  if (list.isPending) return <PanelLoading label={t(words.loading)} rows={3} />;
  const retry = () => void list.refetch();
  if (list.isError && list.data === undefined) return <PanelError what={t(words.many)} onRetry={retry} />;
  const items = itemsToShow(list.data, show);
  const counts = countShown(list.data);
  return (
    <>
      {list.isError ? <RefreshFailed what={t(words.many)} onRetry={retry} /> : null}
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <SegmentedChoice
          legend={t('Show')}
          value={show}
          onChange={onShow}
          options={[
            { value: 'on-sale', label: t(words.onSale, { count: counts['on-sale'] }) },
            { value: 'archived', label: t('Archived ({count})', { count: counts.archived }) },
          ]}
        />
        <Link
          to={sheet.hrefFor('new')}
          state={sheet.linkState}
          preventScrollReset
          className={buttonClasses('primary', 'sm')}
        >
          <Plus aria-hidden="true" className="size-3.5" strokeWidth={2} />
          {t(words.create)}
        </Link>
      </div>
      {items.length === 0 ? (
        <PanelEmpty title={t(show === 'archived' ? words.noneArchived : words.noneOnSale)}>
          {t(show === 'archived' ? words.archivedHint : words.addHint)}
        </PanelEmpty>
      ) : (
        <CatalogueTable ref={table} kind={kind} items={items} sheet={sheet} onRowGone={() => table.current?.focus()} />
      )}
    </>
  );
}
