import { z } from 'zod';
import type { DomainMessageKey } from '../messages';
import { OPTION_LIMITS } from './option';

const msg = (key: DomainMessageKey) => ({ error: key });

/** What staff may save as an alternative in a feature category; the pages read one with `readOption`. */
export const optionSchema = z.looseObject({
  id: z
    .string(msg('configurator.option.invalid'))
    .trim()
    .min(1, msg('configurator.option.invalid'))
    .max(OPTION_LIMITS.maxIdLength),
  name: z
    .string(msg('configurator.option.invalid'))
    .trim()
    .min(1, msg('configurator.option.invalid'))
    .max(OPTION_LIMITS.maxNameLength),
  name_en: z.string(msg('configurator.option.invalid')).trim().max(OPTION_LIMITS.maxNameLength).optional(),
  priceIncrement: z
    .number(msg('configurator.option.increment'))
    .finite(msg('configurator.option.increment'))
    .min(-OPTION_LIMITS.maxIncrement, msg('configurator.option.increment'))
    .max(OPTION_LIMITS.maxIncrement, msg('configurator.option.increment')),
});
