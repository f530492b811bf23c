import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Threads for the model. node-llama-cpp would use 4 even on 2 cores, and on a shared 2-core
 * machine 2 threads ran 25-140x slower than 1 (issue 24): the web server and the database need
 * a core too. So 1 on two cores or fewer, else all but one.
 */
export function defaultThreads(cores = os.availableParallelism()): number {
  return cores <= 2 ? 1 : cores - 1;
}

/** The first .gguf file (by name) in the models folder, or undefined when there is none. */
export function firstModelIn(dir: string): string | undefined {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return undefined;
  }
  const found = names.filter((n) => n.toLowerCase().endsWith('.gguf')).sort()[0];
  return found === undefined ? undefined : path.join(dir, found);
}
