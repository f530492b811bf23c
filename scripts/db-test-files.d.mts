export function dbTestFiles(root?: string): string[];
