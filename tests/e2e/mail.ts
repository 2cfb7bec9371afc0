import { expect } from '@playwright/test';
import type { SunkMail } from './smtp-sink';

/** The SMTP sink's HTTP side; playwright.config.ts sets it for the test workers. */
const sinkUrl = () => {
  const url = process.env.SMTP_SINK_URL;
  if (!url) throw new Error('SMTP_SINK_URL is not set: run the tests through playwright.config.ts');
  return url;
};

/** The mails the sink has received for `to`, oldest first. */
export async function mailsTo(to: string): Promise<SunkMail[]> {
  const res = await fetch(`${sinkUrl()}/mails?to=${encodeURIComponent(to)}`);
  expect(res.ok, `GET /mails: ${res.status}`).toBe(true);
  return (await res.json()) as SunkMail[];
}

/** Waits for the first mail to `to` whose subject matches, as the shop's outbox sends it. */
export async function waitForMail(to: string, subject: RegExp, timeout = 20_000): Promise<SunkMail> {
  let found: SunkMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((m) => subject.test(m.subject));
        return found !== undefined;
      },
      { timeout, message: `a mail to ${to} with the subject ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The first link in a mail's text part that starts with `prefix` (e.g. the shop's `/reset-password?token=`). */
export function linkIn(mail: SunkMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s<>"')\\]]*`).exec(mail.text);
  expect(match, `a link starting ${prefix} in:\n${mail.text}`).not.toBeNull();
  return match![0];
}
