import { useQuery } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import type { SessionInfo } from '@/domain/accounts/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ErrorNote } from '@/client/components/ui/error-note';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api';
import { toast } from '@/client/lib/toast';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './security-api';
import { PendingButton } from '@/client/components/form/pending-button';
import { useI18n } from '@/client/lib/i18n';
import type { Translator } from '@/domain/i18n/translator';

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/**
 * "Active now" (under a minute), "Active 5 minutes ago", "Active yesterday": when the device was last
 * seen, as the page's language says it (src/client/lib/dates.ts's formatTimeAgo, in that language).
 */
function active(device: SessionInfo, { t, tag }: Pick<Translator, 't' | 'tag'>, now: number = Date.now()): string {
  const ago = Math.max(0, now - Date.parse(device.lastSeenAt));
  const found = UNITS.find(([, ms]) => ago >= ms);
  if (!found) return t('Active now');
  const relative = new Intl.RelativeTimeFormat(tag, { numeric: 'auto' });
  return t('Active {ago}', { ago: relative.format(-Math.floor(ago / found[1]), found[0]) });
}

/**
 * Signed-in devices: each browser signed in to the account, the one in use marked "This device",
 * when each was last active; any other signed out, or all of them at once.
 */
export function DevicesList() {
  const translator = useI18n();
  const { t, dateTime } = translator;
  const sessions = useQuery(sessionsQuery());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">{t('Loading your devices')}</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (sessions.isError)
    return (
      <ErrorNote>{errorMessage(sessions.error, t('Your devices could not be loaded. Please try again.'))}</ErrorNote>
    );

  const devices = sessions.data;
  const others = devices.filter((d) => !d.current);

  const signOut = (device: SessionInfo) =>
    endOne.mutate(device.id, {
      onSuccess: () =>
        toast({
          variant: 'success',
          title: t('Signed out'),
          description: t('{device} is signed out.', { device: device.device }),
        }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('Could not sign out'),
          description: errorMessage(err, t('Please try again')),
        }),
    });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: t('Signed out of all other devices') }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: t('Could not sign out'),
          description: errorMessage(err, t('Please try again')),
        }),
    });

  return (
    <div>
      <ul aria-label={t('Signed-in devices')} className="divide-y divide-line border border-line bg-background">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-5">
            <Laptop aria-hidden="true" strokeWidth={1.5} className="size-5 shrink-0 text-accent" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-[0.9375rem] text-ink">
                {device.device}
                {device.current ? <Badge>{t('This device')}</Badge> : null}
              </p>
              <p className="mt-1 text-[0.8125rem] text-ink-soft">
                <time dateTime={device.lastSeenAt} title={dateTime(device.lastSeenAt)}>
                  {active(device, translator)}
                </time>
                {' · '}
                {t('Signed in {date}', { date: dateTime(device.createdAt) })}
              </p>
            </div>
            {device.current ? null : (
              <Button
                variant="subtle"
                size="sm"
                disabled={endOne.isPending && endOne.variables === device.id}
                onClick={() => signOut(device)}
                aria-label={t('Sign out {device}, {activity}', {
                  device: device.device,
                  activity: active(device, translator).toLowerCase(),
                })}
              >
                {t('Sign out')}
              </Button>
            )}
          </li>
        ))}
      </ul>
      {others.length > 0 ? (
        <PendingButton
          variant="outline"
          size="sm"
          className="mt-5"
          onClick={signOutOthers}
          pending={endOthers.isPending}
          pendingLabel={t('Signing out...')}
          disableWhilePending
        >
          {t('Sign out of all other devices')}
        </PendingButton>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">{t('No other device is signed in to your account.')}</p>
      )}
    </div>
  );
}
