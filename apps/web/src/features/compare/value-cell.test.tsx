import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../shared/i18n';
import { ValueCell } from './compare-page';
import { comparisonRows, type ComparableColumn } from './rows';

const product: ComparableColumn = {
  id: 'p1',
  brand: 'Lenovo',
  currency: 'USD',
  basePrice: 900,
  features: {
    additionalFeatures: {
      selectedComponents: [
        { category: 'additionalFeatures', name: 'Lector de huellas', name_en: 'Fingerprint reader' },
        { category: 'additionalFeatures', name: 'Teclado retroiluminado' },
      ],
    },
  },
  specifications: { finish: 'Aluminio cepillado', color: 'Gris' },
  specifications_en: { color: 'Grey' },
};

function renderRow(id: string, language: 'es' | 'en') {
  const row = comparisonRows([product], { language, unnamedComponent: '?' }).find((candidate) => candidate.id === id)!;
  render(
    <table>
      <tbody>
        <tr data-testid={id}>
          <ValueCell cell={row.cells[0]} parts={row.parts[0]} best={false} />
        </tr>
      </tbody>
    </table>,
  );
  return screen.getByTestId(id).querySelector('td')!;
}

afterEach(async () => {
  await i18n.changeLanguage('es');
});

describe('a comparison cell', () => {
  it('marks a Spanish text shown on the English page with lang="es", and only that text', async () => {
    await i18n.changeLanguage('en');
    const finish = renderRow('specification:finish', 'en');
    expect(finish.textContent).toBe('Aluminio cepillado');
    expect(finish.querySelector('[lang="es"]')?.textContent).toBe('Aluminio cepillado');

    const color = renderRow('specification:color', 'en');
    expect(color.textContent).toBe('Grey');
    expect(color.querySelector('[lang]')).toBeNull();

    const features = renderRow('component:additionalFeatures', 'en');
    expect(features.textContent).toBe('Fingerprint reader, Teclado retroiluminado');
    expect([...features.querySelectorAll('[lang="es"]')].map((element) => element.textContent)).toEqual([
      'Teclado retroiluminado',
    ]);
  });

  it('marks nothing on the Spanish page', () => {
    const features = renderRow('component:additionalFeatures', 'es');
    expect(features.textContent).toBe('Lector de huellas, Teclado retroiluminado');
    expect(features.querySelector('[lang]')).toBeNull();
  });
});
