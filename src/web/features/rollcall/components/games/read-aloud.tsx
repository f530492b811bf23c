import { Volume2, VolumeX } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { QuestionView } from '../../../../../contracts/games.contract';
import { Button } from '../../../../components/ui/button';

/** What is read: the question, then each choice or item with the key that picks it. */
export function readAloudText(q: Pick<QuestionView, 'question' | 'choices' | 'items'>): string {
  const options = q.choices.length > 0 ? q.choices : (q.items ?? []);
  return [q.question, ...options.map((text, i) => `${i + 1}: ${text}.`)].join(' ');
}

const speech = () =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/**
 * Reads the question and its choices aloud on this device (issue 35 item 4), off until the player
 * presses it. Where the browser has no speech synthesis there is no button, rather than one
 * that does nothing.
 */
export function ReadAloud({ q }: { q: QuestionView }) {
  const [speaking, setSpeaking] = useState(false);
  const synth = speech();
  // A new question (or leaving the screen) stops what was being read.
  useEffect(() => () => synth?.cancel(), [synth, q.index]);
  if (!synth) return null;
  const toggle = () => {
    synth.cancel();
    if (speaking) return setSpeaking(false);
    const utterance = new SpeechSynthesisUtterance(readAloudText(q));
    utterance.onend = () => setSpeaking(false);
    utterance.onerror = () => setSpeaking(false);
    setSpeaking(true);
    synth.speak(utterance);
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={toggle}
      aria-pressed={speaking}
      data-testid="read-aloud"
    >
      {speaking ? (
        <VolumeX className="size-4" aria-hidden="true" />
      ) : (
        <Volume2 className="size-4" aria-hidden="true" />
      )}
      {speaking ? 'Stop reading' : 'Read aloud'}
    </Button>
  );
}
