import { createContext, use } from 'react';

export type ServerStatus = 'checking' | 'available' | 'unavailable';

/** Provided by the server-status feature (its provider runs the readiness checks). */
export const ServerStatusContext = createContext<ServerStatus>('checking');

/** Whether the API is known to be up; features adapt (the catalogue shows fallback products) without knowing who checks. */
export function useServerStatus(): ServerStatus {
  return use(ServerStatusContext);
}
