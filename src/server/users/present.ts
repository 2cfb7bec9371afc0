import { permissionsOf, type StaffRole } from '../../domain/accounts/roles';
import type { User } from '../../domain/accounts/schemas';
import type { UserRow } from './repo';

/** What an account may do, as the session's lookup (auth) reads it; a customer's by default. */
export interface UserAccess {
  role: StaffRole | null;
  twoFactorEnabled: boolean;
  /** A staff member who must still set up a second factor before the back office answers them. */
  twoFactorSetupRequired: boolean;
}

const CUSTOMER: UserAccess = { role: null, twoFactorEnabled: false, twoFactorSetupRequired: false };

/** The user as the API shows it: never any password material. */
export function toUser(row: UserRow, access: UserAccess = CUSTOMER): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    address: row.address,
    address2: row.address2,
    city: row.city,
    region: row.region,
    postalCode: row.postalCode,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    isAdmin: access.role !== null,
    isActive: row.isActive,
    subscriptionStatus: row.subscriptionStatus,
    emailVerified: row.emailVerifiedAt !== null,
    twoFactorEnabled: access.twoFactorEnabled,
    role: access.role,
    permissions: [...permissionsOf(access.role)],
    twoFactorSetupRequired: access.twoFactorSetupRequired,
  };
}
