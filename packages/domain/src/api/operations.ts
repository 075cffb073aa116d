import { z } from 'zod';

/**
 * Shapes of the operations routes (load balancers, orchestrators), which no page calls: reached
 * through `@shop/domain/staff-api` only, so the storefront's first load never carries them.
 */

/** Whether a process may take traffic (GET /api/ready): what it waits for, and whether it is stopping. */
export const readySchema = z.object({
  status: z.enum(['READY', 'NOT_READY']),
  database: z.enum(['up', 'down']),
  catalogueIndex: z.enum(['ready', 'building']),
  stopping: z.boolean(),
});
