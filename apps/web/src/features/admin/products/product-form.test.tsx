import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../shared/i18n';
import { storedProduct } from '../../../test/product';
import { ServerStatusContext } from '../../../shared/server-status/server-status';
import { AlertProvider } from '../../../shared/ui/alerts';
import type { FeaturesEditorProps } from './product-form';
import { EditProductPage } from './edit-product-page';
import { endpointPath } from '../../../shared/api/client';
import { endpoints } from '@shop/domain';

const ID = '6f1c2b9e-1d2a-4c3b-9e8f-0a1b2c3d4e5f';
const stored = storedProduct({
  _id: ID,
  id: ID,
  name: 'Portátil Acme',
  description: 'Liviana y rápida',
  description_en: 'Light and fast',
  basePrice: 999,
  specifications: { material: 'Aluminio', peso: 1.2 },
  advantages: ['Ligera'],
  version: 7,
});

let sent: { method: string; body: unknown; ifMatch: string | null }[] = [];
/** The product the list and the edit form load (a test may give it an English name). */
let listed = stored;

beforeEach(async () => {
  await i18n.changeLanguage('es');
  localStorage.setItem('token', 'tok');
  sent = [];
  listed = stored;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const path = new URL(request.url).pathname;
      if (request.method === 'GET' && path === endpointPath(endpoints.listProducts)) {
        return Response.json([listed], { headers: { 'X-Total-Count': '1' } });
      }
      if (request.method === 'GET' && path === endpointPath(endpoints.getProduct, { id: ID }))
        return Response.json(listed);
      sent.push({ method: request.method, body: await request.json(), ifMatch: request.headers.get('if-match') });
      return Response.json({ ...stored, version: 8 });
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** Stands in for the component picker: shows the device type the form hands it. */
function DeviceShown({ category, deviceType }: FeaturesEditorProps) {
  return <p data-testid="picker-device">{deviceType ?? `category:${category}`}</p>;
}

async function openEdit(language: 'es' | 'en' = 'es', name = 'Portátil Acme') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ServerStatusContext value="available">
        <AlertProvider>
          <EditProductPage id={ID} FeaturesEditor={DeviceShown} />
        </AlertProvider>
      </ServerStatusContext>
    </QueryClientProvider>,
  );
  const title = language === 'es' ? 'Datos del producto' : 'Product details';
  expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
  return screen.findByRole('form', { name: title });
}

const missingCount = (form: HTMLElement) => within(form).getByTestId('missing-english-count').textContent;
const type = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

/** The "Falta en inglés" marker that describes an English input, if any. */
function markerOf(input: HTMLElement): HTMLElement | null {
  const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
  const marker = ids.map((id) => document.getElementById(id)).find((element) => element?.dataset.testid);
  return marker ?? null;
}

describe('the product form in both languages', () => {
  it('marks each English twin still missing and counts them, the marks going as the English is written', async () => {
    const form = await openEdit();
    const nameEn = within(form).getByLabelText('Nombre en inglés');
    expect(nameEn.getAttribute('lang')).toBe('en');
    expect(within(form).getByLabelText('Nombre en español').getAttribute('lang')).toBe('es');
    // The name, the advantage and the text specification lack their English; the figure 1.2 needs none.
    expect(missingCount(form)).toBe('Faltan 3 textos en inglés');
    expect(within(form).getAllByText('Falta en inglés')).toHaveLength(3);
    expect(markerOf(nameEn)?.textContent).toBe('Falta en inglés');
    expect(markerOf(within(form).getByLabelText('Descripción en inglés'))).toBeNull();

    type(nameEn, 'Acme laptop');
    expect(markerOf(nameEn)).toBeNull();
    expect(missingCount(form)).toBe('Faltan 2 textos en inglés');
    type(within(form).getByLabelText('Ventaja 1 en inglés'), 'Light');
    const material = within(within(form).getByRole('group', { name: 'Especificación 1' })).getByLabelText(
      'Valor en inglés',
    );
    type(material, 'Aluminium');
    expect(missingCount(form)).toBe('No falta ningún texto en inglés');
    expect(within(form).queryAllByText('Falta en inglés')).toHaveLength(0);

    // Clearing an English text brings its marker back; a Spanish text without English gets one.
    type(material, ' ');
    expect(markerOf(material)?.textContent).toBe('Falta en inglés');
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar ventaja' }));
    expect(within(form).queryAllByText('Falta en inglés')).toHaveLength(1);
    type(within(form).getByLabelText('Ventaja 2 en español'), 'Silenciosa');
    expect(missingCount(form)).toBe('Faltan 2 textos en inglés');
  });

  it('sends the English twins and the device type it was given, with the version it loaded', async () => {
    const form = await openEdit();
    expect(within(form).getByTestId('picker-device').textContent).toBe('laptop');
    const deviceType = within(form).getByLabelText('Tipo de dispositivo') as HTMLSelectElement;
    expect([...deviceType.options].map((option) => option.text)).toEqual([
      'Celular',
      'Tablet',
      'Laptop',
      'Computadora de escritorio',
    ]);
    fireEvent.change(deviceType, { target: { value: 'desktop' } });
    expect(within(form).getByTestId('picker-device').textContent).toBe('desktop');

    type(within(form).getByLabelText('Nombre en inglés'), 'Acme laptop ');
    type(within(form).getByLabelText('Ventaja 1 en inglés'), 'Light');
    fireEvent.click(within(form).getByRole('button', { name: 'Agregar ventaja' }));
    type(within(form).getByLabelText('Ventaja 2 en español'), 'Silenciosa');
    type(within(form).getByLabelText('Ventaja 2 en inglés'), 'Quiet');
    const material = within(form).getByRole('group', { name: 'Especificación 1' });
    type(within(material).getByLabelText('Valor en inglés'), 'Aluminium');
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      ifMatch: 'W/"v7"',
      // Only what changed: the untouched description and specifications are not sent.
      body: {
        name_en: 'Acme laptop',
        deviceType: 'desktop',
        specifications_en: { material: 'Aluminium' },
        advantages: ['Ligera', 'Silenciosa'],
        advantages_en: ['Light', 'Quiet'],
      },
    });
  });

  it('offers no device type for a monitor unless staff choose one, and labels the twins in English', async () => {
    await i18n.changeLanguage('en');
    const form = await openEdit('en');
    expect(missingCount(form)).toBe('3 texts missing in English');
    expect(within(form).getAllByText('Missing in English')).toHaveLength(3);
    fireEvent.change(within(form).getByLabelText('Category'), { target: { value: 'Monitores' } });
    const deviceType = within(form).getByLabelText('Device type') as HTMLSelectElement;
    expect(deviceType.value).toBe('');
    expect(deviceType.options[0]!.text).toBe('None (no components)');
    expect(within(form).getByTestId('picker-device').textContent).toBe('category:Monitores');
    expect(within(form).getByLabelText('Name in English')).toBeTruthy();
  });
});

