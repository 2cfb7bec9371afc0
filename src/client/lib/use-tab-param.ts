import { useSearchParams } from 'react-router';
import { useUpdateParams } from './use-update-params';

interface ChoiceOptions {
  /** Parameters that belong to one choice and go when it changes (a list's page, its search). */
  drop?: readonly string[];
}

/**
 * One choice among `values` kept in the query string's `name`, so a reload or a shared link shows
 * the same. The default leaves the parameter out; an unknown value falls back to the default.
 * Changing it replaces the history entry and keeps the scroll position.
 */
export function useChoiceParam<T extends string>(
  name: string,
  values: readonly T[],
  fallback: T,
  { drop = [] }: ChoiceOptions = {},
): [T, (value: string) => void] {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const requested = params.get(name);
  const choice = values.find((v) => v === requested) ?? fallback;

  const setChoice = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value !== (values.find((v) => v === prev.get(name)) ?? fallback)) for (const key of drop) next.delete(key);
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
export const useTabParam = <T extends string>(values: readonly T[], fallback: T, options?: ChoiceOptions) =>
  useChoiceParam('tab', values, fallback, options);
