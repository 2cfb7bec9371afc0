import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { MailCheck } from 'lucide-react';
import { sendContactMessage } from '@/domain/api/house';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_SUBJECTS,
  type ContactField,
  contactRules,
  contactSubjectLabels,
  type ContactSubject,
} from '@/domain/contact/contact';
import { EmailAddress } from '@/client/components/email-address';
import { PendingButton } from '@/client/components/form/pending-button';
import { placeServerErrors } from '@/client/components/form/server-errors';
import { Button } from '@/client/components/ui/button';
import { SelectField } from '@/client/components/ui/select-field';
import { TextAreaField } from '@/client/components/ui/text-area-field';
import { EmailField, TextField } from '@/client/components/ui/text-field';
import { call, errorMessage } from '@/client/lib/api';
import { FormError } from '@/client/components/form/form-error';
import { Rich, useI18n } from '@/client/lib/i18n';

type Values = Record<ContactField, string> & { website: string };
type Errors = Partial<Record<ContactField, string>>;

/** The fields in the order they are shown: the first one in error takes the focus. */
const FIELDS: readonly ContactField[] = ['name', 'email', 'orderNumber', 'subject', 'message'];
const EMPTY: Values = { name: '', email: '', orderNumber: '', subject: '', message: '', website: '' };

const isSubject = (value: string | null): value is ContactSubject =>
  (CONTACT_SUBJECTS as readonly (string | null)[]).includes(value);

/** Each field's problem: the subject may be left unchosen (the house reads it as "Something else"). */
function check(values: Values): Errors {
  const errors: Errors = {};
  for (const field of FIELDS) {
    if (field === 'subject' && values.subject === '') continue;
    const problem = contactRules[field](values[field]);
    if (problem) errors[field] = problem;
  }
  return errors;
}

/**
 * The contact page's form (issue #32): name, e-mail, an order number and a subject if the message is
 * about one, and the message. Checked as the server checks it (domain/contact/contact.ts), the
 * problems under their fields and the first one focused; once sent, a calm confirmation takes its
 * place. `method="dialog"`: before the page has hydrated a submission goes nowhere (boot.ts holds it).
 */
