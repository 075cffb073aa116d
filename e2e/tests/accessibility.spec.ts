import { expect, test, type APIRequestContext } from '@playwright/test';
import { richProduct } from './api';
import { seriousAxeViolations } from './axe';
import { revealLowerSections } from './hydration';

const PAGES: Record<string, (request: APIRequestContext) => Promise<string>> = {
  home: async () => '/',
  catalogue: async () => '/productos',
  'filtered catalogue': async () => '/productos?category=laptops',
  'empty search': async () => '/productos?search=zzzzqqq',
  'product detail': async (request) => `/producto/${(await richProduct(request)).id}`,
};

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, { tag: '@layout' }, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    for (const [name, path] of Object.entries(PAGES)) {
      test(`${name} has no serious or critical axe violations`, async ({ page, request }) => {
        await page.goto(await path(request));
        await expect(page.locator('main h1')).toBeVisible();
        // Scan the finished page, not the skeletons.
        await expect(page.getByTestId('product-skeletons')).toHaveCount(0);
        if (name === 'product detail') {
          // With the sections that come as the shopper scrolls (reviews, similar and comparable products).
          await revealLowerSections(page);
          await expect(page.getByTestId('reviews')).toBeVisible();
          await expect(page.getByTestId('comparable-products')).toBeVisible();
        }
        await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /dark/ : /^(?!.*dark)/);
        const serious = await seriousAxeViolations(page);
        expect(serious).toEqual([]);
      });
    }
  });
}
