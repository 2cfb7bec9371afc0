import { Button, MailLayout, P, Small } from '../../mail/layout';
import { paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.passwordReset;

/** The link that chooses a new password (one hour, once). */
export function passwordResetMail(data: { fullName: string; resetUrl: string }): RenderedMail {
  const dear = en.dear({ name: data.fullName });
  const html = (
    <MailLayout title={words.title} preheader={words.preheader}>
      <P>{dear}</P>
      <P at={12}>{words.asked}</P>
      <Button href={data.resetUrl}>{words.button}</Button>
      <Small>{words.ignore}</Small>
    </MailLayout>
  );
  const text = signedOff(paragraphs(dear, words.askedBeforeLink, data.resetUrl, words.ignore));
  return renderMail('password-reset', words.subject, html, text);
}
