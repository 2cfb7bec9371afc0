import { useSearchParams } from 'react-router';

/**
 * The open tab kept in `?tab=`, so a reload or a shared link opens the same one. The default tab
 * leaves the parameter out; an unknown value falls back to the default. Changing tab replaces the
 * history entry and keeps the scroll position.
 */
export function useTabParam<T extends string>(values: readonly T[], fallback: T): [T, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab = values.find((v) => v === requested) ?? fallback;

  const setTab = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete('tab');
        else next.set('tab', value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [tab, setTab];
}
