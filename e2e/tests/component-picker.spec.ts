import { expect, test, type Locator } from '@playwright/test';
import { DEMO_ADMIN, gotoReady, serverReadyAtOnce, signInThroughPage } from './accounts';
import { hydrated } from './hydration';

/**
 * The staff component picker in a real browser, in the admin product form
 * (/admin/create-product), where it is the components section; a laptop's sections.
 * A section shows its strongest entries first and reaches the rest by its own search box
 * (through GET /api/components), so an entry further down the list is searched for first.
 * On phones the sections start collapsed: each one used is opened first.
 */

test.beforeEach(async ({ page }) => serverReadyAtOnce(page));

/** Opens a section (collapsed on phones, open on wider screens). */
async function openSection(section: Locator): Promise<void> {
  await expect(async () => {
    if ((await section.getAttribute('open')) === null) await section.locator('summary').click();
    await expect(section).toHaveAttribute('open', { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

/** Narrows a section with its search box and chooses the entry of exactly that name. */
async function searchAndChoose(section: Locator, group: string, name: string): Promise<Locator> {
  await section.getByLabel(`Buscar en ${group}`).fill(name);
  const choose = section.getByRole('button', { name: `Elegir ${name}`, exact: true });
  await choose.click();
  await expect(choose).toHaveAttribute('aria-pressed', 'true');
  return choose;
}

test('staff choose a laptop’s components, offer an alternative and meet the additional-features limit', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await gotoReady(page, '/admin/create-product');
  await (await hydrated(page.getByLabel('Categoría', { exact: true }))).selectOption('Laptops');
  const picker = page.getByTestId('component-picker');
  await expect(picker).toBeVisible({ timeout: 30_000 });

  // Single choice: the processor is replaced. Neither is among the first entries shown.
  const processor = picker.getByTestId('picker-section-processor');
  await openSection(processor);
  await searchAndChoose(processor, 'Procesador', 'Apple M2');
  await searchAndChoose(processor, 'Procesador', 'Apple M3');
  const chosenProcessors = processor.getByRole('list', { name: 'Elegidos en Procesador' });
  await expect(chosenProcessors.getByRole('listitem')).toHaveText(['Apple M3']);
  await processor.getByLabel('Buscar en Procesador').fill('Apple M2');
  await expect(processor.getByRole('button', { name: 'Elegir Apple M2', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // Its search box narrows the section through the API (every word must match: a bare '7'
  // would also match 'Ultra 9 275HX').
  await processor.getByLabel('Buscar en Procesador').fill('ultra 7 155h');
  await expect(processor.getByTestId('picker-entry').first()).toContainText('Intel Core Ultra 7 155H');
  await expect(processor.getByTestId('picker-entry').filter({ hasText: 'Apple' })).toHaveCount(0);

  // Six additional features: the sixth is refused with the message.
  const extras = picker.getByTestId('picker-section-additionalFeatures');
  await openSection(extras);
  const choose = extras.getByRole('button', { name: /^Elegir / });
  for (let index = 0; index < 5; index += 1) {
    await choose.nth(index).click();
    await expect(choose.nth(index)).toHaveAttribute('aria-pressed', 'true');
  }
  await choose.nth(5).click();
  await expect(extras.getByRole('alert')).toHaveText('Máximo 5 características adicionales');
  await expect(choose.nth(5)).toHaveAttribute('aria-pressed', 'false');
  await expect(extras.getByRole('list', { name: /^Elegidos en / }).getByRole('listitem')).toHaveCount(5);

  // An alternative for shoppers with its increment: the part it ships with first.
  const ram = picker.getByTestId('picker-section-ram');
  await openSection(ram);
  await ram
    .getByRole('button', { name: /^Elegir / })
    .first()
    .click();
  await expect(ram.getByRole('button', { name: /^Elegir / }).first()).toHaveAttribute('aria-pressed', 'true');
  const offer = ram.getByRole('button', { name: /como alternativa$/ }).nth(1);
  await expect(offer).toBeEnabled();
  await offer.click();
  await expect(offer).toHaveAttribute('aria-pressed', 'true');
  const increment = ram.getByLabel(/Diferencia de precio de/);
  await increment.fill('150');
  await expect(increment).toHaveValue('150');
  await expect(increment).not.toHaveAttribute('aria-invalid');
});
