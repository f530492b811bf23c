export function inlineStyles(clientDir: string): string;
export function prerender(ssrEntry: string, template: string, outDir: string): Promise<void>;
