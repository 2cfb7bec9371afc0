import { paths } from '@/domain/pages/paths';

/**
 * Where a sign-in goes back to: `/login?next=/custom-perfume?step=result`. Only a path of this
 * shop is followed (never `//elsewhere`, `/\elsewhere` or a full address), so the link cannot
 * send a shopper off-site after they typed their password.
 */
export function safeReturnPath(value: string | null | undefined): string | undefined {
  if (!value || value.length > 500) return undefined;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f))
    return undefined;
  const login = paths.login();
  if (value === login || value.startsWith(`${login}?`) || value.startsWith(`${login}#`)) return undefined;
  return value;
}

/** The sign-in page, coming back to `path` (the page the shopper is on) once signed in. */
export function loginHref(path: string): string {
  const back = safeReturnPath(path);
  return back ? paths.login({ next: back }) : paths.login();
}
