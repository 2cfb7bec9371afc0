import { useRef } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { buttonClasses } from '@/client/components/ui/button';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { capitalise } from '../shared/admin-format';
import { PanelEmpty, PanelError, PanelLoading, RefreshFailed } from '../shared/panel-states';
import { SegmentedChoice } from '../shared/segmented-choice';
import { useSheetParam, type SheetParam } from '../shared/use-sheet-param';
import { CatalogueEditorSheet } from './catalogue-editor';
import { countShown, itemsToShow, SHOW_VALUES, type Show } from './catalogue-format';
import type { CatalogueItem, CatalogueShelf } from './catalogue-kind';
import { CatalogueTable } from './catalogue-table';
import { ingredients } from './ingredients';
import { perfumes } from './perfumes';

const SECTIONS = [perfumes.plural, ingredients.plural];

/**
 * The catalogue: perfumes and ingredients, each on sale or archived, each opening its form in a
 * side sheet whose address (`?perfume=12`, `?ingredient=new`) can be linked.
 */
export function CataloguePanel() {
  const [section, setSection] = useChoiceParam('section', SECTIONS, perfumes.plural);
  const [show, setShow] = useChoiceParam('show', SHOW_VALUES, 'on-sale');
  const perfumeSheet = useSheetParam(perfumes.noun);
  const ingredientSheet = useSheetParam(ingredients.noun);

  return (
    <>
      <Tabs value={section} onValueChange={setSection}>
        <TabsList aria-label="Catalogue sections" className="gap-6">
          {[perfumes, ingredients].map((kind) => (
            <TabsTrigger key={kind.plural} value={kind.plural}>
              {capitalise(kind.plural)}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value={perfumes.plural} className="pt-6">
          <CatalogueSection kind={perfumes} show={show} onShow={setShow} sheet={perfumeSheet} />
        </TabsContent>
        <TabsContent value={ingredients.plural} className="pt-6">
          <CatalogueSection kind={ingredients} show={show} onShow={setShow} sheet={ingredientSheet} />
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
  const { noun, plural } = kind;
  const list = kind.resource.useList();
  const table = useRef<HTMLTableElement>(null);
  if (list.isPending) return <PanelLoading label={`Loading ${plural}`} rows={3} />;
  const retry = () => void list.refetch();
  if (list.isError && list.data === undefined) return <PanelError what={plural} onRetry={retry} />;
  const items = itemsToShow(list.data, show);
  const counts = countShown(list.data);
  return (
    <>
      {list.isError ? <RefreshFailed what={plural} onRetry={retry} /> : null}
      <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
        <SegmentedChoice
          legend="Show"
          value={show}
          onChange={onShow}
          options={[
            { value: 'on-sale', label: `${kind.onSale} (${counts['on-sale']})` },
            { value: 'archived', label: `Archived (${counts.archived})` },
          ]}
        />
        <Link
          to={sheet.hrefFor('new')}
          state={sheet.linkState}
          preventScrollReset
          className={buttonClasses('primary', 'sm')}
        >
          <Plus aria-hidden="true" className="size-3.5" strokeWidth={2} />
          New {noun}
        </Link>
      </div>
      {items.length === 0 ? (
        <PanelEmpty title={show === 'archived' ? `No archived ${plural}` : kind.noneOnSale}>
          {show === 'archived'
            ? `Archived ${plural} wait here, out of ${kind.place}, until they are restored.`
            : `Add one with New ${noun}.`}
        </PanelEmpty>
      ) : (
        <CatalogueTable ref={table} kind={kind} items={items} sheet={sheet} onRowGone={() => table.current?.focus()} />
      )}
    </>
  );
}
