import { z } from 'zod';
import { apiErrorBodySchema } from '@shop/domain';

/** A success answer that only says what happened ('Usuario eliminado correctamente'). */
export const messageSchema = z.object({ message: z.string() });

/**
 * The error answers, for the routes' response schemas (they document the API in /api/docs).
 * One shape for all: a refused payload lists its refused fields in `details`.
 */
export const errorSchema = apiErrorBodySchema;
