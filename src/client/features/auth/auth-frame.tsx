import type { ReactNode } from 'react';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';

interface AuthFrameProps {
  title: string;
  /** One or two sentences under the title. */
  intro: ReactNode;
  children: ReactNode;
}

/** The narrow page of the password pages: the title and its sentence, then a card. */
export function AuthFrame({ title, intro, children }: AuthFrameProps) {
  const { t } = useI18n();
  return (
    <div className="container-page pt-10 pb-24 sm:pt-16 lg:pt-20">
      <div className="mx-auto max-w-[30rem]">
        <header>
          <p className="eyebrow">{t('Your Account')}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">{title}</h1>
          <p className="mt-4 text-[0.9375rem] leading-relaxed text-ink-soft">{intro}</p>
        </header>
        <div className="mt-8 border border-line bg-surface p-6 sm:p-10">{children}</div>
      </div>
    </div>
  );
}

/** A password page's or the sign-in's submit: full width, disabled with a turning ring while it is sent. */
export function AuthSubmit({
  pending,
  pendingLabel,
  children,
}: {
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
}) {
  return (
    <PendingButton
      type="submit"
      size="lg"
      className="mt-2 w-full"
      pending={pending}
      pendingLabel={pendingLabel}
      disableWhilePending
      spinner
    >
      {children}
    </PendingButton>
  );
}
