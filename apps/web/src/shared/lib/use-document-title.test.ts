import { describe, expect, it } from 'vitest';
import { SHOP_NAME } from '@shop/domain';
import { BRAND } from './use-document-title';

describe('BRAND', () => {
  it("is the shop's name the server's link previews and structured data use", () => {
    expect(BRAND).toBe(SHOP_NAME);
  });
});
