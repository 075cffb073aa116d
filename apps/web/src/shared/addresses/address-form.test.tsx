import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Address } from '@shop/domain';
import { savedAddress } from '../../test/address';
import i18n from '../i18n';
import { AddressForm } from './address-form';
import { keepTypedPlace } from './typed-place';

function renderForm(address?: Address) {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <AddressForm address={address} onSaved={() => undefined} />
    </QueryClientProvider>,
  );
}

describe('AddressForm', () => {
  beforeEach(async () => {
    localStorage.clear();
    await i18n.changeLanguage('es');
  });
  afterEach(() => localStorage.clear());

  it('starts a new address at the place typed on a product page (province and postal code)', () => {
    keepTypedPlace({ province: 'AR-V', postalCode: '9410' });
    renderForm();
    expect(screen.getByLabelText<HTMLSelectElement>('Provincia').value).toBe('AR-V');
    expect(screen.getByLabelText<HTMLInputElement>('Código postal').value).toBe('9410');
    expect(screen.getByLabelText<HTMLInputElement>('Calle').value).toBe('');
  });

  it('starts a new address empty where no place was typed', () => {
    renderForm();
    expect(screen.getByLabelText<HTMLSelectElement>('Provincia').value).toBe('');
    expect(screen.getByLabelText<HTMLInputElement>('Código postal').value).toBe('');
  });

  it('edits an address with its own place, whatever was typed', () => {
    keepTypedPlace({ province: 'AR-V', postalCode: '9410' });
    renderForm(savedAddress);
    expect(screen.getByLabelText<HTMLSelectElement>('Provincia').value).toBe('AR-C');
    expect(screen.getByLabelText<HTMLInputElement>('Código postal').value).toBe('C1425ABC');
  });
});
