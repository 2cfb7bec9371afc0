import type { Translator } from '../../../domain/i18n/translator';
import { Button, MailLayout, P, Small } from '../../mail/layout';
import { englishMail, paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';

/** The link that chooses a new password (one hour, once), in the account's language (`tr`; English when absent). */
export function passwordResetMail(data: { fullName: string; resetUrl: string; tr?: Translator }): RenderedMail {
  const tr = data.tr ?? englishMail();
  const dear = tr.t('Dear {name},', { name: data.fullName });
  const title = tr.t('Choose a new password');
  const ignore = tr.t('If you did not ask for this, ignore this e-mail: your password stays as it is.');
  const html = (
    <MailLayout
      tr={tr}
      title={title}
      preheader={tr.t('A link to choose a new password for your Maison Lumière account. It works once, for one hour.')}
    >
      <P>{dear}</P>
      <P at={12}>
        {tr.t(
          'Someone, we hope you, asked to reset the password of your Maison Lumière account. The link below works once, for one hour.',
        )}
      </P>
      <Button href={data.resetUrl}>{title}</Button>
      <Small>{ignore}</Small>
    </MailLayout>
  );
  const beforeLink = tr.t(
    'Someone, we hope you, asked to reset the password of your Maison Lumière account. This link works once, for one hour:',
  );
  const text = signedOff(paragraphs(dear, beforeLink, data.resetUrl, ignore), tr);
  return renderMail('password-reset', tr.t('Reset your Maison Lumière password'), html, text);
}
