import { afterEach, describe, expect, it } from 'vitest';
import { listenForLinkIntent } from './link-intent';

describe('listenForLinkIntent', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    document.body.innerHTML = '';
  });

  function links(): { paths: string[] } {
    document.body.innerHTML = `
      <a id="product" href="/producto/abc?color=negro"><span id="inner">iPad</span></a>
      <a id="cart" href="/carrito">Carrito</a>
      <a id="away" href="https://example.org/producto/x">Fuera</a>
      <a id="tab" href="/productos" target="_blank">Otra pestaña</a>
      <button id="button">No es un enlace</button>`;
    const seen = { paths: [] as string[] };
    stop = listenForLinkIntent((path) => seen.paths.push(path));
    return seen;
  }

  const fire = (id: string, type: string) =>
    document.getElementById(id)!.dispatchEvent(new Event(type, { bubbles: true }));

  it("reports an in-app link's path when the pointer rests on it, goes down on it, or focus reaches it", () => {
    const seen = links();
    fire('inner', 'mouseover');
    fire('cart', 'pointerdown');
    expect(seen.paths).toEqual(['/producto/abc', '/carrito']);
    document.getElementById('cart')!.setAttribute('href', '/mis-pedidos/1');
    fire('cart', 'focusin');
    expect(seen.paths).toEqual(['/producto/abc', '/carrito', '/mis-pedidos/1']);
  });

  it('reports each path once, and nothing for another site, a new tab or what is not a link', () => {
    const seen = links();
    fire('product', 'mouseover');
    fire('product', 'pointerdown');
    fire('product', 'focusin');
    fire('away', 'pointerdown');
    fire('tab', 'pointerdown');
    fire('button', 'pointerdown');
    expect(seen.paths).toEqual(['/producto/abc']);
  });

  it('stops listening when told', () => {
    const seen = links();
    stop!();
    fire('cart', 'pointerdown');
    expect(seen.paths).toEqual([]);
  });
});
