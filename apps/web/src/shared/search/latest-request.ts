/**
 * Debounced requests where only the newest counts: each call cancels the one before it (its
 * timer, or its request through its AbortSignal), and an answer is delivered only if no newer
 * call was made since, so a slow answer to 'sam' never replaces the answer to 'samsung'.
 */
export interface LatestRequest<Input> {
  /** Asks again after `delayMs`, cancelling the previous call. */
  request(input: Input): void;
  /** Cancels whatever is pending (the box closed, the component left). */
  cancel(): void;
}

export function latestRequest<Input, Output>(
  fetcher: (input: Input, signal: AbortSignal) => Promise<Output>,
  deliver: (output: Output, input: Input) => void,
  delayMs: number,
  fail: (error: unknown, input: Input) => void = () => undefined,
): LatestRequest<Input> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let controller: AbortController | undefined;
  let generation = 0;

  const cancel = () => {
    generation += 1;
    clearTimeout(timer);
    timer = undefined;
    controller?.abort();
    controller = undefined;
  };

  return {
    cancel,
    request(input) {
      cancel();
      const mine = generation;
      timer = setTimeout(() => {
        const own = new AbortController();
        controller = own;
        fetcher(input, own.signal).then(
          (output) => {
            if (mine === generation) deliver(output, input);
          },
          (error: unknown) => {
            // An aborted request was replaced on purpose: nothing to say.
            if (mine === generation && !own.signal.aborted) fail(error, input);
          },
        );
      }, delayMs);
    },
  };
}
