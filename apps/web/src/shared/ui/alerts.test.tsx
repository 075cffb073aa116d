import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../i18n';
import { AlertProvider, useAlerts } from './alerts';

let api: ReturnType<typeof useAlerts>;

async function renderAlerts() {
  await i18n.changeLanguage('es');
  api = renderHook(() => useAlerts(), { wrapper: AlertProvider }).result.current;
  // The alerts' look loads lazily, once the page is painted: wait until it is there.
  await waitFor(() => expect(document.querySelector('div.fixed.top-20')).not.toBeNull());
}

describe('alert queue', () => {
  beforeEach(async () => {
    await renderAlerts();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('queues alerts with the default title of their kind and closes each after 5000 ms', () => {
    act(() => api.notify('warning', 'Solo hay 2 unidades disponibles'));
    act(() => vi.advanceTimersByTime(1_000));
    act(() => api.notify('error', 'Falló'));
    expect(screen.getByText('Advertencia')).toBeTruthy();
    expect(screen.getByText('Ha ocurrido un error')).toBeTruthy();

    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.queryByText('Advertencia')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Advertencia')).toBeNull();
    expect(screen.queryByText('Ha ocurrido un error')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1_000));
    expect(screen.queryByText('Ha ocurrido un error')).toBeNull();
  });

  it('merges an alert said again into the one on screen, whose time starts over', () => {
    for (let press = 0; press < 5; press++) {
      act(() => api.notify('warning', 'Solo hay 2 unidades disponibles'));
      act(() => vi.advanceTimersByTime(1_000));
    }
    expect(screen.getAllByText('Solo hay 2 unidades disponibles')).toHaveLength(1);
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    // 1 s after the fifth: the first one's 5 s are long over, the merged alert stays 4 s more.
    act(() => vi.advanceTimersByTime(3_999));
    expect(screen.queryByText('Solo hay 2 unidades disponibles')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Solo hay 2 unidades disponibles')).toBeNull();
  });

  it('keeps alerts with other texts or of another kind apart', () => {
    act(() => api.notify('warning', 'Solo hay 2 unidades disponibles'));
    act(() => api.notify('warning', 'Solo hay 3 unidades disponibles'));
    act(() => api.notify('error', 'Solo hay 2 unidades disponibles'));
    expect(screen.getAllByRole('alert')).toHaveLength(3);
  });

  it('uses the spec texts for success and info, and a duration of 0 keeps the alert', () => {
    act(() => api.notify('success', 'ok', { duration: 0 }));
    act(() => api.notify('info', 'fyi'));
    expect(screen.getByText('Operación exitosa')).toBeTruthy();
    expect(screen.getByText('Información')).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Operación exitosa')).toBeTruthy();
    expect(screen.queryByText('Información')).toBeNull();
  });
});

describe('confirm dialog', () => {
  beforeEach(renderAlerts);

  it.each([
    ['Confirmar', true],
    ['Cancelar', false],
  ] as const)('resolves %s as %s', async (label, expected) => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = api.confirm({ title: '¿Vaciar el carrito?' });
    });
    // The dialog's code loads on first use; on a busy machine that takes longer than the default second.
    (await screen.findByRole('button', { name: label }, { timeout: 10_000 })).click();
    await expect(answer).resolves.toBe(expected);
    await vi.waitFor(() => expect(screen.queryByText('¿Vaciar el carrito?')).toBeNull());
  });
});