export function ContactForm({ houseEmail }: { houseEmail: string | undefined }) {
  const { t, number } = useI18n();
  // A link may name the subject (the Refill Program's "write to us": ?subject=refill); the server renders it so too.
  const [searchParams] = useSearchParams();
  const [values, setValues] = useState<Values>(() => {
    const subject = searchParams.get('subject');
    return isSubject(subject) ? { ...EMPTY, subject } : EMPTY;
  });
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ name: string; email: string } | null>(null);
  const thanks = useRef<HTMLHeadingElement>(null);
  // Fixed ids, not useId's: the page is rendered by the server, and the focus finds its fields by them.
  const idOf = (field: ContactField | 'website') => `contact-${field}`;
  const focus = (field: ContactField) => document.getElementById(idOf(field))?.focus();

  useEffect(() => {
    if (sent) thanks.current?.focus();
  }, [sent]);

  const focusFirst = (found: Errors) => {
    const first = FIELDS.find((f) => found[f]);
    if (first) focus(first);
  };

  const set = (field: keyof Values) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    // A field in error is checked again as it is corrected.
    if (field !== 'website' && errors[field]) {
      setErrors((e) => ({
        ...e,
        [field]: field === 'subject' && value === '' ? undefined : contactRules[field](value),
      }));
    }
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    setFormError(null);
    const found = check(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    setSending(true);
    try {
      await call(sendContactMessage, {
        body: {
          name: values.name,
          email: values.email,
          orderNumber: values.orderNumber,
          message: values.message,
          ...(values.subject ? { subject: values.subject as ContactSubject } : {}),
          ...(values.website ? { website: values.website } : {}),
        },
      });
      setSent({ name: values.name.trim(), email: values.email.trim() });
      setValues(EMPTY);
      setErrors({});
    } catch (err) {
      const named: Errors = {};
      placeServerErrors(err, FIELDS, (field, message) => (named[field] ??= message), '');
      if (Object.keys(named).length > 0) {
        setErrors(named);
        focusFirst(named);
      } else {
        const fallback = houseEmail
          ? t('Your message could not be sent. Please try again, or write to us at {email}.', { email: houseEmail })
          : t('Your message could not be sent. Please try again.');
        setFormError(errorMessage(err, fallback));
      }
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <div className="flex gap-4 border border-success/45 bg-surface px-5 py-6 sm:px-7">
        <MailCheck aria-hidden="true" strokeWidth={1.5} className="mt-1 size-6 shrink-0 text-success" />
        <div className="grid gap-3 text-[0.9375rem] leading-relaxed text-ink-soft">
          <h3 ref={thanks} tabIndex={-1} className="font-serif text-2xl text-ink outline-none">
            {t('Thank you, {name}.', { name: sent.name })}
          </h3>
          <p>
            {/* Within REPLY_WITHIN (domain/settings/house.ts). */}
            <Rich
              message="Your message has reached the atelier. We answer within one working day, by e-mail to <email>{email}</email>; a short acknowledgement is on its way to you now."
              values={{ email: sent.email }}
              tags={{
                email: (address) => (
                  <span className="font-medium text-ink">
                    <EmailAddress address={address} />
                  </span>
                ),
              }}
            />
          </p>
          <div>
            <Button
              variant="ghost"
              className="-ml-3"
              onClick={() => {
                setSent(null);
                // The form is back: the focus goes to its first field.
                setTimeout(() => focus('name'), 0);
              }}
            >
              {t('Write another message')}
            </Button>
          </div>
        </div>
      </div>
    );
  }

  const length = values.message.trim().length;

  /** A field's id, name, value, change and error: each field of the form is one of `values`. */
  const bind = (field: ContactField) => ({
    id: idOf(field),
    name: field,
    value: values[field],
    onChange: set(field),
    // The form's own problems are messages (domain/contact/contact.ts); the server's come in the page's language.
    error: errors[field] && t(errors[field]),
  });

  return (
    <form
      method="dialog"
      noValidate
      aria-label={t('Write to us')}
      onSubmit={(e) => void onSubmit(e)}
      className="relative grid gap-5 sm:grid-cols-2"
    >
      <TextField label={t('Your name')} autoComplete="name" {...bind('name')} />
      <EmailField label={t('Your e-mail')} {...bind('email')} />
      <TextField
        label={t('Order number (optional)')}
        inputMode="numeric"
        autoComplete="off"
        placeholder="1042"
        hint={t("On your confirmation e-mail and at the top of your order's page.")}
        {...bind('orderNumber')}
      />
      <SelectField label={t('Subject (optional)')} {...bind('subject')}>
        <option value="">{t('Choose one…')}</option>
        {CONTACT_SUBJECTS.map((s) => (
          <option key={s} value={s}>
            {t(contactSubjectLabels[s])}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={t('Your message')}
        rows={6}
        className="sm:col-span-2"
        maxLength={CONTACT_MESSAGE_MAX + 200}
        hint={t('{length} / {max} characters', { length: number(length), max: number(CONTACT_MESSAGE_MAX) })}
        {...bind('message')}
      />
      {/* The honeypot: out of sight and out of reach for people (and their screen readers); a robot fills it in. */}
      <div aria-hidden="true" className="sr-only">
        <label htmlFor={idOf('website')}>{t('Leave this field empty')}</label>
        <input
          id={idOf('website')}
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          value={values.website}
          onChange={set('website')}
        />
      </div>
      <FormError message={formError} className="sm:col-span-2" />
      <div className="flex flex-wrap items-center gap-x-5 gap-y-3 sm:col-span-2">
        <PendingButton
          type="submit"
          size="lg"
          pending={sending}
          pendingLabel={t('Sending…')}
          disableWhilePending
          spinner
        >
          {t('Send message')}
        </PendingButton>
        <p className="text-xs text-ink-soft">{t('We use your address only to answer you.')}</p>
      </div>
    </form>
  );
}
