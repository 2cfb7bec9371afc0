import { type QueryClient, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  changePassword,
  getCurrentUser,
  login,
  loginSecondFactor,
  logout,
  register,
  updateProfile,
} from '@/domain/api/auth';
import type { Answer, EndpointInput } from '@/domain/api/endpoint';
import type { LoginInput, RegisterInput, User } from '@/domain/accounts/schemas';
import type { Translator } from '@/domain/i18n/translator';
import { call, isApiError } from './api';
import { carryDraftsToAccount, clearStoredDrafts } from './draft-storage';
import { getGuestId } from './guest-id';
import { useI18n } from './i18n';
import { mergeGuestWishlist } from './wishlist-query';
import { queryKeyOf } from './query-keys';

const FIVE_MINUTES = 5 * 60 * 1000;
const HINT = 'signed_in';

/** The server sets a readable `signed_in` cookie beside the HttpOnly session (see auth/session.ts). */
function mayBeSignedIn(): boolean {
  return document.cookie.split('; ').some((c) => c === `${HINT}=1`);
}

/** The signed-in user, or null. Cached for 5 minutes; 401 means signed out. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: queryKeyOf(getCurrentUser),
    queryFn: async ({ signal }): Promise<User | null> => {
      // A server render is a guest's: entry-server.tsx seeds null, so this never runs there.
      if (!mayBeSignedIn()) return null;
      try {
        return await call(getCurrentUser, {}, { signal });
      } catch (err) {
        if (isApiError(err, 401)) {
          document.cookie = `${HINT}=; Max-Age=0; path=/`; // the session ended server-side
          return null;
        }
        throw err;
      }
    },
    staleTime: FIVE_MINUTES,
    retry: false,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/** Every cached query but the user's: what belongs to whoever was signed in before. */
const notTheUser = (q: { queryKey: readonly unknown[] }) => q.queryKey[0] !== getCurrentUser.path;

/** The browser's side of a sign-in that went through: the guest's wishlist and drafts join the account. */
async function signedIn(qc: QueryClient, user: User, t: Translator['t']): Promise<void> {
  // Before the user is known to the page: nothing reads the account's wishlist while it changes.
  await mergeGuestWishlist(qc, user.id, t);
  // A builder left part-way as a guest continues in the account, here or on another device.
  await carryDraftsToAccount();
  qc.setQueryData(currentUserQuery().queryKey, user);
  // Everything cached for the guest (cart, orders) now belongs to someone else.
  await qc.invalidateQueries({ predicate: notTheUser });
}

/** A sign-in's answer: the user, or `{ twoFactorRequired: true }` when a code must follow the password. */
type LoginAnswer = Answer<typeof login>;

/** Whether the password was right but the account asks for a code next (useLoginSecondFactor). */
export const asksSecondFactor = (answer: LoginAnswer): answer is Exclude<LoginAnswer, User> =>
  'twoFactorRequired' in answer;

/**
 * Login sends the guest's id so its cart joins the account (docs/decisions: Signed-in cart); the
 * guest's wishlist, kept in the browser, joins it next. (Registering does not sign in: the new
 * account's first sign-in takes both.) An account with a second factor is signed in by
 * useLoginSecondFactor, once the password answered `twoFactorRequired`.
 */
export function useLogin() {
  const qc = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (input: Omit<LoginInput, 'guestId'>) => call(login, { body: { ...input, guestId: getGuestId() } }),
    onSuccess: async (answer) => {
      if (!asksSecondFactor(answer)) await signedIn(qc, answer, t);
    },
  });
}

/** The second step of a sign-in: the code from the authenticator app, or a recovery code. */
export function useLoginSecondFactor() {
  const qc = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: (code: string) => call(loginSecondFactor, { body: { code } }),
    onSuccess: (user) => signedIn(qc, user, t),
  });
}

export function useRegister() {
  return useMutation({
    mutationFn: (input: Omit<RegisterInput, 'guestId'>) =>
      call(register, { body: { ...input, guestId: getGuestId() } }),
  });
}

/** The browser's side of a session that ended (a logout, a deleted account): nothing of the account stays cached. */
export function forgetSignedInUser(qc: QueryClient): void {
  // The user is set on the live query, so everything showing it (the header) hears of it:
  // qc.clear() would drop the query from under its observers, which kept the old user.
  qc.setQueryData(currentUserQuery().queryKey, null);
  qc.removeQueries({ predicate: notTheUser });
  // The builders' drafts in this tab were the account's: the next shopper here starts afresh.
  clearStoredDrafts();
}

/** Logout ends the session and clears every cached query. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => call(logout), // 204
    onSuccess: () => forgetSignedInUser(qc),
  });
}

export function useUpdateProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<typeof updateProfile>['body']) => call(updateProfile, { body: input }),
    onSuccess: (user) => qc.setQueryData(currentUserQuery().queryKey, user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: EndpointInput<typeof changePassword>['body']) => call(changePassword, { body: input }),
  });
}
