import { describe, expect, it } from 'vitest';
import { defaultShopSettings, shopSettingsInputSchema } from '@shop/domain';
import { formTextsOf, inputOf, timeValue } from './settings-form';

describe('the cut-off time typed as 24-hour text', () => {
  it('reads hh:mm, h:mm and the dot or h separators, and writes HH:MM', () => {
    expect(timeValue('14:00')).toBe('14:00');
    expect(timeValue(' 9:30 ')).toBe('09:30');
    expect(timeValue('09.30')).toBe('09:30');
    expect(timeValue('18h45')).toBe('18:45');
    expect(timeValue('00:00')).toBe('00:00');
    expect(timeValue('23:59')).toBe('23:59');
  });

  it('refuses what is no time of a 24-hour day, the 12-hour clock included', () => {
    for (const text of ['', '24:00', '12:60', '2:00 PM', '1400', '14', '14:5', 'a las dos']) {
      expect(timeValue(text), text).toBeUndefined();
    }
  });

  it('sends a typed time the way the domain schema takes it, and anything else as typed for the schema to refuse', () => {
    const texts = formTextsOf({ ...defaultShopSettings(null), version: 1, updatedAt: null }, 'en');
    expect(texts.cutOff).toBe('14:00');
    const accepted = shopSettingsInputSchema.safeParse(inputOf({ ...texts, cutOff: '9:05' }, 'en'));
    expect(accepted.success && accepted.data.cutOff).toBe('09:05');
    const refused = shopSettingsInputSchema.safeParse(inputOf({ ...texts, cutOff: '2:00 PM' }, 'en'));
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['cutOff', 'settings.cutOff.invalid'],
    ]);
  });
});
