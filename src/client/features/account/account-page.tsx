import { Tabs as TabsPrimitive } from 'radix-ui';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import {
  LogOut,
  Package,
  Settings,
  ShieldCheck,
  ShoppingBag,
  UserRound,
  FileLock2,
  type LucideIcon,
} from 'lucide-react';
import type { User } from '@/domain/accounts/schemas';
import { Skeleton } from '@/client/components/ui/skeleton';
import { TabsContent } from '@/client/components/ui/tabs';
import { RequireUser } from '@/client/components/require-user';
import { useSignOut } from '@/client/lib/use-sign-out';
import { useDocumentTitle } from '@/client/lib/use-document-title';
import { useTabParam } from '@/client/lib/use-tab-param';
import { CartSection } from './cart-section';
import { DevicesList } from './devices-list';
import { OrdersSection } from './orders-section';
import { PasswordForm } from './password-form';
import { PrivacySection } from './privacy-section';
import { ProfileForm } from './profile-form';
import { TwoFactorSection } from './two-factor-section';
import { useMediaQuery } from './use-media-query';
import { VerifyEmailBanner } from './verify-email-banner';
import { Rich, useI18n } from '@/client/lib/i18n';
import { msg } from '@/domain/i18n/translator';

const SECTIONS = [
  { value: 'profile', label: msg('Profile'), icon: UserRound },
  { value: 'orders', label: msg('Orders'), icon: Package },
  { value: 'cart', label: msg('Shopping Cart'), icon: ShoppingBag },
  { value: 'settings', label: msg('Settings'), icon: Settings },
  { value: 'security', label: msg('Security'), icon: ShieldCheck },
  { value: 'privacy', label: msg('Privacy'), icon: FileLock2 },
] as const satisfies readonly { value: string; label: string; icon: LucideIcon }[];
const SECTION_VALUES = SECTIONS.map((s) => s.value);
/** Sections a link names by their anchor (`/account#security`, as the back office's set-up asks). */
const ANCHORED = ['security', 'privacy'] as const;

const itemClasses =
  'flex h-12 min-w-0 items-center gap-2.5 border border-line px-3 text-left text-[0.6875rem] font-medium tracking-[0.12em] text-ink-soft uppercase sm:gap-3 sm:px-4 sm:tracking-[0.2em] ' +
  'transition-colors duration-200 hover:border-ink/30 hover:text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring ' +
  'lg:border-0 lg:border-l-2 lg:border-transparent lg:px-5 lg:hover:bg-muted/60';

const tabClasses = `${itemClasses} data-[state=active]:border-ink data-[state=active]:bg-surface data-[state=active]:text-ink lg:data-[state=active]:border-accent lg:data-[state=active]:bg-muted`;

/** /account: profile, orders, the saved cart, the password, security (two-step verification, devices) and privacy (a copy of the data, the deletion); signed out → /login. */
export default function AccountPage() {
  const { t } = useI18n();
  useDocumentTitle(t('My Account'));
  return (
    <RequireUser fallback={<AccountSkeleton />} what={t('your account')}>
      {(user) => <Account user={user} />}
    </RequireUser>
  );
}

