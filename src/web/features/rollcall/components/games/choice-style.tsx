import { CHOICE_SHAPES } from '../../../../../contracts/games.contract';
import { cn } from '../../../../lib/cn';

export type ChoiceShapeName = (typeof CHOICE_SHAPES)[number];

/**
 * Okabe–Ito colours (safe for the common colour blindnesses), each with the text colour that
 * keeps 4.5:1 contrast on it; the shape and the text always go with the colour, never alone.
 */
export const CHOICE_COLOURS = [
  { background: '#D55E00', text: '#000000', name: 'red' },
  { background: '#0072B2', text: '#FFFFFF', name: 'blue' },
  { background: '#E69F00', text: '#000000', name: 'yellow' },
  { background: '#009E73', text: '#000000', name: 'green' },
] as const;

export interface ChoiceStyle {
  shape: ChoiceShapeName;
  background: string;
  text: string;
  /** "Triangle": what a screen reader and a colour-blind player can go by. */
  label: string;
  /** The key that picks it on a keyboard (1-4). */
  key: string;
}

export function choiceStyle(index: number): ChoiceStyle {
  const i = ((index % 4) + 4) % 4;
  const shape = CHOICE_SHAPES[i]!;
  const colour = CHOICE_COLOURS[i]!;
  return {
    shape,
    background: colour.background,
    text: colour.text,
    label: shape.charAt(0).toUpperCase() + shape.slice(1),
    key: String(i + 1),
  };
}

const PATHS: Record<ChoiceShapeName, string> = {
  triangle: 'M12 3 L22 20 L2 20 Z',
  diamond: 'M12 2 L22 12 L12 22 L2 12 Z',
  circle: 'M12 2 A10 10 0 1 1 11.99 2 Z',
  square: 'M3 3 H21 V21 H3 Z',
};

/** The answer's shape, drawn in its text colour (decorative: the label says it in words). */
export function ChoiceShape({ index, className }: { index: number; className?: string }) {
  const s = choiceStyle(index);
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cn('shrink-0', className)}
      data-shape={s.shape}
    >
      <path d={PATHS[s.shape]} fill={s.text} />
    </svg>
  );
}
