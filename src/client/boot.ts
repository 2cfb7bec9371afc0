/**
 * The script of a server-rendered page (src/server/pages/spa.ts puts it in place of the app's entry).
 * The page's head asks for the app's code at low priority (modulepreload), behind the styles the
 * page paints with; this script adds the entry as a script of the page (below), which runs it when it
 * has come, and main.tsx hydrates. It asks for the web fonts once the page has painted (below).
 *
 * Until then a button does nothing natively, so a click on one would be lost, and a form would submit
 * natively to the page's URL. So clicks on the page's buttons, and its forms' submissions, are held
 * here and played again once the app is ready (`<html data-ready>`, set by main.tsx). Before this
 * script runs, the forms that must not submit natively say `method="dialog"`, which outside a dialog
 * submits nowhere. Radios, boxes and text keep what the shopper did natively; main.tsx hands it to
 * React (app/early-input.ts).
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
const root = document.getElementById('root');
type Held = { button: HTMLButtonElement } | { form: HTMLFormElement; submitter: HTMLElement | null };
const held: Held[] = [];

/** Buttons that open or toggle something: a second impatient click would undo the first. */
const isToggle = (b: HTMLButtonElement) => b.hasAttribute('aria-expanded') || b.hasAttribute('aria-pressed');

function hold(item: Held): void {
  held.push(item);
  document.documentElement.dataset.pending = 'true';
}

function noteClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  // A submit button's click becomes a submission, held below.
  if (!button || button.disabled || button.type === 'submit' || !root?.contains(button)) return;
  const last = held.at(-1);
  if (isToggle(button) && last && 'button' in last && last.button === button) return;
  hold({ button });
}

function noteSubmit(event: SubmitEvent): void {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || !root?.contains(form)) return;
  event.preventDefault();
  // One submission is enough: an impatient second one would send it twice.
  if (held.some((h) => 'form' in h && h.form === form)) return;
  hold({ form, submitter: event.submitter });
}

document.addEventListener('click', noteClick, true);
document.addEventListener('submit', noteSubmit, true);
/** Input is held from here until the app's entry has run. */
document.documentElement.dataset.holding = 'true';

function stopHolding(): void {
  delete document.documentElement.dataset.holding;
  document.removeEventListener('click', noteClick, true);
  document.removeEventListener('submit', noteSubmit, true);
}

function replay(): void {
  delete document.documentElement.dataset.pending;
  for (const item of held.splice(0)) {
    if ('button' in item) {
      if (item.button.isConnected && !item.button.disabled) item.button.click();
    } else if (item.form.isConnected) {
      const { submitter } = item;
      item.form.requestSubmit(
        submitter instanceof HTMLButtonElement && submitter.form === item.form && !submitter.disabled
          ? submitter
          : null,
      );
    }
  }
}

function whenReady(then: () => void): void {
  if (document.documentElement.dataset.ready) return then();
  const observer = new MutationObserver(() => {
    if (!document.documentElement.dataset.ready) return;
    observer.disconnect();
    then();
  });
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-ready'] });
}

/**
 * Runs the entry as a script element of the page, added now, at low priority behind the styles the
 * page paints with: a script the page adds holds its `load` event until it has run, so the browser
 * shows the page as loading until its code is live (the head's `modulepreload` links do not).
 */
function start(): void {
  const src = script?.dataset.entry;
  if (!src) return;
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.fetchPriority = 'low';
  entry.src = src;
  document.head.append(entry);
  // The same module: the import only learns when it has run. Then hydration has begun and React
  // answers input itself (it hydrates at once what was clicked): holding stops there, and what was
  // held plays when the app is ready, a task later, once React has rendered the early input main.tsx
  // played (a submission then sends it).
  import(/* @vite-ignore */ src).then(() => {
    stopHolding();
    whenReady(() => setTimeout(replay, 0));
  }, stopHolding);
}
start();

/**
 * The web fonts are named only under `<html data-fonts>` (styles.css): the page paints in their
 * metric-matched fallbacks, and asks for them once the browser reports its first contentful paint
 * (a frame's callback can run before the frame is on screen). Asked for earlier, they compete with
 * the styles for a slow network, and Lighthouse's simulated phone counts every font fetched before
 * that paint into it. Without JavaScript the page keeps the fallbacks. A hidden tab paints nothing,
 * so it asks at once; main.tsx asks once hydrated, should no paint be reported.
 */
function askForFontsAfterFirstPaint(): void {
  const ask = () => (document.documentElement.dataset.fonts = '');
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint'))
    return void ask();
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    ask();
  });
  observer.observe({ type: 'paint', buffered: true });
}
askForFontsAfterFirstPaint();
