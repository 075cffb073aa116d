import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProductFeatures } from '@shop/domain';
import { componentQuerySchema, entryInLanguage, findComponents } from '@shop/domain/catalogues';
import { endpointPath } from '../../../../shared/api/client';
import i18n from '../../../../shared/i18n';
import ComponentPicker from './component-picker';
import type { ComponentPickerProps } from './types';
import { staffEndpoints } from '@shop/domain/staff-api';

/**
 * The picker against the real catalogues: the stand-in for the HTTP boundary answers
 * The components endpoint with the domain's own query over the built-in data, as the API does.
 */
let requests: URL[] = [];
beforeEach(async () => {
  await i18n.changeLanguage('es');
  requests = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      requests.push(url);
      const query = componentQuerySchema.parse(Object.fromEntries(url.searchParams));
      const language = query.lng === 'en' ? 'en' : 'es';
      const items = findComponents(query).map((entry) => entryInLanguage(entry, language));
      return Response.json({ items, total: items.length });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

type Reported = ProductFeatures[];

function renderPicker(props: Partial<ComponentPickerProps> = {}, initial: ProductFeatures = {}) {
  const reported: Reported = [];
  function Form() {
    const [features, setFeatures] = useState<ProductFeatures>(initial);
    return (
      <ComponentPicker
        value={features}
        onChange={(next) => {
          reported.push(next);
          setFeatures(next);
        }}
        deviceType="laptop"
        currency="USD"
        configurable={false}
        {...props}
      />
    );
  }
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Form />
    </QueryClientProvider>,
  );
  return reported;
}

const section = (key: string) => screen.getByTestId(`picker-section-${key}`);
/** An entry's choose button, found as staff would: typed into its section's search box. */
async function chooseButton(key: string, name: string, search = name) {
  fireEvent.change(within(section(key)).getByRole('searchbox'), { target: { value: search } });
  return within(section(key)).findByRole('button', { name: `Elegir ${name}` }, { timeout: 5000 });
}
const ids = (features: ProductFeatures, key: string) => {
  const feature = features[key] as { selectedComponent?: { id: string }; selectedComponents?: { id: string }[] };
  return feature?.selectedComponents?.map((component) => component.id) ?? [feature?.selectedComponent?.id];
};

// Each test renders every section of a device with its catalogue entries; a busy machine needs time.
describe('ComponentPicker', { timeout: 30_000 }, () => {
  it('shows a section per component category of a laptop, each loaded from the components endpoint', async () => {
    renderPicker();
    for (const key of ['processor', 'ram', 'storage', 'screen', 'battery', 'operatingSystem', 'gpu', 'security'])
      expect(section(key)).toBeTruthy();
    expect(screen.queryByTestId('picker-section-powerSupply')).toBeNull();
    await within(section('processor')).findAllByTestId('picker-entry');
    expect(
      requests.some(
        (url) =>
          url.pathname === endpointPath(staffEndpoints.components) &&
          url.search === '?deviceType=laptop&group=processors&lng=es',
      ),
    ).toBe(true);
  });

  it('replaces the choice in a single-choice category and reports the whole map', async () => {
    const keep = { battery: { selectedComponent: { category: 'battery', name: 'Batería de prueba' } } };
    const reported = renderPicker({}, keep);
    const first = await chooseButton('processor', 'Apple M3 Pro 11C CPU / 14C GPU', 'apple m3');
    fireEvent.click(first);
    expect(first.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(await chooseButton('processor', 'Apple M3', 'apple m3'));
    expect(reported).toHaveLength(2);
    const last = reported.at(-1)!;
    expect(ids(last, 'processor')).toEqual(['apple-m3']);
    // The whole map: the battery that was there stays, the processor carries its category and catalogue facts.
    expect(last.battery).toEqual(keep.battery);
    expect(last.processor).toMatchObject({
      selectedComponent: {
        category: 'processor',
        group: 'processors',
        name: 'Apple M3',
        cores: 8,
        memoryKinds: ['unified'],
      },
    });
    expect(first.getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles items in a multi-choice category (storage on a laptop)', async () => {
    const reported = renderPicker();
    const storage = await within(section('storage')).findAllByRole('button', { name: /^Elegir / });
    fireEvent.click(storage[0]!);
    fireEvent.click(storage[1]!);
    expect(reported.at(-1)!.storage).toHaveProperty('selectedComponents');
    expect(ids(reported.at(-1)!, 'storage')).toHaveLength(2);
    fireEvent.click(storage[0]!);
    expect(ids(reported.at(-1)!, 'storage')).toHaveLength(1);
    expect(storage[0]!.getAttribute('aria-pressed')).toBe('false');
    expect(storage[1]!.getAttribute('aria-pressed')).toBe('true');
  });

  it('keeps RAM single-choice on a phone', async () => {
    const reported = renderPicker({ deviceType: 'mobile' });
    const ram = await within(section('ram')).findAllByRole('button', { name: /^Elegir / });
    fireEvent.click(ram[0]!);
    fireEvent.click(ram[1]!);
    expect(reported.at(-1)!.ram).toHaveProperty('selectedComponent');
    expect(ram[0]!.getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a sixth additional feature with the spec’s message, in both languages', async () => {
    const reported = renderPicker();
    const features = await within(section('additionalFeatures')).findAllByRole('button', { name: /^Elegir / });
    for (const button of features.slice(0, 5)) fireEvent.click(button);
    expect(ids(reported.at(-1)!, 'additionalFeatures')).toHaveLength(5);
    expect(within(section('additionalFeatures')).queryByRole('alert')).toBeNull();
    fireEvent.click(features[5]!);
    expect(reported).toHaveLength(5);
    expect(features[5]!.getAttribute('aria-pressed')).toBe('false');
    expect(within(section('additionalFeatures')).getByRole('alert').textContent).toBe(
      'Máximo 5 características adicionales',
    );
    await act(() => i18n.changeLanguage('en'));
    expect(within(section('additionalFeatures')).getByRole('alert').textContent).toBe('At most 5 additional features');
    // Taking one out makes room again, and the message goes.
    fireEvent.click(features[0]!);
    expect(within(section('additionalFeatures')).queryByRole('alert')).toBeNull();
    fireEvent.click(features[5]!);
    expect(ids(reported.at(-1)!, 'additionalFeatures')).toHaveLength(5);
  });

  it('filters a section by its own search box through the API, leaving the others alone', async () => {
    renderPicker({ deviceType: 'desktop' });
    const processors = section('processor');
    const all = await within(processors).findAllByTestId('picker-entry');
    expect(all).toHaveLength(12);
    fireEvent.change(within(processors).getByLabelText('Buscar en Procesador'), { target: { value: '9950x' } });
    await waitFor(() => {
      const names = within(processors)
        .getAllByTestId('picker-entry')
        .map((entry) => entry.querySelector('p')!.textContent);
      expect(names).toEqual(['AMD Ryzen 9 9950X3D', 'AMD Ryzen 9 9950X']);
    });
    expect(within(processors).getByText('2 componentes')).toBeTruthy();
    expect(requests.some((url) => url.searchParams.get('search') === '9950x')).toBe(true);
    expect(within(section('gpu')).getAllByTestId('picker-entry').length).toBeGreaterThan(1);
    fireEvent.change(within(processors).getByLabelText('Buscar en Procesador'), { target: { value: 'zzzz' } });
    expect(await within(processors).findByText('Ningún componente coincide con «zzzz».')).toBeTruthy();
  });

  it('shows why a combination does not fit (a power supply too small for the processor and GPU)', async () => {
    renderPicker({ deviceType: 'desktop' });
    fireEvent.click(await chooseButton('processor', 'AMD Ryzen 9 9950X'));
    fireEvent.click(await chooseButton('gpu', 'NVIDIA GeForce RTX 5090'));
    expect(screen.queryByRole('alert')).toBeNull();
    // 1.3 × (170 W + 575 W) + 150 W = 1118.5 W: a 1000 W supply is warned about before it is chosen.
    const supply = await chooseButton('powerSupply', 'Corsair RM1000x');
    const card = supply.closest('[data-testid="picker-entry"]') as HTMLElement;
    expect(card.textContent).toContain('Con lo elegido: La fuente de 1000 W no alcanza');
    fireEvent.click(supply);
    expect(screen.getByRole('alert').textContent).toContain(
      'La fuente de 1000 W no alcanza: esta configuración necesita al menos 1119 W',
    );
    fireEvent.click(await chooseButton('powerSupply', 'Seasonic PRIME TX-1600'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('lets staff offer alternatives with their increment in the product’s currency, for configurable products only', async () => {
    const reported = renderPicker({ configurable: true, currency: 'ARS' });
    const [shipped] = await within(section('ram')).findAllByRole('button', { name: /^Elegir / });
    // Nothing to offer an alternative to before the product ships with some RAM.
    expect(
      within(section('ram'))
        .getAllByRole('button', { name: /como alternativa$/ })[1]!
        .hasAttribute('disabled'),
    ).toBe(true);
    fireEvent.click(shipped!);
    // The part it ships with is no alternative to itself.
    expect(
      within(section('ram'))
        .getAllByRole('button', { name: /como alternativa$/ })[0]!
        .hasAttribute('disabled'),
    ).toBe(true);
    const offer = within(section('ram')).getAllByRole('button', { name: /como alternativa$/ });
    fireEvent.click(offer[1]!);
    expect(offer[1]!.getAttribute('aria-pressed')).toBe('true');
    const input = within(section('ram')).getByLabelText(/Diferencia de precio de .* \(ARS\)/);
    fireEvent.change(input, { target: { value: '150000,5' } });
    const ram = reported.at(-1)!.ram as { options: { id: string; name: string; priceIncrement: number }[] };
    expect(ram.options).toHaveLength(1);
    expect(ram.options[0]).toMatchObject({ priceIncrement: 150000.5, category: 'ram' });
    fireEvent.change(input, { target: { value: 'mucho' } });
    expect(within(section('ram')).getByRole('alert').textContent).toBe('El incremento de precio debe ser un número');
    expect((reported.at(-1)!.ram as typeof ram).options[0]!.priceIncrement).toBe(150000.5);
  });

  it('offers no alternatives for a product that is not configurable', async () => {
    renderPicker();
    await within(section('ram')).findAllByTestId('picker-entry');
    expect(within(section('ram')).queryByRole('button', { name: /como alternativa$/ })).toBeNull();
  });
});
