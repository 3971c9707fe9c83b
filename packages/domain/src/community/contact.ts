import { z } from 'zod';
import { ZEmail } from '../accounts/fields.ts';
import { requiredText } from '../shared/text.ts';

export const CONTACT_NAME_MAX = 50;
export const CONTACT_MESSAGE_MAX = 2000;

/** POST /api/contact ('DROP US A MESSAGE'); every field required. */
export const ZContactBody = z.object({
  firstName: requiredText(CONTACT_NAME_MAX, 'firstNameRequired', 'firstNameTooLong'),
  lastName: requiredText(CONTACT_NAME_MAX, 'lastNameRequired', 'lastNameTooLong'),
  email: ZEmail,
  message: requiredText(CONTACT_MESSAGE_MAX, 'contactMessageRequired', 'contactMessageTooLong'),
});
export type ContactBody = z.infer<typeof ZContactBody>;
