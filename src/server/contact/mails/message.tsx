import type { ReactNode } from 'react';
import { A, ACCENT, MailLayout, Quote, Rich, Small, Table } from '../../mail/layout';
import { paragraphs, plain, type RenderedMail, renderMail } from '../../mail/render';
import { en } from '../../mail/words/en';

const words = en.contactMessage;

/** A shopper's message from the contact page, for the house (issue #32). */
export interface ContactMailData {
  name: string;
  email: string;
  /** The subject chosen, in words ("An order"). */
  subject: string;
  /** Its digits, or '' for none. */
  orderNumber: string;
  message: string;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <tr>
      <td
        style={{
          padding: '4px 16px 4px 0',
          verticalAlign: 'top',
          fontSize: '12px',
          letterSpacing: '0.08em',
          textTransform: 'uppercase',
          color: ACCENT,
          whiteSpace: 'nowrap',
        }}
      >
        {label}
      </td>
      <td style={{ padding: '4px 0', verticalAlign: 'top' }}>{children}</td>
    </tr>
  );
}

/** The house's copy of a contact message: answered by replying (Reply-To is the shopper). */
export function contactMessageMail(data: ContactMailData): RenderedMail {
  const title = words.title({ name: data.name });
  const order = data.orderNumber ? `#${data.orderNumber}` : '';
  const html = (
    <MailLayout
      title={title}
      signed={false}
      preheader={words.preheader({ subject: data.subject, order, excerpt: data.message.slice(0, 120) })}
    >
      <Table style={{ fontSize: '15px' }}>
        <Row label={words.from}>
          {data.name} &lt;<A href={`mailto:${data.email}`}>{data.email}</A>&gt;
        </Row>
        <Row label={words.subjectLabel}>{data.subject}</Row>
        {order ? <Row label={words.orderLabel}>{order}</Row> : null}
      </Table>
      <Quote at={20}>{data.message}</Quote>
      <Small at={20}>
        <Rich parts={words.answer({ name: data.name, email: data.email })} />
      </Small>
    </MailLayout>
  );
  const head = [
    `${words.from}: ${data.name} <${data.email}>`,
    `${words.subjectLabel}: ${data.subject}`,
    ...(order ? [`${words.orderLabel}: ${order}`] : []),
  ];
  const text = paragraphs(
    title,
    head.join('\n'),
    data.message,
    `--\n${plain(words.answer({ name: data.name, email: data.email }))}`,
  );
  return renderMail('contact-message', words.subject({ subject: data.subject, order, name: data.name }), html, text);
}
