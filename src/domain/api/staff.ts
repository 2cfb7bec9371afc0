import { userSchema } from '../accounts/schemas';
import {
  acceptInvitationSchema,
  invitationQuerySchema,
  invitationSchema,
  inviteStaffSchema,
  staffListSchema,
  staffMemberSchema,
  updateStaffSchema,
} from '../accounts/staff';
import { noContentSchema } from '../shared/fields';
import { staffIdParam } from '../shared/ids';
import { endpoint } from './endpoint';

/*
 * The house's staff (decision 065): the owner invites by e-mail with a role, changes roles,
 * suspends and removes; the invitee accepts with the mailed link (a day, once).
 */

const tag = 'Back office: staff';

export const listStaff = endpoint({
  method: 'GET',
  path: '/api/admin/staff',
  tag,
  summary: 'The staff and the open invitations, owners first.',
  auth: 'admin',
  permission: 'staff',
  responses: { 200: staffListSchema },
});

export const inviteStaff = endpoint({
  method: 'POST',
  path: '/api/admin/staff',
  tag,
  summary: 'Invites an address with a role: the mail links to `/staff/accept?token=…`, good for a day and once.',
  auth: 'admin',
  permission: 'staff',
  body: inviteStaffSchema,
  responses: { 201: staffMemberSchema },
  errors: { 409: ['STAFF_EXISTS'] },
});

export const updateStaff = endpoint({
  method: 'PUT',
  path: '/api/admin/staff/:id',
  tag,
  summary:
    "Changes a member's role, or suspends (`suspended`) and reactivates (`active`) them; the last active owner stays, and nobody suspends themselves.",
  auth: 'admin',
  permission: 'staff',
  params: staffIdParam,
  body: updateStaffSchema,
  responses: { 200: staffMemberSchema },
  errors: { 404: ['STAFF_NOT_FOUND'], 409: ['LAST_OWNER', 'STAFF_SELF', 'STAFF_NOT_ACCEPTED'] },
});

export const removeStaff = endpoint({
  method: 'DELETE',
  path: '/api/admin/staff/:id',
  tag,
  summary:
    'Removes a member from the staff (their account stays a customer account, signed out), or withdraws an invitation; nobody removes themselves.',
  auth: 'admin',
  permission: 'staff',
  params: staffIdParam,
  responses: { 204: noContentSchema },
  errors: { 404: ['STAFF_NOT_FOUND'], 409: ['LAST_OWNER', 'STAFF_SELF'] },
});

export const resendInvitation = endpoint({
  method: 'POST',
  path: '/api/admin/staff/:id/invitation',
  tag,
  summary: 'Mails an invited member a new link (a day, once); the one mailed before stops working.',
  auth: 'admin',
  permission: 'staff',
  params: staffIdParam,
  responses: { 200: staffMemberSchema },
  errors: { 404: ['STAFF_NOT_FOUND'], 409: ['INVITATION_USED'] },
});

export const getInvitation = endpoint({
  method: 'GET',
  path: '/api/auth/invitations',
  tag,
  summary: 'What an invitation link is for (address and role), checked before its form is filled in.',
  query: invitationQuerySchema,
  responses: { 200: invitationSchema },
  errors: { 400: ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'] },
});

export const acceptInvitation = endpoint({
  method: 'POST',
  path: '/api/auth/invitations/accept',
  tag,
  summary:
    "Accepts an invitation: makes the account (or sets the password of the address's existing account), confirms the address, and signs in; an account with a second factor (`twoFactorEnabled` in the answer) signs in next with its code.",
  body: acceptInvitationSchema,
  responses: { 201: userSchema },
  errors: { 400: ['INVITATION_INVALID', 'INVITATION_EXPIRED', 'INVITATION_USED'], 429: ['RATE_LIMITED'] },
});
