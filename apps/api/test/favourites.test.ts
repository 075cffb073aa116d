import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAVOURITES, type FavouriteList, type Product } from '@shop/domain';
import { createUser } from '../src/modules/users/service';
import { countRows, createTestContext, loginAs, productRow, testDialect, type TestContext } from './context';

/**
 * Favourites (GET /api/account/favourites, PUT/DELETE /api/account/favourites/:productId and the
 * sign-in merge POST /api/account/favourites/merge): each account sees and changes only its own,
 * with the product's current price and stock; a repeat PUT changes nothing; an unknown product,
 * a malformed id and a guest are refused in the caller's language, nothing stored. Both databases.
 */

let ctx: TestContext;
let admin: string;
let ana: string;
let beto: string;
const auth = (token: string, language = 'es') => ({ authorization: `Bearer ${token}`, 'accept-language': language });

beforeAll(async () => {
  ctx = await createTestContext({ seed: false });
  const accounts = {
    admin: { name: 'Admin', email: 'admin@favoritos.test', password: 'Admin-2026!' },
    ana: { name: 'Ana', email: 'ana@favoritos.test', password: 'Ana-2026!x' },
    beto: { name: 'Beto', email: 'beto@favoritos.test', password: 'Beto-2026!x' },
  };
  await createUser(ctx.db, { ...accounts.admin, role: 'admin' });
  await createUser(ctx.db, { ...accounts.ana, role: 'user' });
  await createUser(ctx.db, { ...accounts.beto, role: 'user' });
  admin = await loginAs(ctx.app, accounts.admin);
  ana = await loginAs(ctx.app, accounts.ana);
  beto = await loginAs(ctx.app, accounts.beto);
});
afterAll(async () => ctx?.close());

async function product(name: string, stock: number, basePrice = 10): Promise<Product> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products',
    headers: auth(admin),
    payload: {
      name,
      name_en: `${name} (EN)`,
      description: 'Descripción',
      brand: 'Acme',
      basePrice,
      currency: 'USD',
      stock,
      category: 'Accesorios',
      images: ['/uploads/test/a.webp'],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as Product;
}