describe('the edit page and price in English', () => {
  it('names the product in English, and writes and reads the price the English way', async () => {
    listed = { ...stored, name_en: 'Acme laptop' };
    await i18n.changeLanguage('en');
    const form = await openEdit('en', 'Acme laptop');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme laptop');

    const price = within(form).getByLabelText('Price') as HTMLInputElement;
    expect(price.value).toBe('999.00');
    expect(price.placeholder).toBe('0.00');
    expect(within(form).getByText('Digits, commas and a decimal point only. E.g. 1,234,567.89')).toBeTruthy();
    // A third decimal is kept as typed with its error (it used to be cut to 1,234,567.89 silently).
    type(price, '1234567.891');
    expect(price.value).toBe('1234567.891');
    expect(within(form).getByText('The price has at most 2 decimals')).toBeTruthy();
    type(price, '1234567.89');
    expect(price.value).toBe('1,234,567.89');
    expect(within(form).queryByText('The price has at most 2 decimals')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ basePrice: 1234567.89 });
  });

  it('keeps the amount when the language changes while editing', async () => {
    const form = await openEdit();
    const price = within(form).getByLabelText('Precio') as HTMLInputElement;
    type(price, '1.234,5');
    await act(() => i18n.changeLanguage('en'));
    expect((within(form).getByLabelText('Price') as HTMLInputElement).value).toBe('1,234.5');
  });
});

/** The error shown under a field (the one its aria-describedby names), if any. */
const fieldError = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent ?? null;

describe('the price and stock fields keep what staff type', () => {
  it('shows a decimal stock and a negative price as typed, with their errors, and does not save them', async () => {
    const form = await openEdit();
    const price = within(form).getByLabelText('Precio') as HTMLInputElement;
    const stock = within(form).getByLabelText('Stock') as HTMLInputElement;

    type(stock, '2,5');
    expect(stock.value).toBe('2,5');
    expect(fieldError(stock)).toBe('El stock es un número entero: escríbelo sin comas ni puntos');
    expect(stock.getAttribute('aria-invalid')).toBe('true');
    expect(stock.getAttribute('aria-describedby')).toContain(`${stock.id}-error`);

    type(price, '-5');
    expect(price.value).toBe('-5');
    expect(fieldError(price)).toBe('El precio no puede ser negativo');
    expect(price.getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(sent).toHaveLength(0);
    expect(price.value).toBe('-5');
    expect(stock.value).toBe('2,5');

    // Corrected, the errors go and the product saves as before.
    type(price, '5');
    type(stock, '25');
    expect(fieldError(price)).toBeNull();
    expect(fieldError(stock)).toBeNull();
    expect(stock.getAttribute('aria-invalid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar cambios' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ basePrice: 5, stock: 25 });
  });

  it('says so in English, and saves a regrouped price and a whole stock as before', async () => {
    await i18n.changeLanguage('en');
    const form = await openEdit('en');
    const price = within(form).getByLabelText('Price') as HTMLInputElement;
    const stock = within(form).getByLabelText('Stock') as HTMLInputElement;

    type(stock, '2.5');
    expect(stock.value).toBe('2.5');
    expect(fieldError(stock)).toBe('The stock is a whole number: write it without commas or points');
    type(price, '-5');
    expect(price.value).toBe('-5');
    expect(fieldError(price)).toBe('The price cannot be negative');
    // A comma is the English thousands mark: "2,5" is no amount, kept with its error instead of becoming 25.
    type(price, '2,5');
    expect(price.value).toBe('2,5');
    expect(fieldError(price)).toBe(
      'Write the price with digits only, commas between thousands and a decimal point. E.g. 1,234,567.89',
    );
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(document.activeElement).toBe(price));
    expect(sent).toHaveLength(0);

    type(price, '1234.5');
    expect(price.value).toBe('1,234.5');
    type(stock, '12');
    fireEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.body).toEqual({ basePrice: 1234.5, stock: 12 });
  });
});
