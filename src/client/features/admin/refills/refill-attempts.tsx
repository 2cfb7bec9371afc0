import { Link } from 'react-router';
import { paths } from '@/domain/pages/paths';
import type { AdminSubscriptionDetail } from '@/domain/refills/schemas';
import { badgeStyle } from '@/client/components/ui/badge-variants';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/client/components/ui/table';
import { useI18n } from '@/client/lib/i18n';
import { SheetTime } from '../shared/detail-sheet';
import { Missing } from '../shared/stacked-table';
import { labelOf, outcomeLabels, outcomeLooks, triggerLabels } from './refill-labels';

type Attempt = AdminSubscriptionDetail['attempts'][number];

const cell = 'px-2 py-2.5 align-top sm:px-3';
const head = 'px-2 sm:px-3';
const linkClasses = 'underline decoration-line underline-offset-4 hover:decoration-ink';

/**
 * Every attempt to bill the refill's deliveries, newest first, as the server keeps them: which delivery (its
 * cycle) and which try, when, who asked, how it ended in words (never the stored code), the provider's or the
 * house's message, and the order it made. A wide table scrolls sideways on a phone rather than squeezing it.
 */
export function RefillAttempts({ attempts, labelledBy }: { attempts: readonly Attempt[]; labelledBy: string }) {
  const { t } = useI18n();
  if (attempts.length === 0)
    return <p className="text-sm text-ink-soft">{t('No delivery billed since checkout yet.')}</p>;
  return (
    <div className="overflow-x-auto border border-line bg-surface">
      <Table aria-labelledby={labelledBy} className="min-w-[36rem] text-sm">
        <TableHeader>
          <TableRow>
            <TableHead className={head}>{t('Delivery')}</TableHead>
            <TableHead className={head}>{t('Attempt')}</TableHead>
            <TableHead className={head}>{t('When')}</TableHead>
            <TableHead className={head}>{t('Who asked')}</TableHead>
            <TableHead className={head}>{t('Outcome')}</TableHead>
            <TableHead className={head}>{t('Message')}</TableHead>
            <TableHead className={head}>{t('Order')}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {attempts.map((a) => (
            <TableRow key={a.id}>
              <TableCell className={`${cell} tabular-nums`}>{a.cycle}</TableCell>
              <TableCell className={`${cell} tabular-nums`}>{a.attempt}</TableCell>
              <TableCell className={`${cell} whitespace-nowrap`}>
                <SheetTime at={a.createdAt} />
              </TableCell>
              <TableCell className={cell}>{labelOf(t, triggerLabels, a.trigger)}</TableCell>
              <TableCell className={cell}>
                <span className={badgeStyle(outcomeLooks[a.outcome] ?? 'default', 'whitespace-nowrap')}>
                  {labelOf(t, outcomeLabels, a.outcome)}
                </span>
              </TableCell>
              <TableCell className={`${cell} break-words`}>{a.message || <Missing words={t('None')} />}</TableCell>
              <TableCell className={`${cell} whitespace-nowrap`}>
                {a.orderId === null ? (
                  <Missing words={t('No order')} />
                ) : (
                  <Link to={paths.admin({ tab: 'orders', order: a.orderId })} className={linkClasses}>
                    {t('Order #{id}', { id: a.orderId })}
                  </Link>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
