/** Content Generator strings, word for word from spec section 8 where it has them. */
export const CONTENT_MESSAGES = {
  generated: 'Content generated successfully!',
  generateFailed: 'Failed to generate content. Please try again.',
  copied: 'Copied!',
  copyFailed: 'Failed to copy content.',
  exportFailed: 'Failed to export content. Please try again.',
  errorTitle: 'Error',
  emptyPanel: 'Your generated content will appear here.',
  emptyHint: 'Fill in the form and press Generate Content.',
  generating: 'Generating...',
} as const;
