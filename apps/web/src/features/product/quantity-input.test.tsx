import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '../../shared/i18n';
import { QuantityInput } from './quantity-input';

function Quantity({ stock }: { stock: number }) {
  const [value, setValue] = useState(1);
  return <QuantityInput value={value} stock={stock} onChange={setValue} />;
}

describe('QuantityInput', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('es');
  });

  it("keeps its value and says why beside the field, in the cart's words", async () => {
    render(<Quantity stock={3} />);
    const field = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '0' } });
    expect(field.value).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('La cantidad mínima es 1');
    expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id);
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByRole('alert').textContent).toBe('Minimum quantity is 1');

    fireEvent.change(field, { target: { value: '7' } });
    expect(field.value).toBe('3');
    expect(screen.getByRole('alert').textContent).toBe('Only 3 units available');
    await act(() => i18n.changeLanguage('es'));
    expect(screen.getByRole('alert').textContent).toBe('Solo hay 3 unidades disponibles');
    await act(() => i18n.changeLanguage('en'));

    fireEvent.change(field, { target: { value: '2' } });
    expect(field.value).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(field.getAttribute('aria-describedby')).toBeNull();
  });

  it('caps a typed quantity above a stock of 1 at 1, in the singular', () => {
    render(<Quantity stock={1} />);
    const field = screen.getByRole('spinbutton') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '9' } });
    expect(field.value).toBe('1');
    expect(screen.getByRole('alert').textContent).toBe('Solo hay 1 unidad disponible');
  });
});
