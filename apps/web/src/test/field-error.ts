/** The message said beside a form field (the `-error` element its aria-describedby names), if any. */
export function fieldErrorOf(input: HTMLElement): string | undefined {
  return (
    (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => (id.endsWith('-error') ? document.getElementById(id)?.textContent : undefined))
      .find(Boolean) ?? undefined
  );
}
