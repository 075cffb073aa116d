import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { toast } from './toast';
import { Toaster } from './toaster';

describe('toasts', () => {
  it('merge the same text told again into the toast on screen', async () => {
    render(<Toaster />);
    // The toaster's code loads lazily: wait until it is there before telling anything.
    await waitFor(() => expect(document.querySelector('section[aria-label]')).not.toBeNull(), { timeout: 10_000 });
    for (let press = 0; press < 5; press++) act(() => toast.success('Producto agregado al carrito'));
    act(() => toast.error('Error al eliminar el producto'));
    await waitFor(() => expect(screen.getAllByText('Producto agregado al carrito')).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByText('Error al eliminar el producto')).toHaveLength(1));
    // Give any late duplicate time to show up before counting again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getAllByText('Producto agregado al carrito')).toHaveLength(1);
    expect(document.querySelectorAll('[data-sonner-toast]')).toHaveLength(2);
  });
});
