import { describe, expect, it } from 'vitest';
import { LANGUAGE_LOCALES, LANGUAGES } from './language';
import { formatDecimal, type DecimalFormat } from './number-format';

const SHAPES: DecimalFormat[] = [
  { minimumFractionDigits: 2, maximumFractionDigits: 2, alwaysGroup: true },
  { minimumFractionDigits: 0, maximumFractionDigits: 2 },
  { minimumFractionDigits: 1, maximumFractionDigits: 3 },
];

/** A reproducible stream of numbers (no Math.random: a failure must be the same on the next run). */
function* numbers(): Generator<number> {
  yield* [0, -0, 1, -1, 0.5, 0.005, 0.015, 1.005, 1.115, 2.675, 999.995, 999.999, 1234, 12345, 1e6, 1e20, -1234.5];
  yield* [0.1 + 0.2, 1e-7, -3e-9, 123456789.125, Number.MAX_SAFE_INTEGER, 9.99e20];
  let seed = 7;
  const next = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
  for (let i = 0; i < 3000; i++) {
    const magnitude = 10 ** Math.floor(next() * 12);
    const value = next() * magnitude;
    yield value;
    yield -value;
    yield Math.round(value * 100) / 100; // a price in cents
    yield Math.round(value * 1000) / 1000; // a third decimal to round
  }
}

describe('formatDecimal', () => {
  it('writes every number as Intl.NumberFormat does in each language and shape', () => {
    for (const language of LANGUAGES) {
      for (const shape of SHAPES) {
        const intl = new Intl.NumberFormat(LANGUAGE_LOCALES[language], {
          minimumFractionDigits: shape.minimumFractionDigits,
          maximumFractionDigits: shape.maximumFractionDigits,
          useGrouping: shape.alwaysGroup ? 'always' : 'auto',
        });
        for (const value of numbers()) {
          expect(formatDecimal(value, language, shape), `${value} ${language} ${JSON.stringify(shape)}`).toBe(
            intl.format(value),
          );
        }
      }
    }
  });
});
