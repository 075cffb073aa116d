import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { richProduct } from './api';

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
    });

    test('storefront pages have no serious or critical axe violations', async ({ page, request }) => {
      const product = await richProduct(request);
      const pages = ['/', '/productos', '/productos?category=laptops', `/producto/${product.id}`, '/auth'];
      for (const path of pages) {
        await page.goto(path);
        await expect(page.locator('main h1')).toBeVisible();
        // Wait for lists and images so the scan sees the finished page, not skeletons.
        await expect(page.getByTestId('product-skeletons')).toHaveCount(0);
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
        const serious = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map(
            (violation) =>
              `${path}: ${violation.id} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
          );
        expect(serious).toEqual([]);
      }
    });
  });
}
