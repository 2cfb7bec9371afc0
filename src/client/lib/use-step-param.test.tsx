import { useSyncExternalStore } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { renderPage } from '#tests/component/render';
import { useStepParam } from './use-step-param';

const STEPS = ['type', 'name', 'review'] as const;

/** Whether the wizard's answers are known, settled from outside its own events, as an account's draft arriving does. */
const answers = { settled: false, listeners: new Set<() => void>() };
function settle() {
  answers.settled = true;
  for (const listener of answers.listeners) listener();
}
function subscribe(listener: () => void) {
  answers.listeners.add(listener);
  return () => answers.listeners.delete(listener);
}

function Wizard() {
  const settled = useSyncExternalStore(subscribe, () => answers.settled);
  const { step, go } = useStepParam(STEPS, { settled, resume: undefined, reachable: (requested) => requested });
  return (
    <>
      <p data-testid="step">{STEPS[step]}</p>
      <button type="button" onClick={() => go(step + 1)}>
        Next
      </button>
    </>
  );
}

const environment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
beforeEach(() => {
  answers.settled = false;
});
afterEach(() => {
  environment.IS_REACT_ACT_ENVIRONMENT = true;
});

describe('a step kept in the URL', () => {
  it('a bare URL is corrected to the first step once settled', async () => {
    const { location } = renderPage(<Wizard />, { url: '/wizard' });
    expect(location()).toBe('/wizard');
    act(settle);
    await waitFor(() => expect(location()).toBe('/wizard?step=type'));
  });

  it('a move made as the answers arrive is kept, not corrected back to where the page opened', async () => {
    const { location } = renderPage(<Wizard />, { url: '/wizard' });
    // As in a browser, not inside act(): the router renders the move in a transition, after the draft's render,
    // whose correction saw the URL as it was before the move: the shopper's Next was lost (the bespoke journey's
    // flaky Next in the browser tests).
    environment.IS_REACT_ACT_ENVIRONMENT = false;
    screen.getByRole('button', { name: 'Next' }).click();
    settle();
    await waitFor(() => expect(screen.getByTestId('step').textContent).toBe('name'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location()).toBe('/wizard?step=name');
    expect(screen.getByTestId('step').textContent).toBe('name');
  });
});
