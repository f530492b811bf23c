import { describe, expect, it } from 'vitest';
import { contentBody } from './content-body';

describe('contentBody', () => {
  it('drops a leading heading that repeats the title shown above it', () => {
    expect(contentBody('# Water cycle\n\n## Word bank\n- evaporate', 'Water cycle')).toBe(
      '## Word bank\n- evaporate',
    );
    expect(contentBody('\n#  Water cycle  \nText', ' Water cycle')).toBe('Text');
  });

  it('keeps any other opening', () => {
    expect(contentBody('# Another title\n\nText', 'Water cycle')).toBe('# Another title\n\nText');
    expect(contentBody('## Water cycle\n\nText', 'Water cycle')).toBe('## Water cycle\n\nText');
    expect(contentBody('Water cycle', 'Water cycle')).toBe('Water cycle');
  });
});
