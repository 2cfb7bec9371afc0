import type { ReactNode } from 'react';
import type { Translator } from '../../../domain/i18n/translator';
import { Button, MailLayout, P, Rich, Small } from '../../mail/layout';
import { englishMail, paragraphs, type RenderedMail, renderMail, signedOff, tagged } from '../../mail/render';

/** An invitation to the house's staff (decision 065): who invites, to which role, and the link. */
export interface StaffInvitationMailData {
  /** The owner who sent it, by name. */
  invitedBy: string;
  /** The role's name ("Fulfilment") and what it may do, in a line, both in `tr`'s language. */
  role: string;
  roleDescription: string;
  acceptUrl: string;
  /** The invitee's language: their account's when the address has one, else the inviter's page's; English when absent. */
  tr?: Translator;
}

/** Stand-ins for the names inside the sentence's tags: a name is never read as markup. */
const INVITED_BY = '\u0001';
const ROLE = '\u0002';

export function staffInvitationMail(data: StaffInvitationMailData): RenderedMail {
  const tr = data.tr ?? englishMail();
  const { invitedBy, role } = data;
  // The role's line, as the end of the sentence.
  const mayDo = `${data.roleDescription.charAt(0).toLowerCase()}${data.roleDescription.slice(1)}`;
  const title = tr.t('Join the Maison Lumière team');
  const hello = tr.t('Hello,');
  const join = tr.t(
    'Choose your name and a password to join. The link works once, for 24 hours. If it has expired, ask for a new one.',
  );
  const unexpected = tr.t('If you were not expecting this, ignore this e-mail: nothing happens without the link.');
  const invites = tagged(
    tr.t('<b>{invitedBy}</b> invites you to the Maison Lumière back office as <b>{role}</b>: {mayDo}.', {
      invitedBy: INVITED_BY,
      role: ROLE,
      mayDo,
    }),
  );
  const named = (words: string) => words.replace(INVITED_BY, () => invitedBy).replace(ROLE, () => role);
  const parts: ReactNode[] = invites.map((p) => (p.tag ? <strong>{named(p.words)}</strong> : named(p.words)));
  const html = (
    <MailLayout
      tr={tr}
      title={title}
      signed={false}
      preheader={tr.t('{invitedBy} invites you to the Maison Lumière back office as {role}.', { invitedBy, role })}
    >
      <P>{hello}</P>
      <P at={12}>
        <Rich parts={parts} />
      </P>
      <P at={12}>{join}</P>
      <Button href={data.acceptUrl}>{tr.t('Accept the invitation')}</Button>
      <Small>{unexpected}</Small>
    </MailLayout>
  );
  const lead = invites.map((p) => named(p.words)).join('');
  const text = signedOff(paragraphs(hello, lead, join, data.acceptUrl, unexpected), tr);
  return renderMail('staff-invitation', tr.t('{invitedBy} invites you to Maison Lumière', { invitedBy }), html, text);
}
