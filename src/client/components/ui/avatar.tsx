import type { User } from '@/domain/accounts/schemas';

/** The name to greet a user by: the full name, else the username. */
export const displayName = (user: Pick<User, 'fullName' | 'username'>) => user.fullName.trim() || user.username;

/** "Ada Lovelace" → "AL"; "ada" → "A". */
function initials(user: Pick<User, 'fullName' | 'username'>): string {
  const words = displayName(user).split(/\s+/).filter(Boolean);
  const first = words[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1] ?? '') : '';
  return (Array.from(first)[0] ?? '').concat(Array.from(last)[0] ?? '').toLocaleUpperCase() || '?';
}

/** The user's initials in a small ring (decorative: the name is always written beside it). */
export function Avatar({
  user,
  className = 'size-8 text-[0.6875rem]',
}: {
  user: Pick<User, 'fullName' | 'username'>;
  className?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={`inline-flex shrink-0 items-center justify-center rounded-full border border-accent/45 bg-muted font-semibold tracking-[0.08em] text-ink ${className}`}
    >
      {initials(user)}
    </span>
  );
}
