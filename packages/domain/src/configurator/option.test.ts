import { describe, expect, it } from 'vitest';
import { OPTION_LIMITS, readOption } from './option';
import { optionSchema } from './option-schema';

// The pages read stored options with readOption, staff's saves are checked by optionSchema: the
// two must accept and keep the same options, or a page would offer what the server refuses.
const long = (length: number) => 'x'.repeat(length);
const samples: unknown[] = [
  { id: 'ram-32', name: '32 GB', priceIncrement: 120 },
  { id: '  ram-32 ', name: ' 32 GB ', name_en: ' 32 GB ', priceIncrement: -15.5, ranking: 3, brand: 'Kingston' },
  { id: 'a', name: 'b', name_en: '', priceIncrement: 0 },
  { id: long(OPTION_LIMITS.maxIdLength), name: long(OPTION_LIMITS.maxNameLength), priceIncrement: 1e12 },
  { id: long(OPTION_LIMITS.maxIdLength + 1), name: 'b', priceIncrement: 1 },
  { id: 'a', name: long(OPTION_LIMITS.maxNameLength + 1), priceIncrement: 1 },
  { id: 'a', name: 'b', name_en: long(OPTION_LIMITS.maxNameLength + 1), priceIncrement: 1 },
  { id: '   ', name: 'b', priceIncrement: 1 },
  { id: 'a', name: '', priceIncrement: 1 },
  { id: 'a', name: 'b', name_en: null, priceIncrement: 1 },
  { id: 'a', name: 'b', name_en: undefined, priceIncrement: 1 },
  { id: 7, name: 'b', priceIncrement: 1 },
  { id: 'a', name: 'b', priceIncrement: '12' },
  { id: 'a', name: 'b', priceIncrement: Number.NaN },
  { id: 'a', name: 'b', priceIncrement: Number.POSITIVE_INFINITY },
  { id: 'a', name: 'b', priceIncrement: -1e12 - 1 },
  { id: 'a', name: 'b' },
  null,
  'ram-32',
  [{ id: 'a', name: 'b', priceIncrement: 1 }],
];

describe('readOption', () => {
  it.each(samples.map((sample, index) => [index, sample]))('reads sample %i as the save schema does', (_, sample) => {
    const parsed = optionSchema.safeParse(sample);
    expect(readOption(sample)).toEqual(parsed.success ? parsed.data : undefined);
  });

  it('keeps what staff stored beside the option, its texts trimmed', () => {
    expect(readOption({ id: ' a ', name: ' b ', priceIncrement: 5, ranking: 9 })).toEqual({
      id: 'a',
      name: 'b',
      priceIncrement: 5,
      ranking: 9,
    });
  });
});
