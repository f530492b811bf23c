/**
 * Errors are declared once per feature (ARCHITECTURE.md rule 4): a status, a code namespaced by
 * the feature ('lessons.not_found') and the human message. The server builds its AppErrors from
 * these declarations (`platform/http/app-error.ts` errorFactories); the web client branches on
 * `code` (ApiError in `web/lib/api-client.ts`), never on the message text.
 */
export interface ErrorSpec {
  status: number;
  message: string;
}

export type DeclaredErrors<F extends string, T extends Record<string, ErrorSpec>> = {
  readonly [K in keyof T & string]: T[K] & { readonly code: `${F}.${K}` };
};

export function defineErrors<const F extends string, const T extends Record<string, ErrorSpec>>(
  feature: F,
  specs: T,
): DeclaredErrors<F, T> {
  return Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, { ...spec, code: `${feature}.${key}` }]),
  ) as DeclaredErrors<F, T>;
}

/** Errors any route can answer, raised by the platform rather than a feature. */
export const HTTP_ERRORS = defineErrors('http', {
  unauthorized: { status: 401, message: 'Unauthorized' },
  forbidden: { status: 403, message: 'Forbidden' },
  validation: { status: 400, message: 'Invalid request' },
  invalid_json: { status: 400, message: 'Request body is not valid JSON.' },
  invalid_text: {
    status: 400,
    message: 'Text contains characters that cannot be saved (a NUL or a broken emoji).',
  },
  empty_json: { status: 400, message: 'Request body is empty but its content-type is JSON.' },
  payload_too_large: { status: 413, message: 'Request body is too large.' },
  unsupported_media_type: { status: 415, message: 'Unsupported content-type; send JSON.' },
  not_found: { status: 404, message: 'Not found' },
  rate_limited: { status: 429, message: 'Too many requests. Please wait and try again.' },
  bad_origin: { status: 403, message: 'Cross-origin request refused.' },
  internal: { status: 500, message: 'Something went wrong on our side. Please try again.' },
});
