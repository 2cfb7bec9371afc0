import { Button, MailLayout, P, Rich, Small } from '../../mail/layout';
import { paragraphs, plain, type RenderedMail, renderMail, signedOff } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.staffInvitation;

/** An invitation to the house's staff (decision 065): who invites, to which role, and the link. */
export interface StaffInvitationMailData {
  /** The owner who sent it, by name. */
  invitedBy: string;
  /** The role's name ("Fulfilment") and what it may do, in a line. */
  role: string;
  roleDescription: string;
  acceptUrl: string;
}

export function staffInvitationMail(data: StaffInvitationMailData): RenderedMail {
  // The role's line, as the end of the sentence.
  const mayDo = `${data.roleDescription.charAt(0).toLowerCase()}${data.roleDescription.slice(1)}`;
  const join = `${words.join} ${words.once}`;
  const html = (
    <MailLayout title={words.title} preheader={words.preheader({ invitedBy: data.invitedBy, role: data.role })}>
      <P>{en.hello}</P>
      <P at={12}>
        <Rich
          parts={words.invites({
            invitedBy: <strong>{data.invitedBy}</strong>,
            role: <strong>{data.role}</strong>,
            mayDo,
          })}
        />
      </P>
      <P at={12}>{join}</P>
      <Button href={data.acceptUrl}>{words.button}</Button>
      <Small>{words.unexpected}</Small>
    </MailLayout>
  );
  const lead = plain(words.invites({ invitedBy: data.invitedBy, role: data.role, mayDo }));
  const text = signedOff(paragraphs(en.hello, lead, join, data.acceptUrl, words.unexpected));
  return renderMail('staff-invitation', words.subject({ invitedBy: data.invitedBy }), html, text);
}
