import { describe, expect, it } from 'vitest';
import {
  SPECIFICATION_LABELS,
  componentDescription,
  componentName,
  formatNumber,
  humanizeKey,
  langOf,
  pickText,
  productAdvantages,
  productName,
  specificationLabel,
  specificationText,
} from './index';

describe('pickText', () => {
  it('gives the wanted language when it has words, else the other one marked as a fallback', () => {
    expect(pickText('Auriculares', 'Headphones', 'en')).toEqual({ text: 'Headphones', lang: 'en', fellBack: false });
    expect(pickText('Auriculares', 'Headphones', 'es')).toEqual({ text: 'Auriculares', lang: 'es', fellBack: false });
    expect(pickText('Auriculares', '', 'en')).toEqual({ text: 'Auriculares', lang: 'es', fellBack: true });
    expect(pickText('Auriculares', '   ', 'en')).toEqual({ text: 'Auriculares', lang: 'es', fellBack: true });
    expect(pickText('', 'Headphones', 'es')).toEqual({ text: 'Headphones', lang: 'en', fellBack: true });
    expect(pickText(undefined, 7, 'en')).toBeUndefined();
  });

  it('puts lang on an element only when its text fell back', () => {
    expect(langOf(pickText('Auriculares', '', 'en'))).toEqual({ lang: 'es' });
    expect(langOf(pickText('Auriculares', 'Headphones', 'en'))).toEqual({});
    expect(langOf(undefined)).toEqual({});
  });
});

describe('product texts', () => {
  const product = {
    name: 'Auriculares Sony',
    name_en: 'Sony headphones',
    advantages: ['Livianos', 'Plegables'],
    advantages_en: ['Light', 'Foldable'],
    specifications: { battery: 'Hasta 30 horas', weight: 250, ports: 'USB-C' },
    specifications_en: { battery: 'Up to 30 hours' },
  };

  it('picks the name, the advantages as a whole list and each specification', () => {
    expect(productName(product, 'en').text).toBe('Sony headphones');
    expect(productName({ name: 'Reloj' }, 'en')).toEqual({ text: 'Reloj', lang: 'es', fellBack: true });
    expect(productAdvantages(product, 'en').map((a) => a.text)).toEqual(['Light', 'Foldable']);
    expect(productAdvantages({ ...product, advantages_en: [] }, 'en')).toEqual([
      { text: 'Livianos', lang: 'es', fellBack: true },
      { text: 'Plegables', lang: 'es', fellBack: true },
    ]);
    expect(productAdvantages(product, 'es').map((a) => a.text)).toEqual(['Livianos', 'Plegables']);
    expect(specificationText(product, 'battery', 'en')?.text).toBe('Up to 30 hours');
    expect(specificationText(product, 'ports', 'en')).toEqual({ text: 'USB-C', lang: 'es', fellBack: true });
    expect(specificationText(product, 'battery', 'es')?.text).toBe('Hasta 30 horas');
  });

  it('reads components written by the seed (flat twins) and by the catalogues ({ es, en } descriptions)', () => {
    const seeded = { name: 'SSD de 512 GB', name_en: '512 GB SSD', description: 'Rápido', description_en: 'Fast' };
    expect(componentName(seeded, 'en')?.text).toBe('512 GB SSD');
    expect(componentDescription(seeded, 'en')?.text).toBe('Fast');
    const catalogue = { name: 'Ryzen 5', description: { es: 'Seis núcleos', en: 'Six cores' } };
    expect(componentName(catalogue, 'en')).toEqual({ text: 'Ryzen 5', lang: 'es', fellBack: true });
    expect(componentDescription(catalogue, 'en')?.text).toBe('Six cores');
    expect(componentName({ label: 'Etiqueta' }, 'es')?.text).toBe('Etiqueta');
    expect(componentName({}, 'es')).toBeUndefined();
  });
});

describe('specification labels', () => {
  it('labels known keys in both languages and shows others as readable words', () => {
    expect(specificationLabel('fieldOfView', 'en')).toBe('Field of view');
    expect(specificationLabel('fieldOfView', 'es')).toBe('Campo de visión');
    expect(specificationLabel('responseTime', 'es')).toBe('Tiempo de respuesta');
    // A built PC's case is a 'gabinete' in Spanish, not the English word.
    expect(specificationLabel('case', 'es')).toBe('Gabinete');
    expect(specificationLabel('noiseCancelling', 'en')).toBe('Noise cancelling');
    expect(specificationLabel('toString', 'en')).toBe('To string');
    expect(specificationLabel('screenCoatingType', 'es')).toBe('Screen coating type');
  });

  it('humanizes camelCase, snake_case, kebab-case and acronyms', () => {
    expect(humanizeKey('fieldOfView')).toBe('Field of view');
    expect(humanizeKey('usb_c-ports')).toBe('Usb c ports');
    expect(humanizeKey('HDMIPorts')).toBe('HDMI ports');
    expect(humanizeKey('maxGpuLengthMm')).toBe('Max gpu length mm');
    expect(humanizeKey('wifi6')).toBe('Wifi6');
  });

  it('has both languages for every label, none of them blank or a raw key', () => {
    for (const [key, [es, en]] of Object.entries(SPECIFICATION_LABELS)) {
      expect(es.trim(), key).not.toBe('');
      expect(en.trim(), key).not.toBe('');
      // A camelCase key copied as its own label would be the raw key again.
      if (/[a-z][A-Z]/.test(key)) expect([es, en], key).not.toContain(key);
    }
  });
});

describe('formatNumber', () => {
  it('writes numbers in the language format', () => {
    expect(formatNumber(2.5, 'es')).toBe('2,5');
    expect(formatNumber(2.5, 'en')).toBe('2.5');
    expect(formatNumber(25600, 'es')).toBe('25.600');
    expect(formatNumber(25600, 'en')).toBe('25,600');
    expect(formatNumber(1.239, 'en')).toBe('1.24');
  });
});
