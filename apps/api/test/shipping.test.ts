import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Address, type ShippingQuote, productInputSchema } from '@shop/domain';
import { createProduct } from '../src/modules/products/service';
import { createUser } from '../src/modules/users/service';
import { countRows, createTestContext, loginAs, testDialect, type TestContext } from './context';

/**
 * Addresses and delivery quotes through the HTTP API on a real database. The clock is fixed on
 * Friday 20 November 2026 at 15:30 in Argentina, after the 14:00 cut-off; Monday 23 is the
 * Día de la Soberanía Nacional, so dates count from Tuesday 24.
 */

const FRIDAY_AFTER_CUT_OFF = new Date('2026-11-20T18:30:00Z');

let ctx: TestContext;
let ana: string;
let bruno: string;
let userCount = 0;

async function newAccount(): Promise<string> {
  userCount += 1;
  const email = `envios${userCount}@tienda.test`;
  await createUser(ctx.db, { name: `Cliente ${userCount}`, email, password: 'Envio1!xx', role: 'user' });
  return loginAs(ctx.app, { email, password: 'Envio1!xx' });
}

async function newProduct(basePrice: number, currency: string): Promise<string> {
  const product = await createProduct(
    ctx.db,
    productInputSchema.parse({
      name: 'Producto para envíos',
      description: 'Para probar envíos',
      brand: 'Acme',
      basePrice,
      currency,
      stock: 5,
      category: 'accesorios',
      images: ['/uploads/test/a.webp'],
    }),
  );
  return product.id;
}

const VALID = {
  recipient: 'Ana Gómez',
  street: 'Av. Santa Fe',
  number: '1234',
  floorFlat: '3° B',
  city: 'Ciudad Autónoma de Buenos Aires',
  province: 'AR-C',
  postalCode: 'c1425 abc',
  phone: '+54 11 4567-8901',
  notes: 'Timbre que no anda: llamar al llegar',
};

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  token?: string;
  body?: object;
  language?: string;
};
function call({ method, url, token, body, language }: Call) {
  return ctx.app.inject({
    method,
    url,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    ...(body ? { payload: body } : {}),
  });
}
const list = async (token: string) =>
  (await call({ method: 'GET', url: '/api/account/addresses', token })).json() as Address[];
const add = (token: string, body: object = VALID, language?: string) =>
  call({ method: 'POST', url: '/api/account/addresses', token, body, language });
const addressCount = () => countRows(ctx.db, 'addresses');

beforeAll(async () => {
  ctx = await createTestContext({ seed: false, now: () => FRIDAY_AFTER_CUT_OFF });
  ana = await newAccount();
  bruno = await newAccount();
});
afterAll(async () => ctx?.close());

