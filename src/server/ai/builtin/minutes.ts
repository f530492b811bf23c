/**
 * Splits a duration into whole minutes by weight so the parts add up exactly to the total,
 * every part at least one minute (largest-remainder method).
 */
export function splitMinutes(total: number, weights: readonly number[]): number[] {
  const count = Math.min(weights.length, total);
  const w = weights.slice(0, count);
  const sum = w.reduce((a, b) => a + b, 0);
  const spare = total - count; // one minute each is reserved first
  const exact = w.map((x) => (x / sum) * spare);
  const parts = exact.map((x) => 1 + Math.floor(x));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (let k = 0; left > 0; k = (k + 1) % order.length, left -= 1) parts[order[k]![1]]! += 1;
  return parts;
}
