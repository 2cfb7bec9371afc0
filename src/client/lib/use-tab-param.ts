import { useSearchParams } from 'react-router';
import { useUpdateParams } from './use-update-params';

/**
 * One choice among `values` kept in the query string's `name`, so a reload or a shared link shows
 * the same. The default leaves the parameter out; an unknown value falls back to the default.
 * Changing it replaces the history entry and keeps the scroll position.
 */
export function useChoiceParam<T extends string>(
  name: string,
  values: readonly T[],
  fallback: T,
): [T, (value: string) => void] {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const requested = params.get(name);
  const choice = values.find((v) => v === requested) ?? fallback;

  const setChoice = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === fallback) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return [choice, setChoice];
}

/** The open tab kept in `?tab=` (see useChoiceParam). */
export const useTabParam = <T extends string>(values: readonly T[], fallback: T) =>
  useChoiceParam('tab', values, fallback);
