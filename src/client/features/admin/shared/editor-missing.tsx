import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError, SkeletonList } from '@/client/components/query-section';
import { SheetDescription, SheetTitle } from '@/client/components/ui/sheet';

/** The editor's sheet while its list loads, when it failed, or for an id the catalogue does not have. */
export function EditorMissing({ what, id, query }: { what: string; id: number; query: UseQueryResult<unknown> }) {
  const title = `${what.charAt(0).toUpperCase()}${what.slice(1)} #${id}`;
  return (
    <div className="p-6 sm:p-8">
      <SheetTitle className="pr-12">{title}</SheetTitle>
      {query.isPending ? (
        <>
          <SheetDescription className="sr-only">Loading the {what}</SheetDescription>
          <SkeletonList label={`Loading the ${what}`} count={4} className="mt-6" itemClassName="h-14 w-full" />
        </>
      ) : query.isError ? (
        <>
          <SheetDescription className="sr-only">The {what} could not be loaded</SheetDescription>
          <LoadError title={`The ${what} could not be loaded`} onRetry={() => void query.refetch()} className="mt-6" />
        </>
      ) : (
        <SheetDescription className="mt-3">There is no {what} with this number in the catalogue.</SheetDescription>
      )}
    </div>
  );
}
