import { describe, expect, it } from 'vitest';
import { voseoForms } from './spanish-address';

describe('voseoForms', () => {
  it.each([
    ['Revisá la ortografía, probá con otras palabras o quitá algún filtro.', ['Revisá', 'probá', 'quitá']],
    ['Explorá nuestras categorías', ['Explorá']],
    ['Mirá estas alternativas', ['Mirá']],
    ['{{count}} sugerencias; usá las flechas para elegir.', ['usá']],
    ['Elegí un color e Ingresá tu email', ['Elegí', 'Ingresá']],
    ['¿No tenés cuenta? Si querés, podés registrarte.', ['tenés', 'querés', 'podés']],
    ['Vos sos el dueño', ['Vos', 'sos']],
    ['Poné el código, hacé clic y volvé', ['Poné', 'hacé', 'volvé']],
    ['Si preferís, elegís otro', ['preferís', 'elegís']],
  ])('finds the voseo in %j', (text, found) => expect(voseoForms(text)).toEqual(found));

  it.each([
    '¿No tienes cuenta? Regístrate',
    'Revisa la ortografía, prueba con otras palabras o quita algún filtro.',
    'Elige, agrega y descubre: está aquí, más allá de lo que ves.',
    'Tu pedido será enviado y podrás verlo; recibirás un correo. Lo verás mañana.',
    'Te diré qué pasará: tendrás envío gratis, después sabrás más. Sí, en inglés también.',
    'Mensajes por satélite y SOS de emergencia',
    'Ojalá que esté disponible y que te dé lo que buscas.',
    'Olvidé mi contraseña',
  ])('finds none in %j', (text) => expect(voseoForms(text)).toEqual([]));
});
