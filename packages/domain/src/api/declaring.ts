import type { z } from 'zod';
import type { idParamsSchema, messageSchema } from './schemas';

// Shorthands for writing the declaration tables (endpoints.ts, staff-endpoints.ts); types only,
// so a table that imports them still carries no zod.

export type Out<Schema extends z.ZodType> = z.output<Schema>;
export type In<Schema extends z.ZodType> = z.input<Schema>;
export type IdParams = { params: Out<typeof idParamsSchema> };
export type Message = Out<typeof messageSchema>;
