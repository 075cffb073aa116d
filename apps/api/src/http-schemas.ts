import { z } from 'zod';
import { ROLE_NAMES } from '@shop/domain';

/** Response shapes shared by several modules (they document the API in /api/docs). */
export const messageSchema = z.object({ message: z.string(), code: z.string().optional() });

export const validationErrorSchema = messageSchema.extend({
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});

export const publicUserSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLE_NAMES),
  isActive: z.boolean(),
  createdAt: z.string(),
});
