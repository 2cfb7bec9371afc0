/**
 * The script of a server-rendered page (src/server/pages/spa.ts puts it in place of the app's entry).
 * The page is already on screen, so the app's code waits for its first paint: the styles, fonts and
 * images it paints with are not made to share the network with ~150 kB of JavaScript. Then the
 * entry and its chunks load in parallel (modulepreload) and main.tsx hydrates the page.
 */
const script = document.querySelector<HTMLScriptElement>('script[data-entry]');

function start(): void {
  if (!script?.dataset.entry) return;
  for (const href of JSON.parse(script.dataset.preload ?? '[]') as string[]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ script.dataset.entry);
}

// A frame, then a task: the first paint has happened. A hidden tab paints nothing, so it starts at once.
if (document.visibilityState === 'hidden') start();
else requestAnimationFrame(() => setTimeout(start, 0));
