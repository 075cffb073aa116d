import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteUser, fetchUsers, toggleUserStatus, updateUserRole } from './api';
import { endpointPath } from '../../../shared/api/client';
import { staffEndpoints } from '@shop/domain/staff-api';

afterEach(() => vi.unstubAllGlobals());

describe('user management calls', () => {
  it('fail with "No hay token de autenticación" and send nothing when no token is stored', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await expect(fetchUsers()).rejects.toThrow('No hay token de autenticación');
    await expect(updateUserRole('u1', 'admin')).rejects.toThrow('No hay token de autenticación');
    await expect(toggleUserStatus('u1')).rejects.toThrow('No hay token de autenticación');
    await expect(deleteUser('u1')).rejects.toThrow('No hay token de autenticación');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('send the stored token as bearer with the spec payloads', async () => {
    localStorage.setItem('token', 'abc');
    const seen: { method: string; path: string; auth: string | null; body: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        seen.push({
          method: request.method,
          path: new URL(request.url).pathname,
          auth: request.headers.get('authorization'),
          body: await request.text(),
        });
        return new Response('{"message":"ok","user":{}}', {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    await updateUserRole('u1', 'admin');
    await toggleUserStatus('u2');
    await deleteUser('u 3');
    expect(seen).toEqual([
      {
        method: 'PATCH',
        path: endpointPath(staffEndpoints.updateUserRole),
        auth: 'Bearer abc',
        body: '{"userId":"u1","newRole":"admin"}',
      },
      {
        method: 'PATCH',
        path: endpointPath(staffEndpoints.toggleUserStatus),
        auth: 'Bearer abc',
        body: '{"userId":"u2"}',
      },
      { method: 'DELETE', path: endpointPath(staffEndpoints.deleteUser, { id: 'u 3' }), auth: 'Bearer abc', body: '' },
    ]);
  });
});