describe(`addresses (${testDialect})`, () => {
  it('adds an address, normalises its postal code, and makes the first one the default', async () => {
    const response = await add(ana);
    expect(response.statusCode).toBe(201);
    const address = response.json() as Address;
    expect(address).toMatchObject({ ...VALID, postalCode: 'C1425ABC', isDefault: true });
    expect(await list(ana)).toEqual([address]);
    expect(await list(bruno)).toEqual([]);
  });

  it('moves the default to a new address asked to be it, and lists the default first', async () => {
    const second = (await add(ana, { ...VALID, street: 'Cabildo', isDefault: true })).json() as Address;
    const third = (await add(ana, { ...VALID, street: 'Corrientes' })).json() as Address;
    expect(third.isDefault).toBe(false);
    const addresses = await list(ana);
    expect(addresses.map((a) => [a.street, a.isDefault])).toEqual([
      ['Cabildo', true],
      ['Av. Santa Fe', false],
      ['Corrientes', false],
    ]);
    // An edit without isDefault keeps it; with true it takes it; with false the account has none.
    const url = `/api/account/addresses/${third.id}`;
    const edited = await call({ method: 'PUT', url, token: ana, body: { ...VALID, street: 'Corrientes 2' } });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ street: 'Corrientes 2', isDefault: false });
    await call({ method: 'PUT', url, token: ana, body: { ...VALID, street: 'Corrientes 2', isDefault: true } });
    expect((await list(ana)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);
    await call({ method: 'PUT', url, token: ana, body: { ...VALID, isDefault: false } });
    expect((await list(ana)).some((a) => a.isDefault)).toBe(false);
    await call({
      method: 'PUT',
      url: `/api/account/addresses/${second.id}`,
      token: ana,
      body: { ...VALID, isDefault: true },
    });
    expect((await list(ana))[0]!.id).toBe(second.id);
  });

  it("answers 404 for another account's address, and changes nothing", async () => {
    const [address] = await list(ana);
    const url = `/api/account/addresses/${address!.id}`;
    const edit = await call({ method: 'PUT', url, token: bruno, body: { ...VALID, street: 'Robada' } });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'Dirección no encontrada' });
    const removal = await call({ method: 'DELETE', url, token: bruno, language: 'en' });
    expect(removal.statusCode).toBe(404);
    expect(removal.json()).toMatchObject({ code: 'ADDRESS_NOT_FOUND', message: 'Address not found' });
    expect((await list(ana))[0]).toEqual(address);
    for (const id of ['not-a-uuid', crypto.randomUUID()]) {
      expect((await call({ method: 'DELETE', url: `/api/account/addresses/${id}`, token: ana })).statusCode).toBe(404);
    }
    expect((await call({ method: 'GET', url: '/api/account/addresses' })).statusCode).toBe(401);
  });

  it('names each bad field in the caller language, and stores nothing', async () => {
    const before = await addressCount();
    const bad = {
      recipient: '',
      street: 'x'.repeat(101),
      number: '',
      city: ' ',
      province: 'Narnia',
      postalCode: '12A',
      phone: '123',
      notes: 'x'.repeat(201),
    };
    const spanish = await add(bruno, bad);
    expect(spanish.statusCode).toBe(400);
    const details = (spanish.json() as { details: { path: string; code: string; message: string }[] }).details;
    expect(Object.fromEntries(details.map((d) => [d.path, d.code]))).toEqual({
      'body.recipient': 'address.recipient.required',
      'body.street': 'address.street.tooLong',
      'body.number': 'address.number.required',
      'body.city': 'address.city.required',
      'body.province': 'address.province.invalid',
      'body.postalCode': 'address.postalCode.invalid',
      'body.phone': 'address.phone.invalid',
      'body.notes': 'address.notes.tooLong',
    });
    expect(details.find((d) => d.path === 'body.recipient')!.message).toBe('El destinatario es requerido');
    const english = await add(bruno, { ...VALID, postalCode: 'X5000ABC' }, 'en');
    expect(english.statusCode).toBe(400);
    expect(english.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: "The CPA's letter does not match the chosen province",
      details: [{ path: 'body.postalCode', code: 'address.postalCode.province' }],
    });
    expect(await addressCount()).toBe(before);
  });

  it('keeps at most 10 addresses per account and says so', async () => {
    const carla = await newAccount();
    for (let index = 0; index < 10; index += 1) {
      expect((await add(carla, { ...VALID, number: String(100 + index) })).statusCode).toBe(201);
    }
    const refused = await add(carla, VALID, 'en');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'ADDRESS_LIMIT',
      message: 'You can keep at most 10 addresses. Delete one to add another',
    });
    expect(await list(carla)).toHaveLength(10);
    // Deleting one makes room for another.
    const [first] = await list(carla);
    const deleted = await call({ method: 'DELETE', url: `/api/account/addresses/${first!.id}`, token: carla });
    expect(deleted.json()).toEqual({ message: 'Dirección eliminada' });
    expect((await add(carla)).statusCode).toBe(201);
  });

  it('lets no two requests at once pass the limit together', async () => {
    const dana = await newAccount();
    for (let index = 0; index < 8; index += 1) await add(dana, { ...VALID, number: String(200 + index) });
    const answers = await Promise.all([1, 2, 3, 4].map((index) => add(dana, { ...VALID, number: `9${index}` })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 201, 409, 409]);
    expect(await list(dana)).toHaveLength(10);
    expect((await list(dana)).filter((address) => address.isDefault)).toHaveLength(1);
  });
});

