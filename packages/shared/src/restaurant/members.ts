import { z } from 'zod';
import { requiredTextField } from '../common/form-fields';

export const MEMBER_NAME_MAX = 80;
export const MEMBER_ROLE_MAX = 80;

/** The admin team-member form: multipart `name`, `role` beside an optional `image` file. */
export const memberFormSchema = z.object({
  name: requiredTextField('Name', MEMBER_NAME_MAX, 'Please give the team member a name'),
  role: requiredTextField('Role', MEMBER_ROLE_MAX, "Please give the team member's role"),
});
export type MemberForm = z.infer<typeof memberFormSchema>;

/** `PUT /api/restaurants/update-member`: the same fields and the member's id. */
export const memberUpdateFormSchema = memberFormSchema.extend({
  memberId: z
    .string({ error: 'Please choose a team member' })
    .trim()
    .min(1, 'Please choose a team member')
    .max(64, 'Please choose a team member'),
});
export type MemberUpdateForm = z.infer<typeof memberUpdateFormSchema>;

/** Messages of the admin team calls. */
export const MEMBER_MESSAGES = {
  created: 'Member created!',
  updated: 'Member updated!',
  deleted: 'Member deleted!',
  saveFailed: 'Error saving member!',
  notFound: 'Team member not found',
} as const;
