import { useState } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { PackageCheck, Sparkles, UserRound } from 'lucide-react';
import { Skeleton } from '@/client/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { useCurrentUser } from '@/client/lib/use-auth';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { safeReturnPath } from '@/client/lib/return-path';
import { homeFor } from '@/client/lib/use-sign-out';
import { useUpdateParams } from '@/client/lib/use-update-params';
import { useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

type Tab = 'login' | 'register';

const BENEFITS = [
  { icon: PackageCheck, text: msg('Follow every order from the atelier to your door.') },
  { icon: UserRound, text: msg('Keep your details for a quicker checkout.') },
  { icon: Sparkles, text: msg('Find your custom and bespoke creations again.') },
] as const;

/** /login: the Login and Register tabs; `?tab=register` opens Register, `?next=/path` is where a sign-in goes back to. */
export default function LoginPage() {
  const { t } = useI18n();
  useDocumentTitle(t('Login'));
  const user = useCurrentUser();
  const [params] = useSearchParams();
  const setParams = useUpdateParams();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'login';
  const next = safeReturnPath(params.get('next'));
  const [registeredEmail, setRegisteredEmail] = useState('');

  const showTab = (value: string) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value === 'register') next.set('tab', 'register');
        else next.delete('tab');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  const onRegistered = (email: string) => {
    setRegisteredEmail(email);
    showTab('login');
  };

  // Signed in already (or just now): straight to where a sign-in leads.
  if (user.data) return <Navigate to={next ?? homeFor(user.data)} replace />;

  return (
    <div className="container-page pt-10 pb-24 sm:pt-16 lg:pt-20">
      <div className="mx-auto grid max-w-5xl items-start gap-10 lg:grid-cols-[minmax(0,1fr)_27rem] lg:gap-20">
        <header className="lg:pt-6">
          <p className="eyebrow">{t('Your Account')}</p>
          <h1 className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">{t('Welcome to the Maison')}</h1>
          <p className="mt-4 max-w-md text-[0.9375rem] leading-relaxed text-ink-soft">
            {t('Sign in to see your orders and details, or create an account in a moment.')}
          </p>
          <ul className="mt-10 hidden max-w-sm gap-5 border-t border-line pt-8 lg:grid">
            {BENEFITS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-start gap-4 text-sm leading-relaxed text-ink-soft">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-line text-accent">
                  <Icon aria-hidden="true" strokeWidth={1.5} className="size-4" />
                </span>
                <span className="pt-2">{t(text)}</span>
              </li>
            ))}
          </ul>
        </header>

        <div className="border border-line bg-surface p-6 sm:p-10">
          {user.isPending ? (
            <FormSkeleton />
          ) : (
            <Tabs value={tab} onValueChange={showTab}>
              <TabsList aria-label={t('Login or register')} className="grid w-full grid-cols-2 gap-0">
                <TabsTrigger value="login" className="justify-center">
                  {t('Login')}
                </TabsTrigger>
                <TabsTrigger value="register" className="justify-center">
                  {t('Register')}
                </TabsTrigger>
              </TabsList>
              <TabsContent value="login">
                <p className="mb-6 text-sm text-ink-soft">
                  {t('Welcome back. Sign in with your e-mail and password.')}
                </p>
                <LoginForm email={registeredEmail} next={next} />
              </TabsContent>
              <TabsContent value="register">
                <p className="mb-6 text-sm text-ink-soft">{t('New to the Maison? It takes less than a minute.')}</p>
                <RegisterForm onRegistered={onRegistered} />
              </TabsContent>
            </Tabs>
          )}
        </div>
      </div>
    </div>
  );
}

function FormSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" aria-busy="true" className="grid gap-6">
      <span className="sr-only">{t('Loading…')}</span>
      <Skeleton className="h-11 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-12 w-full" />
    </div>
  );
}
