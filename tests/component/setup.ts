import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/client/lib/toast';
import { forgetActivations } from '@/client/lib/use-lazy-activation';
import { resetApi, stubbedFetch } from './api';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { setFallbackTranslator } from '@/client/lib/i18n';
import { createTranslator } from '@/domain/i18n/translator';

/*
 * Each component test (src/client/**\/*.test.tsx, under happy-dom): `fetch` answered by the test's
 * stubs only (./api.ts), a clean page, storage and cookie jar after it, and a failure for any
 * request it left unanswered.
 */

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}
// React 19 warns of updates outside act() unless told this is a test; Testing Library wraps its own in act().
globalThis.IS_REACT_ACT_ENVIRONMENT = true;

// Lazy pages and the toasts' code load on first use: a loaded 2-core machine needs more than the default second.
configure({ asyncUtilTimeout: 5000 });

// English, its messages with values compiled as the server compiles them (a page carries them compiled).
setFallbackTranslator(createTranslator('en', {}, compileMessage));

beforeEach(() => {
  vi.stubGlobal('fetch', stubbedFetch);
});

afterEach(() => {
  cleanup();
  // What a page load would forget: the toasts, and the header widgets already activated.
  clearToasts();
  forgetActivations();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split('; ').filter(Boolean))
    document.cookie = `${cookie.split('=')[0]}=; Max-Age=0; path=/`;
  document.documentElement.className = '';
  window.history.replaceState(null, '', '/');
  const problems = resetApi();
  if (problems.length) throw new Error(`Requests the test did not answer or that failed:\n${problems.join('\n')}`);
});
