import { Skeleton } from '@/client/components/ui/skeleton';
import { useI18n } from '@/client/lib/i18n';

export function ProductDetailSkeleton() {
  const { t } = useI18n();
  return (
    <div className="container-page pt-10 pb-24" aria-busy="true">
      <p className="sr-only" role="status">
        {t('Loading fragrance…')}
      </p>
      <Skeleton className="h-4 w-48" />
      <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-20">
        <Skeleton className="aspect-[4/5] w-full" />
        <div className="flex flex-col gap-4 lg:pt-8">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-14 w-3/4" />
          <Skeleton className="h-5 w-2/3" />
          <Skeleton className="h-7 w-24" />
          <Skeleton className="mt-4 h-24 w-full" />
          <Skeleton className="mt-4 h-12 w-full" />
        </div>
      </div>
    </div>
  );
}
