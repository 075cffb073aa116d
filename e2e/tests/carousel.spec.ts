import { expect, test } from '@playwright/test';
import { richProduct } from './api';
import { hydrated } from './hydration';
import { swipe } from './touch';

test.describe('product carousel', { tag: '@layout' }, () => {
  test.skip(({ isMobile }) => !isMobile, 'touch swipe is a mobile gesture');

  test('a swipe changes image, short swipes do not, and the index wraps around', async ({ page, request }) => {
    const product = await richProduct(request);
    await page.goto(`/producto/${product.id}`);
    const count = product.images.length;
    const position = page.getByTestId('carousel-position');
    await expect(position).toHaveText(`1 / ${count}`);

    const box = (await (await hydrated(page.getByTestId('carousel-viewport'))).boundingBox())!;
    const y = box.y + box.height / 2;
    const middle = box.x + box.width / 2;

    await swipe(page, middle + 100, middle - 100, y);
    await expect(position).toHaveText(`2 / ${count}`);

    await swipe(page, middle + 20, middle - 20, y); // 40 px: under the 50 px threshold
    await expect(position).toHaveText(`2 / ${count}`);

    await swipe(page, middle - 100, middle + 100, y);
    await expect(position).toHaveText(`1 / ${count}`);
    await swipe(page, middle - 100, middle + 100, y);
    await expect(position).toHaveText(`${count} / ${count}`);
  });
});

test(
  'the carousel is 500 px high on desktop and 300 px on a 375 px phone',
  { tag: '@layout' },
  async ({ page, request, isMobile }) => {
    const product = await richProduct(request);
    await page.goto(`/producto/${product.id}`);
    const box = (await page.getByTestId('carousel-viewport').boundingBox())!;
    expect(box.height).toBe(isMobile ? 300 : 500);
  },
);
