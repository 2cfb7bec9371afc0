import type { Permission } from '@/domain/accounts/roles';
import { useCurrentUser } from '@/client/lib/use-auth';

/**
 * Whether the signed-in member's role may use a part of the back office (domain/accounts/roles.ts):
 * a part whose endpoints the role lacks is not shown, so it never asks the server for what it would refuse.
 */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useCurrentUser().data?.permissions ?? [];
  return (permission) => permissions.includes(permission);
}
