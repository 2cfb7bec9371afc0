import { useState } from 'react';
import { Plus } from 'lucide-react';
import { toMinor } from '@/domain/currency/currency';
import type { AdminMarket } from '@/domain/markets/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { useI18n } from '@/client/lib/i18n';
import { SettingsSection } from '../shared/settings-section';
import { PanelEmpty, PanelQuery } from '../shared/panel-states';
import { StackedTable, type Column } from '../shared/stacked-table';
import { MarketForm } from './market-form';
import { MarketPriceList } from './market-prices';
import { MarketSales } from './market-sales';
import { useAdminMarkets } from '../shared/markets';

/**
 * The back office's Markets (decision 070): where the shop sells and in which currency, each market's rate from
 * the default market's currency and its rounding rule, a market added or edited, and a market's price list.
 */
export function MarketsPanel() {
  const { t } = useI18n();
  const markets = useAdminMarkets();
  /** The market whose form is open: its code, `new` for a new one, null for none. */
  const [editing, setEditing] = useState<string | null>(null);
  /** The market whose price list is open. */
  const [pricing, setPricing] = useState<string | null>(null);
  return (
    <div className="grid gap-12">
      <SettingsSection
        id="markets-heading"
        title={t('Markets')}
        description={t(
          "Each market has its countries, its currency and its prices. A price not fixed in a market is the default market's at the market's rate, rounded by its rule. A country belongs to one market; the default market also sells to every country no other market names.",
        )}
      >
        <PanelQuery query={markets} what={t('markets')} rows={2}>
          {(list) => {
            const base = list.find((m) => m.isDefault) ?? list[0];
            const open = (code: string) => list.find((m) => m.code === code);
            const edited = editing === null || editing === 'new' ? undefined : open(editing);
            const priced = pricing === null ? undefined : open(pricing);
            return (
              <div className="grid gap-8">
                {list.length === 0 || !base ? (
                  <PanelEmpty title={t('No market yet')} />
                ) : (
                  <MarketsTable
                    markets={list}
                    base={base}
                    onEdit={(code) => setEditing(code)}
                    onPrices={(code) => setPricing(code)}
                  />
                )}
                {editing === 'new' ? (
                  <MarketForm market={null} markets={list} onDone={() => setEditing(null)} />
                ) : (
                  <div>
                    <Button type="button" variant="outline" onClick={() => setEditing('new')}>
                      <Plus aria-hidden="true" className="size-4" strokeWidth={1.5} />
                      {t('Add a market')}
                    </Button>
                  </div>
                )}
                {edited ? (
                  <MarketForm key={edited.code} market={edited} markets={list} onDone={() => setEditing(null)} />
                ) : null}
                {priced && base ? (
                  <MarketPriceList
                    key={priced.code}
                    market={priced}
                    baseCurrency={base.currency}
                    onClose={() => setPricing(null)}
                  />
                ) : null}
              </div>
            );
          }}
        </PanelQuery>
      </SettingsSection>
      {markets.data && markets.data.length > 0 ? <MarketSales markets={markets.data} /> : null}
    </div>
  );
}

interface MarketsTableProps {
  markets: readonly AdminMarket[];
  /** The default market, whose currency the rates are from. */
  base: AdminMarket;
  onEdit: (code: string) => void;
  onPrices: (code: string) => void;
}

function MarketsTable({ markets, base, onEdit, onPrices }: MarketsTableProps) {
  const { t, number, money } = useI18n();
  const rows = markets.map((m) => ({ ...m, id: m.code }));
  const columns: Column<(typeof rows)[number]>[] = [
    {
      label: t('Market'),
      cell: (m) => (
        <span className="grid gap-1">
          <span className="font-medium">
            {m.name}
            {m.isDefault ? <Badge className="ml-2 align-middle">{t('Default')}</Badge> : null}
          </span>
          <span className="text-xs text-ink-soft">{m.code}</span>
        </span>
      ),
    },
    { label: t('Currency'), cell: (m) => m.currency },
    {
      label: t('Countries'),
      cell: (m) => (
        <span className="grid gap-1">
          <span>{m.countries.length > 0 ? m.countries.join(', ') : t('None named')}</span>
          {m.isDefault ? (
            <span className="text-xs text-ink-soft">{t('and every country no other market names')}</span>
          ) : null}
        </span>
      ),
    },
    {
      label: t('Rate'),
      cell: (m) =>
        m.isDefault
          ? '—'
          : t('1 {base} = {rate} {currency}', {
              base: base.currency,
              rate: number(m.rate, { maximumFractionDigits: 6 }),
              currency: m.currency,
            }),
    },
    {
      label: t('Rounding'),
      cell: (m) =>
        m.rounding === null
          ? t('Whole units')
          : t('To {step}', { step: money(toMinor(m.rounding, m.currency), m.currency) }),
    },
    {
      label: t('Actions'),
      end: true,
      cell: (m) => (
        <span className="flex flex-wrap justify-end gap-1">
          <Button type="button" variant="subtle" size="sm" onClick={() => onEdit(m.code)}>
            {t('Edit')}
            <span className="sr-only"> {m.name}</span>
          </Button>
          <Button type="button" variant="ghost" size="sm" onClick={() => onPrices(m.code)}>
            {t('Prices')}
            <span className="sr-only"> {m.name}</span>
          </Button>
        </span>
      ),
    },
  ];
  return <StackedTable label={t('Markets')} columns={columns} rows={rows} />;
}
