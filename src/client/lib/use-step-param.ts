import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useUpdateParams } from './use-update-params';

interface StepParamOptions {
  /**
   * Whether the answers are known (the builder's draft is restored). Until then the URL's step is
   * shown as it is, as the server renders it, so hydration matches.
   */
  settled: boolean;
  /** Where a URL without a step opens once settled: the draft's step (the first when none). */
  resume: number | undefined;
  /** The step shown for one asked for: the first incomplete one when an earlier step's answers are missing. */
  reachable: (requested: number) => number;
}

/**
 * A wizard's step kept in the URL's `?step=` by name, so Back and Forward move between steps and
 * a reload stays on the step. Moving on or back pushes a history entry; a URL naming a step that
 * cannot be shown yet (or none at all) is corrected in place.
 */
export function useStepParam<S extends string>(steps: readonly S[], { settled, resume, reachable }: StepParamOptions) {
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const param = params.get('step');
  const requested = steps.indexOf(param as S);
  // The step last shown: what a bare URL (the nav link followed from inside the builder) stays on.
  const [shown, setShown] = useState<number | undefined>(undefined);

  const step = settled ? reachable(requested >= 0 ? requested : (shown ?? resume ?? 0)) : Math.max(0, requested);
  if (settled && step !== shown) setShown(step);

  const write = useCallback(
    (index: number, replace: boolean) => {
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set('step', steps[index]!);
          return next;
        },
        { replace, preventScrollReset: true },
      );
    },
    [setParams, steps],
  );

  useEffect(() => {
    // A move already in the address but not yet rendered (the router renders it in a transition) is the
    // shopper's: the render that shows it corrects it if it must. Corrected from this render's older address, a
    // Next clicked as the account's draft arrived was undone.
    if (new URLSearchParams(window.location.search).get('step') !== param) return;
    if (settled && param !== steps[step]) write(step, true);
  }, [param, settled, step, steps, write]);

  const go = useCallback(
    (index: number) => write(Math.min(steps.length - 1, Math.max(0, index)), false),
    [steps.length, write],
  );

  return { step, go };
}
