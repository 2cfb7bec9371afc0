import { useRef } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { buttonClasses } from '@/client/components/ui/button';
import { useChoiceParam } from '@/client/lib/use-tab-param';
import { ingredientsResource, perfumesResource } from './catalogue-api';
import { countShown, editorSubject, itemsToShow, SHOW_VALUES, type Show } from './catalogue-format';
import { DetailSheet } from '../shared/detail-sheet';
import { IngredientEditor } from './ingredient-editor';
import { IngredientTable } from './ingredient-table';
import { PanelEmpty, PanelError, PanelLoading } from '../shared/panel-states';
import { PerfumeEditor } from './perfume-editor';
import { PerfumeTable } from './perfume-table';
import { SegmentedChoice } from '../shared/segmented-choice';
import { useSheetParam } from '../shared/use-sheet-param';

const SECTIONS = ['perfumes', 'ingredients'] as const;

/**
 * The catalogue: perfumes and ingredients, each on sale or archived, each opening its form in a
 * side sheet whose address (`?perfume=12`, `?ingredient=new`) can be linked.
 */
export function CataloguePanel() {
  const [section, setSection] = useChoiceParam('section', SECTIONS, 'perfumes');
  const [show, setShow] = useChoiceParam('show', SHOW_VALUES, 'on-sale');
  const perfumeSheet = useSheetParam('perfume');
  const ingredientSheet = useSheetParam('ingredient');

  return (
    <>
      <Tabs value={section} onValueChange={setSection}>
        <TabsList aria-label="Catalogue sections" className="gap-6">
          <TabsTrigger value="perfumes">Perfumes</TabsTrigger>
          <TabsTrigger value="ingredients">Ingredients</TabsTrigger>
        </TabsList>
        <TabsContent value="perfumes" className="pt-6">
          <PerfumesSection show={show} onShow={setShow} sheet={perfumeSheet} />
        </TabsContent>
        <TabsContent value="ingredients" className="pt-6">
          <IngredientsSection show={show} onShow={setShow} sheet={ingredientSheet} />
        </TabsContent>
      </Tabs>

      <DetailSheet subject={editorSubject(perfumeSheet.value)} onClose={perfumeSheet.close} closeLabel="Close the perfume form">
        {(subject) => <PerfumeEditor subject={subject} onClose={perfumeSheet.close} />}
      </DetailSheet>
      <DetailSheet subject={editorSubject(ingredientSheet.value)} onClose={ingredientSheet.close} closeLabel="Close the ingredient form">
        {(subject) => <IngredientEditor subject={subject} onClose={ingredientSheet.close} />}
      </DetailSheet>
    </>
  );
}

type Sheet = ReturnType<typeof useSheetParam>;

interface SectionProps {
  show: Show;
  onShow: (show: Show) => void;
  sheet: Sheet;
}

function PerfumesSection({ show, onShow, sheet }: SectionProps) {
  const perfumes = perfumesResource.useList();
  const table = useRef<HTMLTableElement>(null);
  if (perfumes.isPending) return <PanelLoading label="Loading perfumes" rows={3} />;
  if (perfumes.isError) return <PanelError what="perfumes" onRetry={() => void perfumes.refetch()} />;
  const items = itemsToShow(perfumes.data, show);
  return (
    <>
      <Toolbar
        show={show}
        onShow={onShow}
        counts={countShown(perfumes.data)}
        onSaleLabel="On sale"
        newLabel="New perfume"
        newHref={sheet.hrefFor('new')}
        newState={sheet.linkState}
      />
      {items.length === 0 ? (
        <PanelEmpty title={show === 'archived' ? 'No archived perfumes' : 'No perfumes on sale'}>
          {show === 'archived' ? 'Archived perfumes wait here, out of the shop, until they are restored.' : 'Add one with New perfume.'}
        </PanelEmpty>
      ) : (
        <PerfumeTable ref={table} perfumes={items} sheet={sheet} onRowGone={() => table.current?.focus()} />
      )}
    </>
  );
}

function IngredientsSection({ show, onShow, sheet }: SectionProps) {
  const ingredients = ingredientsResource.useList();
  const table = useRef<HTMLTableElement>(null);
  if (ingredients.isPending) return <PanelLoading label="Loading ingredients" rows={3} />;
  if (ingredients.isError) return <PanelError what="ingredients" onRetry={() => void ingredients.refetch()} />;
  const items = itemsToShow(ingredients.data, show);
  return (
    <>
      <Toolbar
        show={show}
        onShow={onShow}
        counts={countShown(ingredients.data)}
        onSaleLabel="Offered"
        newLabel="New ingredient"
        newHref={sheet.hrefFor('new')}
        newState={sheet.linkState}
      />
      {items.length === 0 ? (
        <PanelEmpty title={show === 'archived' ? 'No archived ingredients' : 'No ingredients on offer'}>
          {show === 'archived' ? 'Archived ingredients wait here, out of the builder, until they are restored.' : 'Add one with New ingredient.'}
        </PanelEmpty>
      ) : (
        <IngredientTable ref={table} ingredients={items} sheet={sheet} onRowGone={() => table.current?.focus()} />
      )}
    </>
  );
}

interface ToolbarProps {
  show: Show;
  onShow: (show: Show) => void;
  counts: Record<Show, number>;
  onSaleLabel: string;
  newLabel: string;
  newHref: string;
  newState: unknown;
}

function Toolbar({ show, onShow, counts, onSaleLabel, newLabel, newHref, newState }: ToolbarProps) {
  return (
    <div className="mb-5 flex flex-wrap items-center justify-between gap-4">
      <SegmentedChoice
        legend="Show"
        value={show}
        onChange={onShow}
        options={[
          { value: 'on-sale', label: `${onSaleLabel} (${counts['on-sale']})` },
          { value: 'archived', label: `Archived (${counts.archived})` },
        ]}
      />
      <Link to={newHref} state={newState} preventScrollReset className={buttonClasses('primary', 'sm')}>
        <Plus aria-hidden="true" className="size-3.5" strokeWidth={2} />
        {newLabel}
      </Link>
    </div>
  );
}
