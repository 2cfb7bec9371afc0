import type { Translator } from '../../../domain/i18n/translator';
import { Button, MailLayout, P, Small } from '../../mail/layout';
import { englishMail, paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';

/** The link that confirms a new account's address (three days, once), in the account's language (`tr`; English when absent). */
export function emailVerificationMail(data: { fullName: string; verifyUrl: string; tr?: Translator }): RenderedMail {
  const tr = data.tr ?? englishMail();
  const dear = tr.t('Dear {name},', { name: data.fullName });
  const title = tr.t('Confirm your e-mail address');
  const ignore = tr.t('If you did not open an account with us, ignore this e-mail: nothing more will reach you.');
  const html = (
    <MailLayout
      tr={tr}
      title={title}
      preheader={tr.t(
        'One click to confirm the address of your Maison Lumière account. The link works once, for three days.',
      )}
    >
      <P>{dear}</P>
      <P at={12}>
        {tr.t(
          'Welcome to Maison Lumière. Please confirm that this address is yours: the credit of a sample you bought, and the orders you placed as a guest with this address, reach your account once it is confirmed. The link below works once, for three days.',
        )}
      </P>
      <Button href={data.verifyUrl}>{tr.t('Confirm my address')}</Button>
      <Small>{ignore}</Small>
    </MailLayout>
  );
  const beforeLink = tr.t(
    'Welcome to Maison Lumière. Please confirm that this address is yours: the credit of a sample you bought, and the orders you placed as a guest with this address, reach your account once it is confirmed. This link works once, for three days:',
  );
  const text = signedOff(paragraphs(dear, beforeLink, data.verifyUrl, ignore), tr);
  return renderMail('email-verification', title, html, text);
}
