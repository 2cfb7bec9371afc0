import { contactMessageSchema } from '../contact/schemas';
import { houseContactInputSchema, houseContactSchema, houseSchema } from '../settings/schemas';
import { messageSchema } from '../shared/fields';
import { endpoint } from './endpoint';

const tag = 'Contact';

export const getHouse = endpoint({
  method: 'GET',
  path: '/api/house',
  tag,
  summary:
    "The house's public contact details: its name and address, e-mail, phone, opening hours and the social pages it has set (cacheable for a minute).",
  responses: { 200: houseSchema },
});

export const sendContactMessage = endpoint({
  method: 'POST',
  path: '/api/contact',
  tag,
  summary:
    "A shopper's message to the house: mailed to the house's contact address with Reply-To the sender, and a short acknowledgement to the sender. Throttled per address.",
  body: contactMessageSchema,
  responses: { 202: messageSchema },
  errors: { 429: ['RATE_LIMITED'] },
});

export const getAdminHouseContact = endpoint({
  method: 'GET',
  path: '/api/admin/settings/contact',
  tag,
  summary: "The house's contact details as the back office edits them: e-mail, phone, opening hours, social pages.",
  auth: 'admin',
  permission: 'settings',
  responses: { 200: houseContactSchema },
});

export const updateAdminHouseContact = endpoint({
  method: 'PUT',
  path: '/api/admin/settings/contact',
  tag,
  summary:
    "Sets the house's contact e-mail (where the contact form's messages go), phone, opening hours and social pages (https links, each optional).",
  auth: 'admin',
  permission: 'settings',
  body: houseContactInputSchema,
  responses: { 200: houseContactSchema },
});
