import type { Translator } from '../../../domain/i18n/translator';
import { Button, MailLayout, P, Small, Tagged } from '../../mail/layout';
import {
  englishMail,
  paragraphs,
  type RenderedMail,
  renderMail,
  signedOff,
  textLink,
  untagged,
} from '../../mail/render';

/** A webhook endpoint the shop stopped posting to after a day of failures (DESIGN §1 "Webhooks and integrations"). */
export interface EndpointDisabledMailData {
  /** The owner's language; English when absent. */
  tr?: Translator;
  /** The endpoint's address (normalised by the URL parser: it holds no markup). */
  url: string;
  /** Its first failure of the run that disabled it. */
  failingSince: Date;
  /** Its last answer or error ("HTTP 500", "connect ECONNREFUSED"), when known. */
  lastError: string | null;
  /** The back office, where the endpoint is enabled again and its deliveries redelivered. */
  backOfficeUrl: string;
}

/** The owner's mail: which endpoint, failing since when, and how to bring it back. */
export function endpointDisabledMail(data: EndpointDisabledMailData): RenderedMail {
  const tr = data.tr ?? englishMail();
  const since = tr.date(data.failingSince, 'long', 'UTC');
  const title = tr.t('A webhook endpoint was disabled');
  const hello = tr.t('Hello,');
  const failed = tr.t(
    'Every delivery to <b>{url}</b> has failed since {date}, so the shop has stopped posting events to it.',
    { url: data.url, date: since },
  );
  const last = data.lastError ? tr.t('Its last answer: {error}.', { error: data.lastError }) : undefined;
  const next = tr.t(
    'Once it answers again, enable it in the back office and redeliver the events it missed from its delivery log.',
  );
  const action = tr.t('Open the back office');
  const small = tr.t('You receive this e-mail as an owner of the shop.');
  const html = (
    <MailLayout tr={tr} title={title} preheader={untagged(failed)} signed={false}>
      <P>{hello}</P>
      <P at={12}>
        <Tagged message={failed} />
      </P>
      {last ? <P at={12}>{last}</P> : null}
      <P at={12}>{next}</P>
      <Button href={data.backOfficeUrl}>{action}</Button>
      <Small>{small}</Small>
    </MailLayout>
  );
  const text = signedOff(
    paragraphs(hello, untagged(failed), ...(last ? [last] : []), next, textLink(action, data.backOfficeUrl, tr), small),
    tr,
  );
  return renderMail('webhook-disabled', tr.t('Webhook endpoint disabled: {url}', { url: data.url }), html, text);
}