const put = (token: string | undefined, productId: string, language = 'es') =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/account/favourites/${productId}`,
    headers: token ? auth(token, language) : { 'accept-language': language },
  });
const remove = (token: string, productId: string, language = 'es') =>
  ctx.app.inject({ method: 'DELETE', url: `/api/account/favourites/${productId}`, headers: auth(token, language) });
const list = async (token: string): Promise<FavouriteList> => {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/account/favourites', headers: auth(token) });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return response.json() as FavouriteList;
};

describe(`favourites (${testDialect})`, () => {
  it('adds, lists the latest first with the current price and stock, removes; a repeat PUT changes nothing', async () => {
    const mouse = await product('Mouse favorito', 5, 10);
    const keyboard = await product('Teclado favorito', 0, 20);

    const first = await put(ana, mouse.id);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ productId: mouse.id, created: true });
    expect((await put(ana, keyboard.id)).statusCode).toBe(201);
    const again = await put(ana, mouse.id);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ productId: mouse.id, created: false, addedAt: first.json().addedAt });

    // Staff change the price and stock: the list shows them as they are now.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/products/${mouse.id}`,
      headers: auth(admin),
      payload: { ...mouse, basePrice: 12.5, stock: 3 },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = await list(ana);
    expect(listed.max).toBe(MAX_FAVOURITES);
    expect(listed.items.map((item) => item.productId)).toEqual([keyboard.id, mouse.id]);
    expect(listed.items[1]!.product).toMatchObject({ name: 'Mouse favorito', basePrice: 12.5, stock: 3 });
    expect(listed.items[0]!.product).toMatchObject({ stock: 0, basePrice: 20 });

    const removed = await remove(ana, keyboard.id, 'en');
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe('Product removed from favourites');
    // Idempotent: removing it again answers the same.
    expect((await remove(ana, keyboard.id)).statusCode).toBe(200);
    expect((await list(ana)).items.map((item) => item.productId)).toEqual([mouse.id]);
  });

  it("never shows or changes another account's favourites", async () => {
    const monitor = await product('Monitor de Beto', 2);
    expect((await put(beto, monitor.id)).statusCode).toBe(201);
    const anas = await list(ana);
    expect(anas.items.map((item) => item.productId)).not.toContain(monitor.id);
    // Ana removing it touches only her own (empty) entry: Beto keeps his.
    expect((await remove(ana, monitor.id)).statusCode).toBe(200);
    expect((await list(beto)).items.map((item) => item.productId)).toEqual([monitor.id]);
  });

  it('refuses an unknown product (404), a malformed id (400) and a guest (401) in the caller language, nothing stored', async () => {
    const before = await countRows(ctx.db, 'favourites');
    const unknown = await put(ana, randomUUID(), 'en');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'PRODUCT_NOT_FOUND' });
    const unknownEs = await put(ana, randomUUID(), 'es');
    expect(unknownEs.statusCode).toBe(404);
    expect(unknownEs.json().message).not.toBe(unknown.json().message);
    expect((await remove(ana, randomUUID())).statusCode).toBe(404);

    for (const bad of ['not-an-id', '123', `${randomUUID()}x`, '%00']) {
      const malformed = await put(ana, bad, 'en');
      expect(malformed.statusCode, bad).toBe(400);
      expect(malformed.json().message).toBe('The product id is not valid');
      expect(malformed.json().details?.[0]?.message).toBe('The product id is not valid');
    }
    const malformedEs = await remove(ana, 'no-es-un-id', 'es');
    expect(malformedEs.statusCode).toBe(400);
    expect(malformedEs.json().details?.[0]?.message).toBe('El identificador del producto no es válido');

    const someProduct = await product('Producto para invitado', 1);
    const guest = await put(undefined, someProduct.id);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().message).toBe('No hay token de autenticación');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/favourites' })).statusCode).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/account/favourites/merge', payload: { productIds: [] } }))
        .statusCode,
    ).toBe(401);
    expect(await countRows(ctx.db, 'favourites')).toBe(before);
  });

  it("merges a guest's list at sign-in: order kept, unknown and repeated products skipped quietly", async () => {
    const account = { name: 'Carla', email: 'carla@favoritos.test', password: 'Carla-2026!x' };
    await createUser(ctx.db, { ...account, role: 'user' });
    const carla = await loginAs(ctx.app, account);
    const [a, b, c] = [await product('Merge A', 1), await product('Merge B', 1), await product('Merge C', 1)];
    expect((await put(carla, b.id)).statusCode).toBe(201);
    // The browser keeps the latest first: c, then a, then b (already a favourite), then one deleted since.
    const merged = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/favourites/merge',
      headers: auth(carla),
      payload: { productIds: [c.id, a.id, b.id, randomUUID(), c.id] },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((merged.json() as FavouriteList).items.map((item) => item.productId)).toEqual([c.id, a.id, b.id]);
    // The same merge again (a second tab signing in) changes nothing.
    const twice = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/favourites/merge',
      headers: auth(carla),
      payload: { productIds: [c.id, a.id] },
    });
    expect((twice.json() as FavouriteList).items).toHaveLength(3);
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/favourites/merge',
      headers: auth(carla),
      payload: { productIds: ['nope'] },
    });
    expect(bad.statusCode).toBe(400);
  });

  it(`keeps at most ${MAX_FAVOURITES} favourites per account: the next is refused with 409`, async () => {
    const account = { name: 'Dani', email: 'dani@favoritos.test', password: 'Dani-2026!x' };
    const dani = await createUser(ctx.db, { ...account, role: 'user' });
    const token = await loginAs(ctx.app, account);
    const ids = Array.from({ length: MAX_FAVOURITES + 1 }, () => randomUUID());
    await ctx.db.kysely
      .insertInto('products')
      .values(ids.map((id) => productRow(id, 'Accesorios')))
      .execute();
    await ctx.db.kysely
      .insertInto('favourites')
      .values(
        ids
          .slice(0, MAX_FAVOURITES)
          .map((id) => ({ user_id: dani.id, product_id: id, created_at: new Date().toISOString() })),
      )
      .execute();
    const over = await put(token, ids[MAX_FAVOURITES]!, 'en');
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({ code: 'FAVOURITE_LIMIT' });
    expect(over.json().message).toContain(String(MAX_FAVOURITES));
    // One already there is still answered 200 (nothing to add).
    expect((await put(token, ids[0]!)).statusCode).toBe(200);
    expect((await list(token)).items).toHaveLength(MAX_FAVOURITES);
  });
});
