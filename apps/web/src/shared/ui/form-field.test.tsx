import { cleanup, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormField, type FormFieldProps } from './form-field';

function renderField(props: Partial<Omit<FormFieldProps, 'children'>> = {}) {
  render(
    <FormField id="price" label="Precio" {...props}>
      {(describedBy) => <input id="price" aria-describedby={describedBy} />}
    </FormField>,
  );
  return screen.getByLabelText('Precio');
}

describe('FormField', () => {
  it('labels its input and describes it by nothing while there is nothing to say', () => {
    expect(renderField().hasAttribute('aria-describedby')).toBe(false);
  });

  it('describes the input by its own error, then its hint', () => {
    const input = renderField({ error: 'El precio es obligatorio', hint: 'Con dos decimales' });
    expect(input.getAttribute('aria-describedby')).toBe('price-error price-hint');
    expect(document.getElementById('price-error')?.textContent).toBe('El precio es obligatorio');
    expect(document.getElementById('price-hint')?.textContent).toBe('Con dos decimales');
  });

  it('points at the form’s error box only while this field broke the rule shown there', () => {
    expect(renderField({ errorBoxId: 'form-errors' }).hasAttribute('aria-describedby')).toBe(false);
    cleanup();
    const input = renderField({ errorBoxId: 'form-errors', submitProblem: true, hint: 'Con dos decimales' });
    expect(input.getAttribute('aria-describedby')).toBe('form-errors price-hint');
  });

  it('has no error box to point at in a form that shows each error under its field', () => {
    expect(renderField({ submitProblem: true }).hasAttribute('aria-describedby')).toBe(false);
  });
});
