import { lazy, Suspense } from 'react';
import { Menu } from 'lucide-react';
import { buttonStyle } from '@/client/components/ui/button-variants';
import { useI18n } from '@/client/lib/i18n';
import { useLazyActivation } from '@/client/lib/use-lazy-activation';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(loadSheet);

function StaticTrigger(props: { onClick?: () => void; onPointerEnter?: () => void; onFocus?: () => void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      aria-label={t('Open menu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      className={buttonStyle('ghost', 'icon', 'xl:hidden')}
      {...props}
    >
      <Menu aria-hidden="true" strokeWidth={1.5} />
    </button>
  );
}

/** The small-screen menu; the sheet's code loads on first use. */
export function MobileMenu() {
  const { active, preload, activate } = useLazyActivation(loadSheet);
  if (!active) return <StaticTrigger onClick={activate} onPointerEnter={preload} onFocus={preload} />;
  return (
    <Suspense fallback={<StaticTrigger />}>
      <MobileMenuSheet />
    </Suspense>
  );
}
