// The owner's Beam Profile (owner-dashboard §2 /profile, §5 profile name): first and last name.
import * as z from 'zod';
import * as messages from '../messages.ts';
import { nameSchema } from './auth.ts';

export const updateProfileBodySchema = z.object({
  firstName: nameSchema(messages.firstNameRequired),
  lastName: nameSchema(messages.lastNameRequired),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;
