import { z } from 'zod';

// The error answer's shape, apart from the codes and their texts (api-errors.ts), which every
// page that shows an API message reads without loading zod.

/** One entry of an error's details: a field of a refused payload, a refused order line... */
export const apiErrorDetailSchema = z.looseObject({
  /** Where the problem is, e.g. 'body.email' or 'lines.2'. */
  path: z.string().optional(),
  /** What went wrong there: a message key of the domain. */
  code: z.string(),
  message: z.string(),
});
export type ApiErrorDetail = z.infer<typeof apiErrorDetailSchema>;

/**
 * The body of every error answer. A refused payload (VALIDATION_ERROR) lists each refused
 * field in `details`: its path, the message key of the broken rule as `code`, and the text.
 *
 * Codes before this catalogue were generic (UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT,
 * OWN_ACCOUNT, SUPERADMIN_PROTECTED, Fastify's FST_ERR_*) and validation errors listed
 * their fields in `errors`: each situation now has its own code, and the list is `details`.
 */
export const apiErrorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  /** The values the code's text was filled with (a client that shows its own text by code fills it too). */
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  details: z.array(apiErrorDetailSchema).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;
