import type { User } from '../../domain/accounts/schemas';
import type { UserRow } from './repo';

/** The user as the API shows it: never any password material. */
export function toUser(row: UserRow): User {
  return {
    id: row.id,
    username: row.username,
    email: row.email,
    fullName: row.fullName,
    phone: row.phone,
    address: row.address,
    city: row.city,
    postalCode: row.postalCode,
    country: row.country,
    dateOfBirth: row.dateOfBirth,
    createdAt: row.createdAt.toISOString(),
    isAdmin: row.isAdmin,
    isActive: row.isActive,
    subscriptionStatus: row.subscriptionStatus,
  };
}
