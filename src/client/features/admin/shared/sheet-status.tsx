import { LoadError, SkeletonList } from '@/client/components/query-section';
import { SheetDescription, SheetTitle } from '@/client/components/ui/sheet';
import { useI18n } from '@/client/lib/i18n';

interface SheetStatusProps {
  /** The sheet's title while what it shows is not there ("Order #42"). */
  title: string;
  /** What is being loaded, in words in the page's language: "order", "mail", "perfume". */
  what: string;
  /** The query behind the sheet: loading, or failed (Try again reads it again). */
  query: { isPending: boolean; refetch: () => unknown };
  /** Set when the query answered that there is no such thing: the sentence that says so. */
  missing?: string;
  rows?: number;
  rowClassName?: string;
}

/** A sheet's content while its subject loads, when loading it failed, or when there is no such one. */
export function SheetStatus({ title, what, query, missing, rows = 4, rowClassName = 'h-24 w-full' }: SheetStatusProps) {
  const { t } = useI18n();
  return (
    <div className="p-6 sm:p-8">
      <SheetTitle className="pr-12">{title}</SheetTitle>
      {query.isPending ? (
        <>
          <SheetDescription className="sr-only">{t('Loading the {what}', { what })}</SheetDescription>
          <SkeletonList
            label={t('Loading the {what}', { what })}
            count={rows}
            className="mt-6"
            itemClassName={rowClassName}
          />
        </>
      ) : missing ? (
        <SheetDescription className="mt-3">{missing}</SheetDescription>
      ) : (
        <>
          <SheetDescription className="sr-only">{t('The {what} could not be loaded', { what })}</SheetDescription>
          <LoadError
            title={t('The {what} could not be loaded', { what })}
            onRetry={() => void query.refetch()}
            className="mt-6"
          />
        </>
      )}
    </div>
  );
}
