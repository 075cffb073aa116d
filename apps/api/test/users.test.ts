import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/service';
import { DEMO, SUPERADMIN, createTestContext, loginAs, type TestContext, countRows } from './context';

let ctx: TestContext;
let superToken: string;
let superId: string;
let adminId: string;

beforeAll(async () => {
  ctx = await createTestContext();
  superToken = await loginAs(ctx.app, SUPERADMIN);
  const rows = await ctx.db.kysely.selectFrom('users').select(['id', 'email']).execute();
  superId = rows.find((r) => r.email === SUPERADMIN.email)!.id;
  adminId = rows.find((r) => r.email === DEMO.email)!.id;
});
afterAll(async () => ctx?.close());

const as = (token: string) => ({ authorization: `Bearer ${token}` });
const updateRole = (payload: object, token = superToken) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/users/update-role', headers: as(token), payload });
const toggle = (payload: object, token = superToken) =>
  ctx.app.inject({ method: 'PATCH', url: '/api/auth/users/toggle-status', headers: as(token), payload });
const remove = (id: string, token = superToken) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/auth/users/${id}`, headers: as(token) });
const snapshot = () =>
  ctx.db.kysely.selectFrom('users').select(['id', 'role', 'is_active', 'updated_at']).orderBy('id').execute();

let counter = 0;
async function newUser(role: 'user' | 'admin' | 'superadmin' = 'user') {
  counter += 1;
  const email = `gestion${counter}@tienda.test`;
  const row = await createUser(ctx.db, { name: `Gestión ${counter}`, email, password: 'Gestion1!', role });
  return { ...row, token: () => loginAs(ctx.app, { email, password: 'Gestion1!' }) };
}

describe('GET /api/auth/users', () => {
  it('lists every user without password data', async () => {
    await newUser();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/auth/users', headers: as(superToken) });
    expect(response.statusCode).toBe(200);
    const users = response.json() as Record<string, unknown>[];
    const total = await countRows(ctx.db, 'users');
    expect(users).toHaveLength(total);
    expect(users.find((u) => u.email === SUPERADMIN.email)).toMatchObject({
      role: 'superadmin',
      isActive: true,
      _id: superId,
      id: superId,
    });
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('is refused to an admin', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/users',
      headers: as(await loginAs(ctx.app, DEMO)),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'No tienes permisos para realizar esta acción', code: 'FORBIDDEN' });
  });
});

describe('PATCH /api/auth/users/update-role', () => {
  it('makes a user admin and back, and the new role counts at the next request', async () => {
    const target = await newUser();
    const token = await target.token();
    const productsAsTarget = () =>
      ctx.app.inject({ method: 'POST', url: '/api/products', headers: as(token), payload: {} });
    expect((await productsAsTarget()).statusCode).toBe(403);

    const promoted = await updateRole({ userId: target.id, newRole: 'admin' });
    expect(promoted.statusCode).toBe(200);
    expect(promoted.json()).toMatchObject({
      message: 'Rol actualizado correctamente',
      user: { id: target.id, role: 'admin' },
    });
    expect((await productsAsTarget()).statusCode).toBe(400); // through the guard, stopped by validation

    const demoted = await updateRole({ userId: target.id, newRole: 'user' });
    expect(demoted.json()).toMatchObject({ message: 'Rol actualizado correctamente', user: { role: 'user' } });
    expect((await productsAsTarget()).statusCode).toBe(403);
  });

  it('refuses superadmin as a new role and unknown roles, with a message, changing nothing', async () => {
    const target = await newUser();
    const before = await snapshot();
    for (const newRole of ['superadmin', 'root', '', 7]) {
      const response = await updateRole({ userId: target.id, newRole });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'El rol debe ser user o admin', code: 'VALIDATION_ERROR' });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to change one's own role", async () => {
    const before = await snapshot();
    const response = await updateRole({ userId: superId, newRole: 'user' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'No puedes cambiar tu propio rol', code: 'OWN_ROLE' });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses to change another superadmin's role", async () => {
    const other = await newUser('superadmin');
    const before = await snapshot();
    const response = await updateRole({ userId: other.id, newRole: 'admin' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'No se puede cambiar el rol de un superadministrador',
      code: 'SUPERADMIN_ROLE',
    });
    expect(await snapshot()).toEqual(before);
  });

  it('answers 404 for unknown or malformed ids, 400 without one', async () => {
    for (const userId of ['00000000-0000-4000-8000-000000000000', 'no-es-un-id', "' or 1=1 --"]) {
      const response = await updateRole({ userId, newRole: 'admin' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Usuario no encontrado', code: 'USER_NOT_FOUND' });
    }
    expect((await updateRole({ newRole: 'admin' })).statusCode).toBe(400);
    expect((await updateRole({ userId: 'x'.repeat(201), newRole: 'admin' })).statusCode).toBe(400);
  });
});

describe('PATCH /api/auth/users/toggle-status', () => {
  it('deactivates and activates another user', async () => {
    const target = await newUser();
    const off = await toggle({ userId: target.id });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: 'Usuario desactivado', user: { id: target.id, isActive: false } });
    const on = await toggle({ userId: target.id });
    expect(on.json()).toMatchObject({ message: 'Usuario activado', user: { isActive: true } });
    await target.token(); // can sign in again
  });

  it('may deactivate an admin, who then loses the admin area at once', async () => {
    const admin = await newUser('admin');
    const token = await admin.token();
    await toggle({ userId: admin.id });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/products', headers: as(token), payload: {} });
    expect(response.statusCode).toBe(403);
    await toggle({ userId: admin.id });
  });

  it('refuses oneself and superadmins, changing nothing', async () => {
    const other = await newUser('superadmin');
    const before = await snapshot();
    const self = await toggle({ userId: superId });
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'No puedes desactivar ni activar tu propia cuenta', code: 'OWN_STATUS' });
    const superadmin = await toggle({ userId: other.id });
    expect(superadmin.statusCode).toBe(403);
    expect(superadmin.json()).toEqual({
      message: 'No se puede cambiar el estado de un superadministrador',
      code: 'SUPERADMIN_STATUS',
    });
    expect((await toggle({ userId: 'desconocido' })).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });
});

describe('DELETE /api/auth/users/:id', () => {
  it('deletes another user', async () => {
    const target = await newUser();
    const response = await remove(target.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Usuario eliminado correctamente' });
    expect(
      await ctx.db.kysely.selectFrom('users').select('id').where('id', '=', target.id).executeTakeFirst(),
    ).toBeUndefined();
    const again = await remove(target.id);
    expect(again.statusCode).toBe(404);
  });

  it('refuses oneself and superadmins, changing nothing', async () => {
    const other = await newUser('superadmin');
    const before = await snapshot();
    const self = await remove(superId);
    expect(self.statusCode).toBe(403);
    expect(self.json()).toEqual({ message: 'No puedes eliminar tu propia cuenta', code: 'OWN_DELETE' });
    const superadmin = await remove(other.id);
    expect(superadmin.statusCode).toBe(403);
    expect(superadmin.json()).toEqual({
      message: 'No se puede eliminar a un superadministrador',
      code: 'SUPERADMIN_DELETE',
    });
    expect((await remove('%27%20or%201%3D1')).statusCode).toBe(404);
    expect(await snapshot()).toEqual(before);
  });

  it('the other superadmin cannot delete the first one either', async () => {
    const other = await newUser('superadmin');
    const response = await remove(superId, await other.token());
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'SUPERADMIN_DELETE' });
  });

  it('an admin cannot delete anyone', async () => {
    const target = await newUser();
    const response = await remove(target.id, await loginAs(ctx.app, DEMO));
    expect(response.statusCode).toBe(403);
    expect(
      await ctx.db.kysely.selectFrom('users').select('id').where('id', '=', target.id).executeTakeFirst(),
    ).toBeDefined();
    expect(adminId).toBeTruthy();
  });
});
