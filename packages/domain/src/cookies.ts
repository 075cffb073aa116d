/**
 * The value of the cookie `name` in a Cookie header (the server's request header or the
 * browser's document.cookie, which share the 'a=1; b=2' form), decoded; undefined when the
 * cookie is absent or its value is not valid percent-encoding.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}
