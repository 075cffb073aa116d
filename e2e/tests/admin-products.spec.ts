import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { DEMO_ADMIN, apiToken, storeSession } from './accounts';

/**
 * Product administration: creating a product with compressed images and a YouTube
 * video, an edit page that leaves every other field as it was, a delete through the confirm
 * dialog, and the pages' screenshots. Each test makes its own products, named uniquely.
 */
// Image compression and several page loads on two busy cores.
test.describe.configure({ timeout: 120_000 });

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
const unique = (testInfo: TestInfo) => `zq${testInfo.project.name.slice(0, 3)}${Date.now().toString(36)}`;

async function signInAsAdmin(page: Page, options: { theme?: 'light' | 'dark' } = {}) {
  const response = await page.request.post('/api/auth/login', { data: DEMO_ADMIN });
  expect(response.status()).toBe(200);
  await storeSession(page, (await response.json()) as { token: string; user: object }, options.theme);
  // Writes need the server known to be available; answered at once so no status dialog opens.
  await page.route('**/api/health', (route) => route.fulfill({ json: { status: 'OK' } }));
}

/** A product made through the API, with specifications and components the admin page must keep. */
async function apiProduct(request: APIRequestContext, name: string) {
  const token = await apiToken(request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const response = await request.post('/api/products', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      name,
      description: 'Producto para probar la administración',
      description_en: 'A product to test the administration',
      brand: 'Acme',
      basePrice: 999,
      currency: 'ARS',
      stock: 4,
      category: 'Laptops',
      images: ['/uploads/e2e/a.webp'],
      specifications: { ram: '16 GB', peso: 1.2 },
      advantages: ['Ligero'],
      features: { processor: { selectedComponent: { category: 'processor', id: 'cpu-e2e', name: 'Chip E2E' } } },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; specifications: object; features: object; advantages: string[] };
}

const readProduct = async (request: APIRequestContext, id: string) =>
  (await (await request.get(`/api/products/${id}`)).json()) as Record<string, unknown>;

/** A 4000×3000 photo-like JPEG drawn in the page (gradients, shapes, grain), well above 1 MB. */
async function bigPhoto(page: Page, seed: number): Promise<Buffer> {
  const base64 = await page.evaluate(async (seed) => {
    const canvas = new OffscreenCanvas(4000, 3000);
    const context = canvas.getContext('2d')!;
    const gradient = context.createLinearGradient(0, 0, 4000, 3000);
    gradient.addColorStop(0, `hsl(${seed * 40}, 70%, 40%)`);
    gradient.addColorStop(1, `hsl(${seed * 40 + 180}, 70%, 70%)`);
    context.fillStyle = gradient;
    context.fillRect(0, 0, 4000, 3000);
    let state = seed + 1;
    const random = () => (state = (state * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 400; i++) {
      context.fillStyle = `hsla(${random() * 360}, 80%, 50%, 0.5)`;
      context.beginPath();
      context.arc(random() * 4000, random() * 3000, 20 + random() * 300, 0, Math.PI * 2);
      context.fill();
    }
    const pixels = context.getImageData(0, 0, 4000, 3000);
    for (let i = 0; i < pixels.data.length; i += 4) {
      const grain = (random() - 0.5) * 40;
      for (let channel = i; channel < i + 3; channel++) pixels.data[channel] = pixels.data[channel]! + grain;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 });
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    return btoa(binary);
  }, seed);
  return Buffer.from(base64, 'base64');
}

test('an admin creates a product with two compressed images, a YouTube video shown last and its English texts', async ({
  page,
}, testInfo) => {
  // Drawing and compressing two 12-megapixel photos takes a minute or more on two busy cores.
  test.setTimeout(300_000);
  const name = `Producto ${unique(testInfo)}`;
  const englishName = `Product ${unique(testInfo)}`;
  await signInAsAdmin(page);
  const uploads: number[] = [];
  await page.route('**/api/upload/multiple', async (route) => {
    uploads.push(route.request().postDataBuffer()?.length ?? Infinity);
    await route.continue();
  });
  await page.goto('/admin/productos');
  await page.getByRole('link', { name: /Agregar producto/ }).click();
  await expect(page).toHaveURL(/\/admin\/create-product$/);
  await expect(page.getByRole('link', { name: 'Volver a productos' })).toBeVisible();

  const photos = [await bigPhoto(page, 1), await bigPhoto(page, 2)];
  for (const photo of photos) expect(photo.length).toBeGreaterThan(1024 * 1024);
  const imageInput = page.getByTestId('image-input');
  for (const [index, photo] of photos.entries()) {
    await imageInput.setInputFiles({ name: `foto-${index + 1}.jpg`, mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByTestId('form-images').getByRole('listitem')).toHaveCount(index + 1, { timeout: 60_000 });
  }
  // What reached the server: each image compressed in the browser to 1 MB or less.
  expect(uploads).toHaveLength(2);
  for (const size of uploads) expect(size).toBeLessThanOrEqual(1024 * 1024);

  // Each Spanish text with its English twin; the form counts and marks the English still missing.
  const missing = page.getByTestId('missing-english-count');
  await page.getByLabel('Nombre en español').fill(name);
  await page.getByLabel('Descripción en español').fill('Creado desde la administración');
  await page.getByLabel('Descripción en inglés').fill('Created from the administration');
  await expect(missing).toHaveText('Falta 1 texto en inglés');
  await expect(page.locator('#new-product-name-en-missing')).toHaveText('Falta en inglés');
  await page.getByLabel('Nombre en inglés').fill(englishName);
  await expect(page.locator('#new-product-name-en-missing')).toHaveCount(0);
  for (const [index, [spanish, english]] of [
    ['Pantalla grande', 'Large screen'],
    ['Batería de todo el día', 'All-day battery'],
  ].entries()) {
    await page.getByRole('button', { name: 'Agregar ventaja' }).click();
    await page.getByLabel(`Ventaja ${index + 1} en español`).fill(spanish!);
    await expect(missing).toHaveText('Falta 1 texto en inglés');
    await page.getByLabel(`Ventaja ${index + 1} en inglés`).fill(english!);
  }
  await expect(missing).toHaveText('No falta ningún texto en inglés');
  // What staff type is never turned into another number: kept, with the field's error, until corrected.
  const price = page.getByLabel('Precio', { exact: true });
  await price.fill('1234567,891');
  await expect(price).toHaveValue('1234567,891');
  await expect(price).toHaveAccessibleDescription(/El precio lleva como máximo 2 decimales/);
  await price.fill('1234567,89');
  await expect(price).toHaveValue('1.234.567,89');
  await expect(price).not.toHaveAttribute('aria-invalid', 'true');
  const stock = page.getByLabel('Stock', { exact: true });
  await stock.fill('2,5');
  await expect(stock).toHaveValue('2,5');
  await expect(stock).toHaveAccessibleDescription(/El stock es un número entero: escríbelo sin comas ni puntos/);
  await stock.fill('12');
  await expect(stock).toHaveValue('12');
  await page.getByLabel('Moneda').selectOption('USD');
  await page.getByLabel('Categoría').selectOption('Tablets');
  // The device type follows the category and decides the component picker's sections.
  const deviceType = page.getByLabel('Tipo de dispositivo');
  await expect(deviceType).toHaveValue('tablet');
  await expect(page.getByTestId('picker-section-desktopCase')).toHaveCount(0);
  await deviceType.selectOption({ label: 'Computadora de escritorio' });
  await expect(page.getByTestId('picker-section-desktopCase')).toBeVisible();
  await deviceType.selectOption({ label: 'Tablet' });
  await page.getByLabel('Marca').fill('Acme');
  await page.getByRole('radio', { name: 'Enlace' }).check();
  await page.getByLabel('URL del video (YouTube o MP4)').fill(YOUTUBE);
  await expect(page.locator('iframe[src*="dQw4w9WgXcQ"]')).toBeVisible();
  await page.getByRole('button', { name: 'Agregar producto', exact: true }).click();

  await expect(page.getByText('Producto agregado exitosamente')).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/admin\/productos$/);

  // The search forgives typos: another test's product named a letter or two apart may come too.
  const results = (await (await page.request.get('/api/products', { params: { search: name } })).json()) as {
    id: string;
    name: string;
  }[];
  const found = results.filter((product) => product.name === name);
  expect(found).toHaveLength(1);
  const stored = await readProduct(page.request, found[0]!.id);
  expect(stored).toMatchObject({
    basePrice: 1234567.89,
    stock: 12,
    currency: 'USD',
    category: 'Tablets',
    deviceType: 'tablet',
    // No component offers a choice: the form saves a model (a configurable product must offer one).
    variantType: 'MODEL',
    video: { url: YOUTUBE, type: 'url' },
    name_en: englishName,
    advantages: ['Pantalla grande', 'Batería de todo el día'],
    advantages_en: ['Large screen', 'All-day battery'],
  });
  expect(stored.images).toHaveLength(2);

  await page.goto(`/producto/${found[0]!.id}`);
  const slides = page.getByTestId('carousel-viewport').locator('[aria-roledescription="slide"]');
  await expect(slides).toHaveCount(3);
  await expect(slides.last().locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\/dQw4w9WgXcQ/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);

  // In English the page shows the English name and selling points the form saved.
  await page.goto(`/producto/${found[0]!.id}?lng=en`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(englishName);
  await expect(page.getByText('Large screen', { exact: true })).toBeVisible();
  await expect(page.getByText('Pantalla grande')).toHaveCount(0);
});

test('an edit saves the price typed as 1.234,50, goes back to the list where it was, and keeps specifications and components', async ({
  page,
}, testInfo) => {
  const name = `Editable ${unique(testInfo)}`;
  const product = await apiProduct(page.request, name);
  await signInAsAdmin(page);
  await page.goto('/admin/productos');
  await page.getByLabel('Buscar productos').fill(name);
  await expect(page).toHaveURL(/search=Editable/);
  const listUrl = page.url();
  await expect(page.getByTestId('admin-product')).toHaveCount(1, { timeout: 30_000 });
  await page.getByRole('link', { name: `Editar ${name}` }).click();
  const price = page.getByLabel('Precio', { exact: true });
  await expect(price).toHaveValue('999,00', { timeout: 30_000 });
  await price.fill('1.234,50');
  await expect(page.getByTestId('save-bar-status')).toHaveText('Sin guardar: Precio y stock');
  // A desktop filed under Laptops: the device type is stored and the form shows it again.
  const deviceType = page.getByLabel('Tipo de dispositivo');
  await expect(deviceType).toHaveValue('laptop');
  await deviceType.selectOption({ label: 'Computadora de escritorio' });
  await expect(page.getByTestId('save-bar-status')).toHaveText(
    'Sin guardar: Precio y stock, Componentes y configuración',
  );
  // Specification names read as labels in the staff's language.
  await expect(page.getByTestId('spec-label').first()).toHaveText('RAM');
  await page.getByTestId('save-bar').getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page.getByText('Producto actualizado exitosamente')).toBeVisible();
  await expect(page).toHaveURL(listUrl);
  const card = page.getByTestId('admin-product').filter({ hasText: name });
  await expect(card.getByTestId('admin-product-price')).toHaveText('AR$ 1.234,50');
  const stored = await readProduct(page.request, product.id);
  expect(stored.basePrice).toBe(1234.5);
  expect(stored.deviceType).toBe('desktop');
  expect(stored.category).toBe('Laptops');
  expect(stored.specifications).toEqual(product.specifications);
  expect(stored.features).toEqual(product.features);
  expect(stored.advantages).toEqual(product.advantages);

  await card.getByRole('link', { name: `Editar ${name}` }).click();
  await expect(page.getByLabel('Tipo de dispositivo')).toHaveValue('desktop');
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('1.234,50');
  // Leaving with a change asks first; staying keeps the change.
  await page.getByLabel('Precio', { exact: true }).fill('7,00');
  await page.getByRole('link', { name: 'Volver a productos' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Salir sin guardar?');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('7,00');
  await page.getByRole('link', { name: 'Volver a productos' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page).toHaveURL(listUrl);
  expect((await readProduct(page.request, product.id)).basePrice).toBe(1234.5);
});

test('a save from an older version says the product changed and reloads it', async ({ page }, testInfo) => {
  const name = `Concurrente ${unique(testInfo)}`;
  const product = await apiProduct(page.request, name);
  await signInAsAdmin(page);
  await page.goto(`/admin/productos/${product.id}`);
  await expect(page.getByLabel('Precio', { exact: true })).toHaveValue('999,00', { timeout: 30_000 });
  // Someone else saves meanwhile.
  const token = await apiToken(page.request, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const other = await page.request.put(`/api/products/${product.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { stock: 40 },
  });
  expect(other.status()).toBe(200);
  await page.getByLabel('Precio', { exact: true }).fill('5,00');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByTestId('product-changed')).toContainText('El producto cambió');
  expect((await readProduct(page.request, product.id)).basePrice).toBe(999);
  await page.getByRole('button', { name: 'Recargar producto' }).click();
  await expect(page.getByTestId('product-changed')).toHaveCount(0);
  await expect(page.getByLabel('Stock', { exact: true })).toHaveValue('40');
});

test('a delete goes through the confirm dialog', async ({ page }, testInfo) => {
  const name = `Borrable ${unique(testInfo)}`;
  const product = await apiProduct(page.request, name);
  await signInAsAdmin(page);
  await page.goto('/admin/productos');
  await page.getByLabel('Buscar productos').fill(name);
  const card = page.getByTestId('admin-product').filter({ hasText: name });
  await card.getByRole('button', { name: `Eliminar ${name}` }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('¿Estás seguro de que deseas eliminar este producto?');
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(200);

  await card.getByRole('button', { name: `Eliminar ${name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByText('Producto eliminado exitosamente')).toBeVisible();
  await expect(page.getByTestId('admin-products-empty')).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get(`/api/products/${product.id}`)).status()).toBe(404);
});

test('screenshots of the list, an edit page and the create page, both themes and languages', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const name = `Captura ${unique(testInfo)}`;
  const product = await apiProduct(page.request, name);
  const directory = `../.tmp/screenshots/admin-products`;
  mkdirSync(directory, { recursive: true });
  for (const theme of ['light', 'dark'] as const) {
    await signInAsAdmin(page, { theme });
    for (const language of ['es', 'en'] as const) {
      await page.goto(`/admin/productos?lng=${language}`);
      await expect(page.getByTestId('admin-product').first()).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: `${directory}/list-${testInfo.project.name}-${theme}-${language}.png`,
        fullPage: true,
      });
      await page.goto(`/admin/productos/${product.id}?lng=${language}`);
      await expect(page.getByTestId('components-section')).toBeVisible({ timeout: 30_000 });
      await page.getByLabel(language === 'es' ? 'Precio' : 'Price', { exact: true }).fill('1');
      await page.screenshot({ path: `${directory}/edit-${testInfo.project.name}-${theme}-${language}.png` });
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
      await page.screenshot({ path: `${directory}/edit-middle-${testInfo.project.name}-${theme}-${language}.png` });
      // Back to the stored price: nothing unsaved, so going on asks nothing.
      await page
        .getByLabel(language === 'es' ? 'Precio' : 'Price', { exact: true })
        .fill(language === 'es' ? '999,00' : '999.00');
      await page.goto(`/admin/create-product?lng=${language}`);
      await expect(page.getByTestId('components-section')).toBeVisible({ timeout: 30_000 });
      await page.screenshot({
        path: `${directory}/create-${testInfo.project.name}-${theme}-${language}.png`,
        fullPage: true,
      });
    }
  }
});
