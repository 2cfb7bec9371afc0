import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { applyTheme, readStoredTheme } from './app/theme';
import { Providers } from './app/providers';
import { router } from './app/router';
import './styles.css';

// Before the first render, so a dark-theme visitor never sees a light flash. (No inline script: the CSP forbids it.)
applyTheme(readStoredTheme());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');

const root = createRoot(container);
// A transition render is time-sliced: the first page is built in small slices instead of one long
// task, which keeps the main thread responsive while a slow phone renders it (Total Blocking Time).
startTransition(() => {
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
});
