import { describe, expect, it } from 'vitest';
import { readPrefill } from './prefill';

describe('readPrefill', () => {
  it('reads the details a link passes to a form', () => {
    expect(
      readPrefill(
        '?create=ai&subject=Geography&grade=7&topic=volcanoes&questionCount=5&duration=45',
      ),
    ).toEqual({
      subject: 'Geography',
      grade: '7',
      topic: 'volcanoes',
      questionCount: 5,
      duration: 45,
    });
    expect(readPrefill('topic=l%27%C3%A9ruption%20du%20V%C3%A9suve')).toEqual({
      topic: "l'éruption du Vésuve",
    });
  });

  it('leaves out what the forms do not offer, out of range or hostile', () => {
    expect(
      readPrefill(`subject=Cooking&grade=13&questionCount=500&duration=1&topic=${'x'.repeat(201)}`),
    ).toEqual({});
    expect(readPrefill('questionCount=5.5&duration=-3&grade=K')).toEqual({ grade: 'K' });
    expect(readPrefill('topic=a%00b%0Ac')).toEqual({ topic: 'a b c' });
    expect(readPrefill('')).toEqual({});
  });
});
