import { useId, useRef, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { ChevronDown } from 'lucide-react';
import { TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useI18n } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import type { AdminArea } from './shared/area';
import { balancedColumns } from './tab-rows';

/** The most tabs a row holds from a tablet (md) and from a desktop (xl) up. */
const MOST_A_ROW = { md: 5, xl: 8 } as const;

interface SectionTabsProps {
  /** The tabs the member's role opens, in order. */
  areas: readonly AdminArea[];
  /** The open tab's `?tab=` value. */
  value: string;
}

/**
 * The back office's tab list, inside its `<Tabs>`. On a phone it is a menu: a button naming the open tab, which
 * shows the tabs in two columns; choosing one (a tap, Enter or Space) closes it and comes back to the button,
 * and Escape closes it as it was. From a tablet up, the tabs are rows as even as they can be
 * (`balancedColumns`): fifteen tabs make rows of five, then of eight and seven, never a tab or two alone.
 */
export function SectionTabs({ areas, value }: SectionTabsProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const current = areas.find((area) => area.value === value);

  const close = () => {
    setOpen(false);
    // The tab chosen is hidden with the menu: the focus goes back to the button, which now names it.
    button.current?.focus();
  };
  const onTriggerKeyDown = (e: KeyboardEvent) => {
    if (!open || (e.key !== 'Enter' && e.key !== ' ')) return;
    // The tab is chosen already (a tab is chosen as it takes the focus); the key must not press the button next.
    e.preventDefault();
    close();
  };
  const onListKeyDown = (e: KeyboardEvent) => {
    if (open && e.key === 'Escape') {
      e.preventDefault();
      close();
    }
  };

  const columns = {
    '--tab-cols-md': balancedColumns(areas.length, MOST_A_ROW.md),
    '--tab-cols-xl': balancedColumns(areas.length, MOST_A_ROW.xl),
  } as CSSProperties;

  return (
    <>
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((was) => !was)}
        className="flex min-h-12 w-full items-center gap-3 border-b border-line text-left focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring md:hidden"
      >
        <span className="text-[0.625rem] font-medium tracking-[0.2em] text-ink-soft uppercase">{t('Section')}</span>
        <span className="min-w-0 flex-1 truncate text-[0.75rem] font-medium tracking-[0.18em] text-ink uppercase">
          {current ? t(current.label) : null}
        </span>
        <ChevronDown
          aria-hidden="true"
          strokeWidth={1.5}
          className={cn('size-4 shrink-0 transition-transform duration-200', open && 'rotate-180')}
        />
      </button>
      <TabsList
        id={listId}
        aria-label={t('Admin sections')}
        data-open={open}
        onKeyDown={onListKeyDown}
        style={columns}
        className={cn(
          'grid w-full grid-cols-2 gap-x-4 gap-y-0 border-b-0 max-md:pt-2 data-[open=false]:max-md:hidden',
          'md:grid-cols-[repeat(var(--tab-cols-md),max-content)] md:gap-x-8 md:border-b xl:grid-cols-[repeat(var(--tab-cols-xl),max-content)] xl:gap-x-10',
        )}
      >
        {areas.map((area) => (
          <TabsTrigger
            key={area.value}
            value={area.value}
            className="h-auto min-h-11 justify-start py-2 text-left leading-snug md:whitespace-nowrap"
            onPointerEnter={area.prefetch}
            onFocus={area.prefetch}
            onClick={open ? close : undefined}
            onKeyDown={onTriggerKeyDown}
          >
            {t(area.label)}
          </TabsTrigger>
        ))}
      </TabsList>
    </>
  );
}
