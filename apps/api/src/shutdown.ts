import type { Server } from 'node:http';
import { Server as NetServer } from 'node:net';

/**
 * How long a keep-alive connection that was idle when the stop began stays open for a request
 * its client may already be sending on it. A busy client reuses its connections within
 * milliseconds; one idle longer than this is closed (the usual keep-alive race, which clients
 * meet at every keep-alive time-out too).
 */
export const IDLE_LINGER_MS = 500;

/**
 * Stops taking connections without cutting a request: the listening socket closes at once (new
 * connections are refused, so their requests never start), every request on a connection
 * already open is answered with `Connection: close` (the app's `stopping` hook), so each
 * connection closes after its answer; connections idle since before the stop get IDLE_LINGER_MS
 * for a request already on its way, then idle ones are closed. Resolves once no connection is left.
 *
 * Node's own `server.close()` would close the idle connections at the very moment of the stop,
 * cutting a request a client writes onto one in that instant (two such were seen in a burst of
 * orders), and Fastify's `close()` leaves connections answered before the stop in keep-alive.
 */
export async function drainConnections(server: Server, lingerMs = IDLE_LINGER_MS): Promise<void> {
  if (!server.listening) return;
  const closed = new Promise<void>((resolve) => {
    // net.Server's close: stops listening and calls back when the last connection has ended,
    // without the http.Server's closing of idle connections.
    NetServer.prototype.close.call(server, () => resolve());
  });
  let reaper: NodeJS.Timeout | undefined;
  const linger = setTimeout(() => {
    server.closeIdleConnections();
    reaper = setInterval(() => server.closeIdleConnections(), 50);
  }, lingerMs);
  await closed;
  clearTimeout(linger);
  clearInterval(reaper);
}
