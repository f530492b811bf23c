/**
 * The content form's "Additional requirements", honoured by the built-in engine: a word bank
 * of the teacher's words and the topic's reviewed key terms when one is asked for (none when
 * there are neither), and every requirement echoed as a checklist saying what the material
 * did about it. The teacher's text is quoted as data, never followed as a command.
 */

const WORD_BANK = /\b(word\s*bank|vocab(?:ulary)?|glossary|key\s+(?:words|terms))\b/i;

export const wantsWordBank = (requirements: string) => WORD_BANK.test(requirements);

/** The requirements as separate items: one per line, semicolon or sentence. */
export function requirementItems(requirements: string): string[] {
  return requirements
    .split(/\n+|;\s*|(?<=[.!?])\s+/)
    .map((s) =>
      s
        .replace(/^\s*(?:[-*+•]|\d+[.)])\s*/, '')
        .replace(/[.!]+$/, '')
        .trim(),
    )
    .filter((s) => s.length > 0)
    .slice(0, 20);
}

/**
 * Words the teacher listed for the bank, e.g. "word bank: evaporation, condensation and
 * runoff" or "vocabulary - erosion, delta".
 */
export function listedWords(requirements: string): string[] {
  const words: string[] = [];
  for (const item of requirements.split(/\n+|(?<=[.!?])\s+/)) {
    const m = item.match(
      /(?:word\s*bank|vocab(?:ulary)?|glossary|key\s+(?:words|terms))[^:\-–—]*?(?::|\s[-–—]\s|\bwith\b|\bincluding\b|\bof\b)\s*(.+)$/i,
    );
    if (!m) continue;
    for (const w of m[1]!.split(/,|;|\band\b|\//)) {
      const word = w.replace(/[."'“”]/g, '').trim();
      if (word && word.length <= 40 && word.split(/\s+/).length <= 4) words.push(word);
    }
  }
  return [...new Set(words.map((w) => w.toLowerCase()))].slice(0, 24);
}

/** Requirements the generated sections already meet: what was asked → the heading meeting it. */
const COVERS: [RegExp, RegExp][] = [
  [/\banswer(?:s| key)\b/i, /^## Answer/],
  [/\b(?:extension|challenge|early finishers?)\b/i, /^## Extension/],
  [/\bsuccess criteria\b/i, /^## Success criteria/],
  [/\bmaterials?\b/i, /^## Materials/],
  [/\b(?:discussion|talk)\b/i, /^## Talk About It/],
];

/**
 * Words that say what kind of thing is asked for, not what it is about: "add one challenge
 * problem" asks for nothing a section must mention, "...about sports" asks for sports.
 */
const GENERIC = new Set(
  `a an the and or of for to with in on at by from about into per each every all any some
  one single include includes including add adds provide give make use using put please
  should must need needs want also have has be is are it its their them they this that these
  those student students learner learners class teacher task tasks activity activities
  question questions problem problems item items exercise exercises section sections page
  short quick simple brief small final separate extra more at end start answer answers key
  keys extension extensions challenge challenges early finisher finishers success criteria
  material materials discussion discussions talk talks prompt prompts`.split(/\s+/),
);

/** What an item asks for beyond its kind: lower-case words of three letters or more. */
const subjectWords = (item: string) =>
  (item.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).filter(
    (w) => w.length >= 3 && !GENERIC.has(w),
  );

/** Each "## " section's heading with its text (the heading line included). */
function sectionsOf(body: readonly string[]): { heading: string; text: string }[] {
  return body
    .join('\n\n')
    .split(/^(?=## )/m)
    .filter((part) => part.startsWith('## '))
    .map((part) => ({ heading: part.split('\n', 1)[0]!.trim(), text: part }));
}

/** "sports" is met by "sport" and "sports", "puzzles" by "puzzle". */
const mentions = (text: string, word: string) => {
  const stem = word.replace(/(?:es|s)$/, '');
  return new RegExp(`(?<![\\p{L}\\p{N}])${stem}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu').test(text);
};

const list = (xs: readonly string[]) => xs.map((x) => `- ${x}`).join('\n');

/** The markdown sections that answer the requirements; empty when there are none. */
export function requirementSections(
  input: { subject: string; topic: string; additionalRequirements?: string },
  /** The material's own sections, so the checklist can point at what already covers an item. */
  body: readonly string[] = [],
  /**
   * The topic's reviewed key terms (topic notes), the only words the bank adds to the teacher's
   * own (issue 32 item 15): with neither, there is no bank and the checklist leaves it open.
   */
  topicTerms: readonly (readonly [string, string])[] = [],
): { wordBank: string[]; notes: string[] } {
  const req = input.additionalRequirements?.trim();
  if (!req) return { wordBank: [], notes: [] };

  const bank = wantsWordBank(req);
  const wordBank: string[] = [];
  const listed = bank ? listedWords(req) : [];
  const terms = topicTerms.filter(([w]) => !listed.includes(w.toLowerCase()));
  if (bank && listed.length + terms.length > 0) {
    wordBank.push(
      '## Word Bank',
      listed.length
        ? 'Use these words in your answers. Your teacher chose the first ones for this topic.'
        : 'Use these words in your answers.',
      list([...listed.map((w) => `**${w}**`), ...terms.map(([w, d]) => `**${w}** — ${d}`)]),
    );
  }

  const sections = sectionsOf(body);
  /**
   * The section meeting an item, only when it is of the kind asked for and mentions everything
   * else the item asks for ("a challenge problem about sports" needs sports in it): a tick is a
   * promise the teacher will not check.
   */
  const covered = (item: string) => {
    if (bank && WORD_BANK.test(item)) {
      if (wordBank.length === 0) return undefined;
      const words = subjectWords(item.replace(WORD_BANK, ' '));
      return words.every((w) => wordBank.some((row) => mentions(row, w))) ? 'Word Bank' : undefined;
    }
    for (const [asked, heading] of COVERS) {
      const found = asked.test(item) && sections.find((x) => heading.test(x.heading));
      if (found && subjectWords(item).every((w) => mentions(found.text, w)))
        return found.heading.slice(3);
    }
    return undefined;
  };
  const checklist = requirementItems(req).map((item) => {
    const section = covered(item);
    return section
      ? `- [x] ${item} — see the ${section} section.`
      : `- [ ] ${item} — check this as you adapt the material.`;
  });
  const notes = [
    '## Teacher Notes',
    `You asked for: ${req}`,
    '### Requirements checklist',
    checklist.join('\n'),
  ];
  return { wordBank, notes };
}
