/**
 * The model hands text to a callback on the main thread; a chat stream is read with `for await`.
 * This joins the two: pieces pushed before anyone reads wait here, in order.
 */
export function createTextPipe() {
  const pieces: string[] = [];
  let ended = false;
  let failure: { error: unknown } | undefined;
  let wake: (() => void) | undefined;
  const poke = () => {
    wake?.();
    wake = undefined;
  };

  return {
    push(text: string) {
      if (!text) return;
      pieces.push(text);
      poke();
    },
    end() {
      ended = true;
      poke();
    },
    fail(error: unknown) {
      failure = { error };
      poke();
    },
    async *[Symbol.asyncIterator](): AsyncGenerator<string> {
      for (;;) {
        if (pieces.length > 0) yield pieces.shift()!;
        else if (failure) throw failure.error;
        else if (ended) return;
        else await new Promise<void>((resolve) => (wake = resolve));
      }
    },
  };
}
