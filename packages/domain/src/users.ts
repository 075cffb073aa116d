import { z } from 'zod';
import { ROLE_NAMES } from './roles';

/**
 * A user as the API shows it (never the password hash): the session answers, the profile and
 * the users list. `_id` repeats `id` because the spec's client reads either.
 */
export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLE_NAMES),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

/** The answer of a user-management write: what happened, and the user as it now is. */
export const userWriteAnswerSchema = z.object({ message: z.string(), user: publicUserSchema });
export type UserWriteAnswer = z.infer<typeof userWriteAnswerSchema>;

/**
 * A login, registration or Google sign-in answer: the token, the user under `user`, and the
 * user's fields again at the top level, because the session object (the user data with its
 * role) is the login answer itself, and clients read it at either place.
 */
export const sessionAnswerSchema = publicUserSchema.extend({ token: z.string(), user: publicUserSchema });
export type SessionAnswer = z.infer<typeof sessionAnswerSchema>;
