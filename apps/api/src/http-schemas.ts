import { z } from 'zod';

/** Response shapes shared by several modules (they document the API in /api/docs). */
export const messageSchema = z.object({ message: z.string(), code: z.string().optional() });

export const validationErrorSchema = messageSchema.extend({
  errors: z.array(z.object({ path: z.string(), message: z.string() })),
});
