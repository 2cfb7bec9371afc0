import { LogOut } from 'lucide-react';
import { Button } from '@/client/components/ui/button';
import { useSignOut } from '@/client/lib/use-sign-out';

/** The Logout button at the head of the signed-in pages (dashboard, back office). */
export function SignOutButton() {
  const { signOut, isPending } = useSignOut();
  return (
    <Button variant="primary" size="sm" onClick={signOut} disabled={isPending}>
      <LogOut aria-hidden="true" className="size-4" strokeWidth={1.5} />
      {isPending ? 'Logging out...' : 'Logout'}
    </Button>
  );
}