function Account({ user }: { user: User }) {
  const { t } = useI18n();
  const { signOut, isPending } = useSignOut();
  const wide = useMediaQuery('(min-width: 64rem)');
  const [tab, onSectionChange] = useTabParam(SECTION_VALUES, 'profile');
  const { hash, search } = useLocation();
  // `/account#security` opens that section unless the address names a tab; a tab chosen drops the anchor.
  const anchored = ANCHORED.find((a) => `#${a}` === hash);
  const section = anchored && !new URLSearchParams(search).has('tab') ? anchored : tab;
  useEffect(() => {
    if (anchored) document.getElementById(anchored)?.scrollIntoView({ block: 'start' });
  }, [anchored]);

  return (
    <div className="container-page pt-10 pb-24 sm:pt-14">
      <header className="border-b border-line pb-8">
        <p className="eyebrow">Maison Lumière</p>
        <h1 className="mt-3 font-serif text-4xl leading-tight sm:text-5xl">{t('My Account')}</h1>
        <p className="mt-3 text-[0.9375rem] break-words text-ink-soft">
          <Rich
            message="Signed in as <email>{email}</email>"
            values={{ email: user.email }}
            tags={{ email: (words) => <span className="text-ink">{words}</span> }}
          />
        </p>
        <VerifyEmailBanner user={user} />
      </header>

      <TabsPrimitive.Root
        value={section}
        onValueChange={onSectionChange}
        orientation={wide ? 'vertical' : 'horizontal'}
        className="mt-10 grid gap-10 lg:mt-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16"
      >
        <nav aria-label={t('Account')} className="lg:sticky lg:top-28 lg:self-start">
          <TabsPrimitive.List
            aria-label={t('Account sections')}
            className="grid grid-cols-2 gap-2 lg:flex lg:flex-col lg:gap-1"
          >
            {SECTIONS.map(({ value, label, icon: Icon }) => (
              <TabsPrimitive.Trigger key={value} value={value} className={tabClasses}>
                <Icon aria-hidden="true" strokeWidth={1.5} className="size-4 shrink-0 text-accent" />
                <span className="truncate">{t(label)}</span>
              </TabsPrimitive.Trigger>
            ))}
          </TabsPrimitive.List>
          <div className="mt-2 lg:mt-4 lg:border-t lg:border-line lg:pt-4">
            <button
              type="button"
              onClick={signOut}
              disabled={isPending}
              className={`${itemClasses} w-full disabled:opacity-60`}
            >
              <LogOut aria-hidden="true" strokeWidth={1.5} className="size-4 shrink-0 text-accent" />
              {isPending ? t('Logging out...') : t('Logout')}
            </button>
          </div>
        </nav>

        <div className="min-w-0">
          <TabsContent value="profile" className="pt-0">
            <SectionHeading title={t('Profile')}>
              {t('Keep your details up to date for a quicker checkout.')}
            </SectionHeading>
            <ProfileForm user={user} />
          </TabsContent>
          <TabsContent value="orders" className="pt-0">
            <SectionHeading title={t('Orders')}>{t('Every order you have placed with the Maison.')}</SectionHeading>
            <OrdersSection userId={user.id} />
          </TabsContent>
          <TabsContent value="cart" className="pt-0">
            <SectionHeading title={t('Shopping Cart')}>
              {t('What is waiting in your cart, on any device you sign in from.')}
            </SectionHeading>
            <CartSection />
          </TabsContent>
          <TabsContent value="settings" className="pt-0">
            <SectionHeading title={t('Settings')}>{t('Your sign-in details.')}</SectionHeading>
            <section aria-labelledby="change-password-heading" className="border border-line bg-surface p-6 sm:p-8">
              <h3 id="change-password-heading" className="font-serif text-2xl">
                {t('Change Password')}
              </h3>
              <p className="mt-2 mb-6 text-sm text-ink-soft">
                {t('Other devices signed in to your account will be signed out.')}
              </p>
              <PasswordForm />
            </section>
          </TabsContent>
          <TabsContent value="security" className="pt-0">
            <div id="security" className="scroll-mt-28">
              <SectionHeading title={t('Security')}>
                {t('Two-step verification, and the devices signed in to your account.')}
              </SectionHeading>
              <div className="grid gap-6">
                <TwoFactorSection />
                <section aria-labelledby="devices-heading" className="border border-line bg-surface p-6 sm:p-8">
                  <h3 id="devices-heading" className="font-serif text-2xl">
                    {t('Signed-in devices')}
                  </h3>
                  <p className="mt-2 mb-6 text-sm text-ink-soft">
                    {t('Sign out of a device you no longer use, or that you do not recognise.')}
                  </p>
                  <DevicesList />
                </section>
              </div>
            </div>
          </TabsContent>
          <TabsContent value="privacy" className="pt-0">
            <div id="privacy" className="scroll-mt-28">
              <SectionHeading title={t('Privacy')}>
                {t('Your data: take a copy of it, or delete your account.')}
              </SectionHeading>
              <PrivacySection user={user} />
            </div>
          </TabsContent>
        </div>
      </TabsPrimitive.Root>
    </div>
  );
}

function SectionHeading({ title, children }: { title: string; children: string }) {
  return (
    <div className="mb-8">
      <h2 className="font-serif text-3xl leading-tight sm:text-4xl">{title}</h2>
      <p className="mt-2 text-sm text-ink-soft">{children}</p>
    </div>
  );
}

function AccountSkeleton() {
  const { t } = useI18n();
  return (
    <div role="status" className="container-page pt-10 pb-24 sm:pt-14">
      <span className="sr-only">{t('Loading your account')}</span>
      <div className="border-b border-line pb-8">
        <Skeleton className="h-4 w-28" />
        <Skeleton className="mt-4 h-12 w-64 max-w-full" />
        <Skeleton className="mt-4 h-5 w-72 max-w-full" />
      </div>
      <div className="mt-10 grid gap-10 lg:mt-12 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16">
        <Skeleton className="h-28 w-full lg:h-64" />
        <div className="grid gap-5">
          <Skeleton className="h-10 w-48" />
          <Skeleton className="h-72 w-full" />
        </div>
      </div>
    </div>
  );
}
