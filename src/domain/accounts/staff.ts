import { emailSchema, fullNameSchema, timestampSchema } from '../shared/fields';
import { z } from '../shared/zod';
import { STAFF_ROLES, STAFF_STATUSES } from './roles';
import { msg } from '../i18n/translator';

const role = z.enum(STAFF_ROLES, { message: msg('Please choose a role') });

/** POST /api/admin/staff: invite an address with a role. */
export const inviteStaffSchema = z.object({ email: emailSchema, role });

/** PUT /api/admin/staff/{id}: a new role, or suspend and reactivate (`active`). */
export const updateStaffSchema = z
  .object({ role: role.optional(), status: z.enum(['active', 'suspended']).optional() })
  .refine((v) => v.role !== undefined || v.status !== undefined, { message: msg('Nothing to change') });

export const staffMemberSchema = z.object({
  id: z.number(),
  email: z.string(),
  role,
  status: z.enum(STAFF_STATUSES),
  /** The account's name once the invitation is accepted. */
  fullName: z.string().nullable(),
  /** Whether the member's sign-in asks for a second factor. */
  twoFactorEnabled: z.boolean(),
  /** When an open invitation's link stops working. */
  inviteExpiresAt: timestampSchema.nullable(),
  createdAt: timestampSchema,
});
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListSchema = z.array(staffMemberSchema);

/** GET /api/auth/invitations?token=: what an invitation is for, before its form is filled in. */
export const invitationQuerySchema = z.object({
  token: z
    .string({ message: msg('This invitation link is not valid') })
    .min(1)
    .max(200),
});
export const invitationSchema = z.object({ email: z.string(), role });
export type Invitation = z.infer<typeof invitationSchema>;

const password = z
  .string({ message: msg('Password must be at least 6 characters') })
  .min(6, msg('Password must be at least 6 characters'))
  .max(200, msg('Password must be at most 200 characters'));

/** POST /api/auth/invitations/accept. */
export const acceptInvitationSchema = z.object({
  token: z
    .string({ message: msg('This invitation link is not valid') })
    .min(1)
    .max(200),
  fullName: fullNameSchema,
  password,
});

/** The accept page's form: a name, and the password twice (sent once, as `password`). */
export const acceptInvitationFormSchema = z
  .object({ fullName: fullNameSchema, newPassword: password, confirmPassword: z.string() })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: msg('Passwords do not match'),
    path: ['confirmPassword'],
  });
