import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  GOOD_PASSWORD,
  gotoReady,
  registerAccount,
  serverReadyAtOnce,
  signInThroughPage,
  uniqueEmail,
} from './accounts';
import { createProduct, uniqueWord } from './shop-products';

test.skip(({ isMobile }) => isMobile, 'a flow, not a layout: desktop only');

const WEEKDAYS = ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'];
const MONTHS = 'enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre'.split(' ');

/** 'Llega entre el jue 3 y el lun 7 de diciembre', written here from the two dates (not by the app's code). */
function spanishLine(earliest: string, latest: string): string {
  const day = (date: string, withMonth: boolean) => {
    const [, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
    const weekday = WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()];
    return `${weekday} ${dayOfMonth}${withMonth ? ` de ${MONTHS[month - 1]}` : ''}`;
  };
  if (earliest === latest) return `Llega el ${day(latest, true)}`;
  return `Llega entre el ${day(earliest, earliest.slice(0, 7) !== latest.slice(0, 7))} y el ${day(latest, true)}`;
}

/** The standard delivery's dates the API quotes now for one unit of the product. */
async function standardDates(request: APIRequestContext, productId: string, province: string, postalCode: string) {
  const response = await request.post('/api/shipping/quote', {
    data: { items: [{ productId, quantity: 1 }], province, postalCode },
  });
  expect(response.status()).toBe(200);
  const quote = (await response.json()) as { options: { option: string; earliest: string; latest: string }[] };
  const standard = quote.options.find((option) => option.option === 'standard')!;
  return spanishLine(standard.earliest, standard.latest);
}

test("an address added in 'Mi cuenta' dates the delivery on a product page; a typed postal code changes it", async ({
  page,
  request,
}, testInfo) => {
  // Two pages, a form and a busy shared machine.
  test.setTimeout(150_000);
  const email = uniqueEmail('direcciones', testInfo);
  await registerAccount(request, 'Ana Envíos', email);
  const product = await createProduct(request, {
    name: `Auriculares ${uniqueWord('envio')}`,
    basePrice: 25_000,
    currency: 'ARS',
    stock: 5,
  });
  await serverReadyAtOnce(page);
  await signInThroughPage(page, email, GOOD_PASSWORD);

  await gotoReady(page, '/mi-cuenta');
  const section = page.getByTestId('addresses-section');
  await expect(section.getByText('Todavía no guardaste ninguna dirección.')).toBeVisible();
  await section.getByRole('button', { name: 'Agregar dirección' }).click();
  const form = section.getByTestId('address-form');
  // Who receives it starts as the account's name.
  await expect(form.getByLabel('Quién recibe')).toHaveValue('Ana Envíos');
  await form.getByLabel('Quién recibe').fill('');

  // Sent empty: every required field says why, the first one takes the focus, nothing is stored.
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByText('El destinatario es requerido')).toBeVisible();
  await expect(form.getByText('La calle es requerida')).toBeVisible();
  await expect(form.getByText('La provincia debe ser una de las 23 provincias')).toBeVisible();
  await expect(form.getByLabel('Quién recibe')).toBeFocused();

  await form.getByLabel('Quién recibe').fill('Ana Envíos');
  await form.getByLabel('Teléfono').fill('011 4567-8901');
  await form.getByLabel('Calle').fill('Av. Santa Fe');
  await form.getByLabel('Altura').fill('1234');
  await form.getByLabel('Piso / depto. (opcional)').fill('3° B');
  await form.getByLabel('Localidad').fill('Palermo');
  await form.getByLabel('Provincia').selectOption({ label: 'Ciudad Autónoma de Buenos Aires' });
  // A CPA of another province is refused at the postal code.
  await form.getByLabel('Código postal').fill('X5000ABC');
  await form.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(form.getByText('La letra del CPA no corresponde a la provincia elegida')).toBeVisible();
  await expect(form.getByLabel('Código postal')).toBeFocused();
  await form.getByLabel('Código postal').fill('c1425 abc');
  await expect(form.getByLabel('Usar como dirección predeterminada')).toBeChecked();
  await form.getByRole('button', { name: 'Guardar dirección' }).click();

  const card = section.getByTestId('address-card');
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Av. Santa Fe 1234, 3° B');
  await expect(card).toContainText('C1425ABC Palermo, Ciudad Autónoma de Buenos Aires');
  await expect(card.getByText('Predeterminada')).toBeVisible();

  // The product page dates the delivery to the default address.
  await gotoReady(page, `/producto/${product.id}`);
  const line = page.getByTestId('delivery-estimate');
  await expect(line.getByTestId('delivery-dates')).toHaveText(
    await standardDates(request, product.id, 'AR-C', 'C1425ABC'),
  );
  await expect(line).toContainText('Envío a C1425ABC (Ciudad Autónoma de Buenos Aires): AR$ 4.500,00');

  // A typed postal code in Tierra del Fuego: its own dates and cost, kept for the next product page.
  await line.getByRole('button', { name: 'Cambiar' }).click();
  await line.getByLabel('Provincia').selectOption({ label: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' });
  await line.getByLabel('Código postal').fill('9410');
  await line.getByRole('button', { name: 'Calcular' }).click();
  await expect(line.getByTestId('delivery-dates')).toHaveText(await standardDates(request, product.id, 'AR-V', '9410'));
  await expect(line).toContainText(
    'Envío a 9410 (Tierra del Fuego, Antártida e Islas del Atlántico Sur): AR$ 14.900,00',
  );
  await page.reload();
  await expect(page.getByTestId('delivery-estimate')).toContainText('Envío a 9410');
});

test('a new address starts at the province and postal code typed on a product page', async ({
  page,
  request,
}, testInfo) => {
  const email = uniqueEmail('lugar', testInfo);
  await registerAccount(request, 'Ana Lugar', email);
  const product = await createProduct(request, {
    name: `Parlante ${uniqueWord('lugar')}`,
    basePrice: 30_000,
    currency: 'ARS',
    stock: 5,
  });
  await serverReadyAtOnce(page);

  // A guest asks when it would arrive in Ushuaia.
  await gotoReady(page, `/producto/${product.id}`);
  const line = page.getByTestId('delivery-estimate');
  await line.getByLabel('Provincia').selectOption({ label: 'Tierra del Fuego, Antártida e Islas del Atlántico Sur' });
  await line.getByLabel('Código postal').fill('9410');
  await line.getByRole('button', { name: 'Calcular' }).click();
  await expect(line).toContainText('Envío a 9410');

  // Signed in later, the address they add starts there; the rest is theirs to write.
  await signInThroughPage(page, email, GOOD_PASSWORD);
  await gotoReady(page, '/mi-cuenta');
  const section = page.getByTestId('addresses-section');
  await section.getByRole('button', { name: 'Agregar dirección' }).click();
  const form = section.getByTestId('address-form');
  await expect(form.getByLabel('Provincia')).toHaveValue('AR-V');
  await expect(form.getByLabel('Código postal')).toHaveValue('9410');
  await expect(form.getByLabel('Quién recibe')).toHaveValue('Ana Lugar');
  await expect(form.getByLabel('Calle')).toHaveValue('');
});
