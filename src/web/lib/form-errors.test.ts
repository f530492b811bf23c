import { describe, expect, it } from 'vitest';
import { flattenErrors } from './form-errors';

describe('flattenErrors', () => {
  it('flattens nested errors into dotted paths, first message wins', () => {
    expect(
      flattenErrors({
        prompt: { message: 'a', type: 'x' },
        choices: { message: 'b', 1: { message: 'c' } },
      }),
    ).toEqual({ prompt: 'a', choices: 'b', 'choices.1': 'c' });
  });

  it("puts a field array's root message on the array's own path", () => {
    expect(flattenErrors({ choices: { root: { message: 'Too few' } } })).toEqual({
      choices: 'Too few',
    });
  });

  it('gives nothing for no errors', () => {
    expect(flattenErrors(undefined)).toEqual({});
    expect(flattenErrors({})).toEqual({});
  });
});
