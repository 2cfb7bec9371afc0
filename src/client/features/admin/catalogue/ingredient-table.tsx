import { forwardRef } from 'react';
import { Link } from 'react-router';
import { Pencil } from 'lucide-react';
import type { AdminIngredient } from '@/domain/catalogue-admin';
import { Badge } from '@/client/components/ui/badge';
import { buttonClasses } from '@/client/components/ui/button';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { formatDate } from '@/client/lib/dates';
import { ArchiveControl } from './archive-control';
import { ingredientsResource } from './catalogue-api';
import { categoryLabels } from './catalogue-format';
import { StackedCell, stackedBodyClasses, stackedHeaderClasses, stackedRowClasses, stackedTableClasses } from '../shared/stacked-table';
import type { useSheetParam } from '../shared/use-sheet-param';

const COLUMNS = ['Ingredient', 'Group', 'Characteristics', 'Actions'] as const;

interface IngredientTableProps {
  ingredients: AdminIngredient[];
  sheet: ReturnType<typeof useSheetParam>;
  onRowGone: () => void;
}

export const IngredientTable = forwardRef<HTMLTableElement, IngredientTableProps>(function IngredientTable({ ingredients, sheet, onRowGone }, ref) {
  return (
    <Table ref={ref} tabIndex={-1} aria-label="Ingredients" className={`${stackedTableClasses} focus-visible:outline-none`}>
      <TableHeader className={stackedHeaderClasses}>
        <TableRow>
          {COLUMNS.map((c) => (
            <TableHead key={c} className={c === 'Actions' ? 'text-right' : undefined}>
              {c}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={stackedBodyClasses}>
        {ingredients.map((ingredient) => (
          <IngredientRow key={ingredient.id} ingredient={ingredient} sheet={sheet} onRowGone={onRowGone} />
        ))}
      </TableBody>
    </Table>
  );
});

function IngredientRow({ ingredient, sheet, onRowGone }: { ingredient: AdminIngredient; sheet: IngredientTableProps['sheet']; onRowGone: () => void }) {
  const setArchived = ingredientsResource.useSetArchived();
  const archived = ingredient.archivedAt !== null;
  return (
    <TableRow className={stackedRowClasses}>
      <StackedCell middle label="Ingredient" first className="md:py-3">
        <span className="flex items-center gap-4">
          <img src={ingredient.imageSrc} alt="" width={44} height={44} loading="lazy" className="size-11 shrink-0 border border-line bg-muted object-cover" />
          <span className="min-w-0">
            <span className="block font-medium break-words">{ingredient.name}</span>
            {archived ? (
              <Badge className="mt-1.5 border-dashed border-ink/30 bg-transparent px-1.5 py-0.5 font-sans text-ink-soft">
                Archived<span className="sr-only"> {formatDate(ingredient.archivedAt as string)}</span>
              </Badge>
            ) : null}
          </span>
        </span>
      </StackedCell>
      <StackedCell middle label="Group">{categoryLabels[ingredient.category] ?? ingredient.category}</StackedCell>
      <StackedCell middle label="Characteristics">
        <span className="text-ink-soft">{ingredient.characteristics}</span>
      </StackedCell>
      <StackedCell middle label="Actions" className="md:text-right">
        <span className="flex flex-wrap justify-end gap-1">
          <Link to={sheet.hrefFor(ingredient.id)} state={sheet.linkState} preventScrollReset className={buttonClasses('ghost', 'sm', 'px-3')}>
            <Pencil aria-hidden="true" className="size-3.5" strokeWidth={1.75} />
            Edit<span className="sr-only"> {ingredient.name}</span>
          </Link>
          <ArchiveControl
            kind="ingredient"
            name={ingredient.name}
            archived={archived}
            setArchived={(next) => setArchived.mutateAsync({ id: ingredient.id, archived: next })}
            onGone={onRowGone}
          />
        </span>
      </StackedCell>
    </TableRow>
  );
}
