import { z } from 'zod';
import { splitMinutes } from '../builtin/minutes';

/**
 * A contract schema as the JSON schema node-llama-cpp's `createGrammarForJsonSchema` can turn
 * into a grammar. That grammar treats every property as required and knows no numeric
 * minimum or maximum, so: optional properties become required (the contract accepts them
 * present), a bounded integer becomes the enum of its values (an answer index, minutes), and
 * what it does not know (defaults, descriptions, patterns, string maximums) is left out. The
 * contract schema validates the answer afterwards.
 */
export type GrammarSchema =
  | { type: 'string'; minLength?: number }
  | { type: 'number' | 'integer' | 'boolean' | 'null' }
  | { enum: readonly (string | number | boolean | null)[] }
  | { type: 'array'; items: GrammarSchema; minItems?: number; maxItems?: number }
  /** A tuple: one schema per place (the teacher's objectives, a lesson's timed phases). */
  | { type: 'array'; prefixItems: GrammarSchema[]; minItems: number; maxItems: number }
  | { type: 'object'; properties: Record<string, GrammarSchema>; additionalProperties: false }
  | { oneOf: GrammarSchema[] };

/** Larger integer ranges stay plain integers: their enum would be a slow grammar. */
const MAX_ENUM = 1001;

type Json = Record<string, unknown>;

function convert(node: Json, omit: ReadonlySet<string>): GrammarSchema {
  if (Array.isArray(node.enum)) return { enum: node.enum as (string | number)[] };
  if ('const' in node) return { enum: [node.const as string | number] };
  const union = (node.anyOf ?? node.oneOf) as Json[] | undefined;
  if (union) return { oneOf: union.map((n) => convert(n, omit)) };
  switch (node.type) {
    case 'object': {
      const properties = Object.entries((node.properties ?? {}) as Record<string, Json>)
        .filter(([key]) => !omit.has(key))
        .map(([key, child]) => [key, convert(child, omit)] as const);
      return {
        type: 'object',
        properties: Object.fromEntries(properties),
        additionalProperties: false,
      };
    }
    case 'array':
      if (Array.isArray(node.prefixItems)) {
        const places = (node.prefixItems as Json[]).map((n) => convert(n, omit));
        return {
          type: 'array',
          prefixItems: places,
          minItems: places.length,
          maxItems: places.length,
        };
      }
      return {
        type: 'array',
        items: convert((node.items ?? {}) as Json, omit),
        ...numberField(node, 'minItems'),
        ...numberField(node, 'maxItems'),
      };
    case 'string':
      // A maximum length would be a repetition llama.cpp expands rule by rule, past what its
      // grammar parser accepts for a lesson plan; the contract checks the length instead.
      return { type: 'string', ...numberField(node, 'minLength') };
    case 'integer': {
      const min = node.minimum;
      const max = node.maximum;
      if (typeof min === 'number' && typeof max === 'number' && max - min < MAX_ENUM)
        return { enum: Array.from({ length: max - min + 1 }, (_, i) => min + i) };
      return { type: 'integer' };
    }
    case 'number':
    case 'boolean':
    case 'null':
      return { type: node.type };
    default:
      throw new Error(`No grammar for JSON schema type ${JSON.stringify(node.type)}`);
  }
}

const numberField = (node: Json, key: string) =>
  typeof node[key] === 'number' ? { [key]: node[key] } : {};

/**
 * `omit`: properties the model must not set. The quiz's `needsReview` is one: a question the
 * model says it checked would skip the teacher's review, and nothing checked it.
 */
export function grammarSchema(schema: z.ZodType, omit: readonly string[] = []): GrammarSchema {
  const json = z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }) as Json;
  return convert(json, new Set(omit));
}

/** Weights of a lesson's phases for a model that cannot add: opening, teaching, practice, close. */
const PHASE_WEIGHTS = [1, 3, 4, 2];

/**
 * The lesson grammar with its phases' minutes fixed so they add up to the duration asked for
 * (issue 33 item 2): a 1-3B model does not add reliably, and a grammar cannot check a sum, so
 * the model writes each phase's name and activities for minutes given to it.
 */
export function withPinnedMinutes(grammar: GrammarSchema, duration: number): GrammarSchema {
  if (!('properties' in grammar)) return grammar;
  const phases = grammar.properties.phases;
  if (!phases || !('items' in phases) || !('properties' in phases.items)) return grammar;
  const phase = phases.items;
  const places = splitMinutes(duration, PHASE_WEIGHTS).map((minutes): GrammarSchema => ({
    ...phase,
    properties: { ...phase.properties, minutes: { enum: [minutes] } },
  }));
  return {
    ...grammar,
    properties: {
      ...grammar.properties,
      phases: {
        type: 'array',
        prefixItems: places,
        minItems: places.length,
        maxItems: places.length,
      },
    },
  };
}
