import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { ROOM_CODE_MAX } from '../../../../../contracts/constants';
import { joinPath } from '../../games.api';
import { codeError, normaliseCode } from './join-validation';

/**
 * A room-code box (the Game Rooms tab's and /join's): what is typed is normalised, a bad code
 * says why on submit, a good one opens /join/CODE. `field` spreads onto the box's FormField.
 */
export function useCodeEntry(initial = '') {
  const [, navigate] = useLocation();
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeError(code);
    if (problem) return setError(problem);
    navigate(joinPath(code));
  };
  const field = {
    value: code,
    onChange: (e: ChangeEvent<HTMLInputElement>) => {
      setCode(normaliseCode(e.target.value));
      setError(null);
    },
    error: error ?? undefined,
    maxLength: ROOM_CODE_MAX,
    autoComplete: 'off',
    spellCheck: false,
  };
  return { submit, field };
}
