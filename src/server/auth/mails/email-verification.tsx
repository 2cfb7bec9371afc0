import { Button, MailLayout, P, Small } from '../../mail/layout';
import { paragraphs, type RenderedMail, renderMail, signedOff } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.emailVerification;

/** The link that confirms a new account's address (three days, once). */
export function emailVerificationMail(data: { fullName: string; verifyUrl: string }): RenderedMail {
  const dear = en.dear({ name: data.fullName });
  const html = (
    <MailLayout title={words.title} preheader={words.preheader}>
      <P>{dear}</P>
      <P at={12}>{words.welcome}</P>
      <Button href={data.verifyUrl}>{words.button}</Button>
      <Small>{words.ignore}</Small>
    </MailLayout>
  );
  const text = signedOff(paragraphs(dear, words.welcomeBeforeLink, data.verifyUrl, words.ignore));
  return renderMail('email-verification', words.title, html, text);
}
