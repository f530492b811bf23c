/**
 * At most `size` pieces of work at once; the rest wait their turn in order. Renders take a
 * core and a few hundred MB each, so an instance runs as many as `AVATAR_RENDERS` allows however
 * the job queue hands them out (a job past its expiry is handed out again while it still runs).
 */
export function slots(size: number) {
  let free = size;
  const waiting: Array<() => void> = [];
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (free > 0) free -= 1;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else free += 1;
    }
  };
}
