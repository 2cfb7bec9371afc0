import { useQuery } from '@tanstack/react-query';
import { Laptop } from 'lucide-react';
import type { SessionInfo } from '@/domain/accounts/schemas';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { ErrorNote } from '@/client/components/ui/error-note';
import { Skeleton } from '@/client/components/ui/skeleton';
import { errorMessage } from '@/client/lib/api';
import { formatDateTime, formatTimeAgo } from '@/client/lib/dates';
import { toast } from '@/client/lib/toast';
import { sessionsQuery, useEndOtherSessions, useEndSession } from './security-api';
import { PendingButton } from '@/client/components/form/pending-button';

const active = (device: SessionInfo) => {
  const ago = formatTimeAgo(device.lastSeenAt);
  return ago === 'now' ? 'Active now' : `Active ${ago}`;
};

/**
 * Signed-in devices: each browser signed in to the account, the one in use marked "This device",
 * when each was last active; any other signed out, or all of them at once.
 */
export function DevicesList() {
  const sessions = useQuery(sessionsQuery());
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();

  if (sessions.isPending)
    return (
      <div role="status" className="grid gap-3">
        <span className="sr-only">Loading your devices</span>
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  if (sessions.isError)
    return <ErrorNote>{errorMessage(sessions.error, 'Your devices could not be loaded. Please try again.')}</ErrorNote>;

  const devices = sessions.data;
  const others = devices.filter((d) => !d.current);

  const signOut = (device: SessionInfo) =>
    endOne.mutate(device.id, {
      onSuccess: () =>
        toast({ variant: 'success', title: 'Signed out', description: `${device.device} is signed out.` }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Could not sign out',
          description: errorMessage(err, 'Please try again'),
        }),
    });
  const signOutOthers = () =>
    endOthers.mutate(undefined, {
      onSuccess: () => toast({ variant: 'success', title: 'Signed out of all other devices' }),
      onError: (err) =>
        toast({
          variant: 'destructive',
          title: 'Could not sign out',
          description: errorMessage(err, 'Please try again'),
        }),
    });

  return (
    <div>
      <ul aria-label="Signed-in devices" className="divide-y divide-line border border-line bg-background">
        {devices.map((device) => (
          <li key={device.id} className="flex flex-wrap items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-5">
            <Laptop aria-hidden="true" strokeWidth={1.5} className="size-5 shrink-0 text-accent" />
            <div className="min-w-0 flex-1">
              <p className="flex flex-wrap items-center gap-2 text-[0.9375rem] text-ink">
                {device.device}
                {device.current ? <Badge>This device</Badge> : null}
              </p>
              <p className="mt-1 text-[0.8125rem] text-ink-soft">
                <time dateTime={device.lastSeenAt} title={formatDateTime(device.lastSeenAt)}>
                  {active(device)}
                </time>
                {' · '}Signed in {formatDateTime(device.createdAt)}
              </p>
            </div>
            {device.current ? null : (
              <Button
                variant="subtle"
                size="sm"
                disabled={endOne.isPending && endOne.variables === device.id}
                onClick={() => signOut(device)}
                aria-label={`Sign out ${device.device}, ${active(device).toLowerCase()}`}
              >
                Sign out
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
          pendingLabel="Signing out..."
          disableWhilePending
        >
          Sign out of all other devices
        </PendingButton>
      ) : (
        <p className="mt-4 text-sm text-ink-soft">No other device is signed in to your account.</p>
      )}
    </div>
  );
}