describe(`POST /api/shipping/quote (${testDialect})`, () => {
  const quote = (body: object, token?: string, language?: string) =>
    call({ method: 'POST', url: '/api/shipping/quote', body, token, language });
  const summary = (answer: ShippingQuote) =>
    answer.options.map((option) => [option.option, option.cents, option.earliest, option.latest]);

  it('answers by province and postal code, without a session, from Tuesday 24 for the Friday evening order', async () => {
    const cable = await newProduct(1500.5, 'ARS');
    const response = await quote({ items: [{ productId: cable, quantity: 2 }], province: 'AR-C', postalCode: '1425' });
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ShippingQuote;
    expect(answer).toMatchObject({ zone: 'amba', dispatchDay: '2026-11-24', subtotal: { cents: 300_100 } });
    // AMBA: AR$ 4.500,00 standard in 2 to 4 business days, AR$ 8.900,00 express next business day.
    expect(summary(answer)).toEqual([
      ['standard', 450_000, '2026-11-26', '2026-11-30'],
      ['express', 890_000, '2026-11-25', '2026-11-25'],
      ['pickup', 0, '2026-11-25', '2026-11-26'],
    ]);
    // The shop's pickup address in both languages: the page shows the reader's.
    expect(answer.options[2]!.address?.es).toContain('Corrientes');
    expect(answer.options[2]!.address?.en).toContain('Corrientes');
    // The same code with the province's letter in front, as many people write it: the same quote.
    const lettered = await quote({ items: [{ productId: cable, quantity: 2 }], province: 'AR-C', postalCode: 'c1425' });
    expect(lettered.statusCode).toBe(200);
    expect(lettered.json()).toMatchObject({ zone: 'amba', postalCode: 'C1425' });
    expect(summary(lettered.json() as ShippingQuote)).toEqual(summary(answer));
  });

  it("answers for a saved address of the caller's, and 404 / 401 for anyone else", async () => {
    const mouse = await newProduct(20, 'USD');
    const created = await add(bruno, {
      ...VALID,
      city: 'Ushuaia',
      province: 'AR-V',
      postalCode: 'V9410ABC',
    });
    const address = created.json() as Address;
    const body = { items: [{ productId: mouse, quantity: 1 }], addressId: address.id };
    const response = await quote(body, bruno);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as ShippingQuote;
    expect(answer).toMatchObject({ zone: 'tierraDelFuego', province: 'AR-V', postalCode: 'V9410ABC' });
    // Tierra del Fuego: AR$ 14.900,00 in 7 to 12 business days (Thu 3 to Fri 11 December: 8 December skipped).
    expect(summary(answer)[0]).toEqual(['standard', 1_490_000, '2026-12-03', '2026-12-11']);
    expect((await quote(body, ana)).statusCode).toBe(404);
    const anonymous = await quote(body);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ code: 'NO_TOKEN' });
  });

  it('makes standard delivery free from AR$ 200.000,00; without a rate other currencies do not count', async () => {
    const laptop = await newProduct(100_000, 'ARS');
    const monitor = await newProduct(5000, 'USD');
    const place = { province: 'AR-B', postalCode: '7600' };
    const below = (
      await quote({
        items: [
          { productId: laptop, quantity: 1 },
          { productId: monitor, quantity: 3 },
        ],
        ...place,
      })
    ).json() as ShippingQuote;
    expect(below).toMatchObject({ zone: 'buenosAires', subtotal: { cents: 10_000_000 } });
    expect(below.options[0]).toMatchObject({ cents: 690_000, free: false });
    const reached = (await quote({ items: [{ productId: laptop, quantity: 2 }], ...place })).json() as ShippingQuote;
    expect(reached.options[0]).toMatchObject({ cents: 0, free: true });
    expect(reached.options[1]).toMatchObject({ cents: 1_250_000, free: false });
  });

  it('refuses a bad province or postal code, a missing destination and an unknown item, in the caller language', async () => {
    const cable = await newProduct(10, 'ARS');
    const items = [{ productId: cable, quantity: 1 }];
    const refusal = async (body: object, language?: string) => {
      const response = await quote(body, undefined, language);
      return [response.statusCode, response.json()] as const;
    };
    expect(await refusal({ items, province: 'AR-XX', postalCode: '1425' }, 'en')).toMatchObject([
      400,
      { details: [{ path: 'body.province', code: 'address.province.invalid' }] },
    ]);
    expect(await refusal({ items, province: 'AR-X', postalCode: '50000' })).toMatchObject([
      400,
      { details: [{ path: 'body.postalCode', message: expect.stringContaining('4 dígitos') }] },
    ]);
    expect(await refusal({ items, province: 'AR-X', postalCode: 'C1425ABC' }, 'en')).toMatchObject([
      400,
      { message: "The CPA's letter does not match the chosen province" },
    ]);
    expect(await refusal({ items })).toMatchObject([400, { details: [{ code: 'shipping.destination.required' }] }]);
    const unknown = crypto.randomUUID();
    expect(
      await refusal(
        { items: [...items, { productId: unknown, quantity: 1 }], province: 'AR-C', postalCode: '1425' },
        'en',
      ),
    ).toMatchObject([
      409,
      {
        code: 'ORDER_LINES_UNAVAILABLE',
        details: [{ path: 'items.1', productId: unknown, message: 'This product is no longer available' }],
      },
    ]);
  });
});
