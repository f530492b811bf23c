// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { GAME_MESSAGES } from '../../../../../contracts/games.contract';
import { useCodeEntry } from './use-code-entry';

function setup(initial?: string) {
  const location = memoryLocation({ path: '/rollcall', record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Router hook={location.hook}>{children}</Router>
  );
  const { result } = renderHook(() => useCodeEntry(initial), { wrapper });
  const type = (value: string) =>
    act(() =>
      result.current.field.onChange({ target: { value } } as ChangeEvent<HTMLInputElement>),
    );
  const submit = () => act(() => result.current.submit({ preventDefault: () => {} } as FormEvent));
  return { result, type, submit, history: location.history! };
}

describe('useCodeEntry', () => {
  it('keeps letters and digits in upper case and opens the room', () => {
    const { result, type, submit, history } = setup();
    type('ab c-2 34');
    expect(result.current.field.value).toBe('ABC234');
    submit();
    expect(history.at(-1)).toBe('/join/ABC234');
  });

  it('says why a code is refused, stays put, and clears the message on typing', () => {
    const { result, type, submit, history } = setup();
    submit();
    expect(result.current.field.error).toBe(GAME_MESSAGES.codeRequired);
    expect(history).toEqual(['/rollcall']);
    type('x');
    expect(result.current.field.error).toBeUndefined();
  });

  it('starts from the code it is given', () => {
    const { result, submit, history } = setup('QRS789');
    expect(result.current.field.value).toBe('QRS789');
    submit();
    expect(history.at(-1)).toBe('/join/QRS789');
  });
});
