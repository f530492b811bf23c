/**
 * Flattens react-hook-form's nested errors (or any part of them) into messages keyed by dotted
 * path ("prompt", "choices.1"), the shape the question editors show; a field array's own message
 * sits under "root" and keeps its parent's path. The first message for a path wins.
 */
export function flattenErrors(tree: unknown, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  if (!tree || typeof tree !== 'object') return out;
  const node = tree as Record<string, unknown>;
  if (typeof node.message === 'string' && prefix) out[prefix] = node.message;
  for (const [key, value] of Object.entries(node)) {
    if (['message', 'type', 'ref', 'types'].includes(key) || !value || typeof value !== 'object')
      continue;
    const path = key === 'root' ? prefix : prefix ? `${prefix}.${key}` : key;
    for (const [k, v] of Object.entries(flattenErrors(value, path))) out[k] ??= v;
  }
  return out;
}
