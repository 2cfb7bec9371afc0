/**
 * The server render of the landing pages (built by `vite build --ssr` into dist/ssr; loaded by
 * src/server/pages/spa.ts). It renders the same routes and providers as main.tsx from data the server
 * already holds, for a guest; the browser hydrates the result (main.tsx). It also tells the server
 * which pages those are, and what each reads (`landingPages`): the server keeps no list of its own.
 */
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { dehydrate } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RenderedPage, RenderRequest, ServerRender } from '@/domain/shared/server-render';
import { createQueryClient, Providers } from './app/providers';
import { routes } from './app/routes';
import type { SsrState } from './app/ssr-state';
import { currentUserQuery } from './lib/use-auth';
import { TitleCollectorContext } from './lib/use-document-title';
import { DEFAULT_LOCALE, LOCALES, localizedPath, splitLocalePath } from '@/domain/i18n/locales';
import { createTranslator } from '@/domain/i18n/translator';

/**
 * Stands where main.tsx renders MarkReady beside the router: React's useId numbers a component by its
 * place among its siblings, so both trees need the same children here, or every id made on the server
 * (a field's, its error's) differs from the one the browser makes for it after hydration.
 */
function BrowserOnly() {
  return null;
}

/** The pages rendered here, with their code and data: what spa.ts reads beside `render`. */
import { landingPages } from './app/landing-pages';

export { landingPages };

// A handler per language for the process (each loads each lazy route's code once): the default language's at
// the root, another's under its prefix (`/fr`), as the browser's router takes it (main.tsx).
const handlers = new Map(
  LOCALES.map((locale) => [
    locale,
    createStaticHandler(routes, locale === DEFAULT_LOCALE ? {} : { basename: localizedPath('/', locale) }),
  ]),
);
const handlerFor = (path: string) => handlers.get(splitLocalePath(path).locale)!;

/**
 * The HTTP status of a page path by the client's own routes: 404 for a path only the catch-all
 * route matches or whose loader says it is not found (an unknown /collections/…), else 200.
 */
export const pageStatus: ServerRender['pageStatus'] = async (path) => {
  const context = await handlerFor(path).query(new Request(`http://shop.invalid${path}`));
  if (context instanceof Response) return context.status >= 300 && context.status < 400 ? 200 : context.status;
  if (context.statusCode !== 200) return context.statusCode;
  return context.matches.at(-1)?.route.path === '*' ? 404 : 200;
};

/** The page's markup and state, or null when the browser should render it (a redirect, an error, a 404). */
export async function render({
  url,
  theme,
  data,
  locale,
  translator,
  market,
}: RenderRequest): Promise<RenderedPage<SsrState> | null> {
  const handler = handlerFor(new URL(url).pathname);
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.statusCode !== 200) return null;

  const queryClient = createQueryClient();
  for (const [key, value] of data) queryClient.setQueryData([key], value);
  // Rendered for a guest: signed-in shoppers get the client-rendered page (spa.ts).
  queryClient.setQueryData(currentUserQuery().queryKey, null);

  const router = createStaticRouter(handler.dataRoutes, context);
  let title: string | undefined;
  const noteTitle = (t: string) => {
    title = t;
  };
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <TitleCollectorContext value={noteTitle}>
        <Providers
          client={queryClient}
          theme={theme}
          translator={translator ?? createTranslator(locale)}
          market={market ?? null}
        >
          <StaticRouterProvider router={router} context={context} hydrate={false} />
          <BrowserOnly />
        </Providers>
      </TitleCollectorContext>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');

  return {
    html,
    title,
    state: {
      queries: dehydrate(queryClient),
      router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
    },
  };
}

// The server loads this module as a ServerRender (src/server/pages/spa.ts): the compiler holds it to that.
void ({ render, landingPages, pageStatus } satisfies ServerRender);
