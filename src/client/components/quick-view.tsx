import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Perfume } from '@/domain/catalogue/catalogue';
import { useI18n } from '@/client/lib/i18n';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { closesByGoingBack, OPENED_HERE, quickViewId, withoutQuickView, withQuickView } from './quick-view-url';

/** The sheet's code (Radix Dialog, the size picker) loads when a Quick View button is neared, or when the address opens one. */
const loadSheet = () => import('./quick-view-sheet');
const QuickViewSheet = lazy(loadSheet);

interface QuickViewControls {
  open: (perfumeId: number) => void;
  preload: () => void;
}

const QuickViewContext = createContext<QuickViewControls | null>(null);

const noSubscription = () => () => {};

/** False while the server renders and while the page hydrates; true once the browser's own render is live. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Where product cards show (the collections, the home page's featured perfumes, You May Also Like,
 * the wishlist): their Quick View buttons, and the sheet `?quick=<id>` opens. Opening adds a history
 * entry, so Back closes it; a reload or a shared link reopens it. The server renders no sheet: it
 * opens once the page has hydrated.
 */
export function QuickViewScope({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const id = hydrated ? quickViewId(params) : null;
  // The last perfume shown stays in the sheet while it slides out.
  const [shown, setShown] = useState<number | null>(null);
  if (id !== null && id !== shown) setShown(id);

  const controls = useMemo<QuickViewControls>(
    () => ({
      open: (perfumeId) =>
        setParams((prev) => withQuickView(prev, perfumeId), { state: OPENED_HERE, preventScrollReset: true }),
      preload: () => void loadSheet().catch(() => undefined),
    }),
    [setParams],
  );

  const openedHere = closesByGoingBack(location.state);
  // Once per entry: Escape pressed twice before the address has changed must not go back twice.
  const closedEntry = useRef<string | null>(null);
  const close = useCallback(() => {
    if (closedEntry.current === location.key) return;
    closedEntry.current = location.key;
    if (openedHere) void navigate(-1);
    else setParams(withoutQuickView, { replace: true, preventScrollReset: true });
  }, [location.key, openedHere, navigate, setParams]);

  return (
    <QuickViewContext value={controls}>
      {children}
      {shown === null ? null : (
        <Suspense fallback={null}>
          <QuickViewSheet id={shown} open={id !== null} onClose={close} />
        </Suspense>
      )}
    </QuickViewContext>
  );
}

/**
 * A card's Quick View: over the bottom of its picture, shown while the card is hovered or holds the
 * keyboard's focus. Outside the card's link (a link holds no button), after its heart in the Tab
 * order. Never in the way of a tap: on a touch screen it stays hidden and lets taps through to the
 * link. Nothing outside a QuickViewScope.
 */
export function QuickViewButton({ perfume }: { perfume: Pick<Perfume, 'id' | 'name'> }) {
  const { t } = useI18n();
  const controls = useContext(QuickViewContext);
  if (!controls) return null;
  return (
    <div className="pointer-events-none absolute inset-x-0 top-0 aspect-[4/5]">
      <button
        type="button"
        aria-haspopup="dialog"
        // Each card has one: the name tells them apart (and starts with the words shown, for voice control).
        aria-label={t('Quick View: {name}', { name: perfume.name })}
        data-quick-view={perfume.id}
        onPointerEnter={controls.preload}
        onFocus={controls.preload}
        onClick={() => controls.open(perfume.id)}
        className={[
          'absolute inset-x-4 bottom-4 flex h-10 items-center justify-center bg-surface/95 text-[0.6875rem] font-medium tracking-[0.22em] text-ink uppercase',
          'pointer-events-none translate-y-2 opacity-0 transition-[opacity,transform,background-color] duration-300 ease-out',
          'group-hover/card:pointer-events-auto group-hover/card:translate-y-0 group-hover/card:opacity-100',
          'group-has-[:focus-visible]/card:pointer-events-auto group-has-[:focus-visible]/card:translate-y-0 group-has-[:focus-visible]/card:opacity-100',
          'hover:bg-surface focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        ].join(' ')}
      >
        {t('Quick View')}
      </button>
    </div>
  );
}
