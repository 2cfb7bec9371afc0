import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { restoreCart, showUnsubscribe, unsubscribe } from '../../domain/api/marketing';
import { resolveCartOwner } from '../cart/owner';
import type { CartService } from '../cart/service';
import { serve } from '../http/endpoint';
import type { MarketingService } from './service';

/** A page of the unsubscribe link: HTML, never kept by a cache on the way. */
const page = (reply: FastifyReply, { status, html }: { status: number; html: string }) =>
  reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);

/** The unsubscribe link and the reminder's link back to its cart (DESIGN §1 "Abandoned carts and consent"). */
export const marketingRoutes =
  ({ marketing, cart }: { marketing: MarketingService; cart: CartService }): FastifyPluginAsync =>
  async (app) => {
    // RFC 8058's one click is a form post (`List-Unsubscribe=One-Click`), as is the page's button; the token is in
    // the query, or in the page's form. These parsers are this plugin's alone.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    app.addContentTypeParser('multipart/form-data', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      const token = /name="token"\r?\n\r?\n([A-Za-z0-9_-]+)/.exec(String(body))?.[1];
      done(null, token ? { token } : {});
    });

    serve(app, showUnsubscribe, async (request, reply) =>
      page(reply, await marketing.unsubscribePage(request.query.token, request.locale)),
    );

    serve(app, unsubscribe, async (request, reply) =>
      page(reply, await marketing.unsubscribe(request.query.token ?? request.body?.token, request.locale)),
    );

    serve(app, restoreCart, async (request) => {
      const owner = await resolveCartOwner(request);
      await marketing.restore(request.body.token, owner);
      return cart.lines(owner, await request.market());
    });
  };
