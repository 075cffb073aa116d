import { render, screen } from '@testing-library/react';
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import i18n, { i18nReady } from './index';
import { defineTexts, useFeatureTexts } from './feature-texts';
import { I18nProvider } from './react';

const greetingTexts = defineTexts('greeting', { es: { hello: 'Hola' }, en: { hello: 'Hello' } });

function Greeting({ testId }: { testId: string }) {
  const { t } = useFeatureTexts(greetingTexts);
  return <p data-testid={testId}>{t('greeting:hello')}</p>;
}

describe('useFeatureTexts', () => {
  it('adds the texts to the instance that renders, so two languages render side by side as on the server', async () => {
    await i18nReady;
    await i18n.loadLanguages(['es', 'en']);
    const spanish = i18n.cloneInstance({ lng: 'es' });
    const english = i18n.cloneInstance({ lng: 'en' });
    render(
      <>
        <I18nProvider i18n={spanish}>
          <Greeting testId="es" />
        </I18nProvider>
        <I18nProvider i18n={english}>
          <Greeting testId="en" />
        </I18nProvider>
      </>,
    );
    expect(screen.getByTestId('es').textContent).toBe('Hola');
    expect(screen.getByTestId('en').textContent).toBe('Hello');
  });

  it('adds them to an instance with a store of its own, in both languages', async () => {
    const apart = createInstance();
    await apart.init({ lng: 'en', resources: {} });
    render(
      <I18nProvider i18n={apart}>
        <Greeting testId="apart" />
      </I18nProvider>,
    );
    expect(screen.getByTestId('apart').textContent).toBe('Hello');
    expect(apart.getFixedT('es')('greeting:hello')).toBe('Hola');
  });
});
