import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { localizedPath } from '../../domain/i18n/locales';
import type { Translator } from '../../domain/i18n/translator';
import { paths } from '../../domain/pages/paths';
import { ACCENT, INK, LINE, PAPER, SERIF, SOFT } from '../mail/layout';

/*
 * The unsubscribe link's pages (GET and POST /api/marketing/unsubscribe), rendered by the server in the house's
 * look: the link works from any mail client, with no script, no cookie and no sign-in. Its form posts what RFC
 * 8058's one-click POST sends, so the button and a mail client's one click are the same request.
 */

const SANS = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";

/** What a page says: where the link stands. */
export type UnsubscribePage =
  { kind: 'confirm'; email: string; token: string } | { kind: 'done'; email: string } | { kind: 'invalid' };

/** An address as the page shows it: `ada.lovelace@example.com` → `a•••e@example.com` (whoever holds the link learns no more). */
function masked(email: string): string {
  const at = email.lastIndexOf('@');
  const chars = [...email.slice(0, Math.max(at, 0))];
  const domain = at < 0 ? '' : email.slice(at);
  return chars.length === 0 ? `•••${domain}` : `${chars[0]}•••${chars.length > 3 ? chars.at(-1) : ''}${domain}`;
}

function Frame({ tr, title, children }: { tr: Translator; title: string; children: ReactNode }) {
  return (
    <html lang={tr.locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>{`${title} · Maison Lumière`}</title>
      </head>
      <body style={{ margin: 0, background: PAPER, color: INK, fontFamily: SANS }}>
        <main style={{ maxWidth: '520px', margin: '64px auto', padding: '40px 32px', border: `1px solid ${LINE}` }}>
          <p style={{ margin: 0, fontFamily: SERIF, fontSize: '22px', letterSpacing: '0.08em', textAlign: 'center' }}>
            <a href={localizedPath(paths.home(), tr.locale)} style={{ color: INK, textDecoration: 'none' }}>
              MAISON LUMIÈRE
            </a>
          </p>
          <h1 style={{ margin: '32px 0 16px', fontFamily: SERIF, fontWeight: 400, fontSize: '30px', lineHeight: 1.2 }}>
            {title}
          </h1>
          <div style={{ fontSize: '15px', lineHeight: 1.6 }}>{children}</div>
        </main>
      </body>
    </html>
  );
}

const quiet = { margin: '20px 0 0', fontSize: '13px', color: SOFT };

/** The page, as the answer's HTML. */
export function unsubscribePage(tr: Translator, page: UnsubscribePage): string {
  const account = (
    <a href={localizedPath(paths.account(), tr.locale)} style={{ color: ACCENT }}>
      {tr.t('Your account')}
    </a>
  );
  let body: ReactNode;
  if (page.kind === 'confirm')
    body = (
      <Frame tr={tr} title={tr.t('Unsubscribe')}>
        <p style={{ margin: 0 }}>
          {tr.t('Stop e-mails about new perfumes and offers to {email}?', { email: masked(page.email) })}
        </p>
        <form method="post" action={`/api/marketing/unsubscribe?${new URLSearchParams({ token: page.token })}`}>
          <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          <button
            type="submit"
            style={{
              margin: '24px 0 0',
              padding: '12px 24px',
              border: 0,
              background: INK,
              color: PAPER,
              font: 'inherit',
              fontSize: '14px',
              letterSpacing: '0.04em',
              cursor: 'pointer',
            }}
          >
            {tr.t('Unsubscribe')}
          </button>
        </form>
        <p style={quiet}>{tr.t('Order and account e-mails keep coming: they are not marketing.')}</p>
      </Frame>
    );
  else if (page.kind === 'done')
    body = (
      <Frame tr={tr} title={tr.t('You are unsubscribed')}>
        <p style={{ margin: 0 }}>
          {tr.t('{email} will receive no more e-mails about new perfumes and offers.', { email: masked(page.email) })}
        </p>
        <p style={quiet}>
          {tr.t('Changed your mind? Tick the box again in your account.')} {account}
        </p>
      </Frame>
    );
  else
    body = (
      <Frame tr={tr} title={tr.t('This link is not valid')}>
        <p style={{ margin: 0 }}>
          {tr.t('It may have been cut short. You can choose which e-mails you receive in your account.')}
        </p>
        <p style={quiet}>{account}</p>
      </Frame>
    );
  return `<!doctype html>\n${renderToStaticMarkup(body)}`;
}
