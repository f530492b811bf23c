/**
 * The content form's "Additional requirements", honoured by the built-in engine: a word bank
 * when one is asked for, and every requirement echoed as a checklist saying what the material
 * did about it. The teacher's text is quoted as data, never followed as a command.
 */

/** Core vocabulary of each subject, with a definition a student can use. */
const SUBJECT_TERMS: Record<string, [string, string][]> = {
  Mathematics: [
    ['equation', 'a statement that two expressions are equal, written with an = sign'],
    ['variable', 'a letter or symbol that stands for a number we do not know yet'],
    ['estimate', 'a careful guess of an answer, used to check if a result is reasonable'],
    ['pattern', 'something that repeats or changes by a rule'],
    ['strategy', 'a plan or method for solving a problem'],
    ['solution', 'the answer to a problem, with the steps that reach it'],
  ],
  Science: [
    ['hypothesis', 'a testable prediction about what will happen and why'],
    ['observation', 'information gathered with the senses or with instruments'],
    ['evidence', 'facts or data that support or challenge an idea'],
    ['variable', 'a factor that can change in an experiment'],
    ['conclusion', 'what the evidence shows, stated at the end of an investigation'],
    ['model', 'a drawing, object or idea that represents how something works'],
  ],
  English: [
    ['main idea', 'the most important point the author wants the reader to understand'],
    ['evidence', 'words or details from the text that support an answer'],
    ['theme', 'the message or lesson about life in a story'],
    ['character', 'a person, animal or figure in a story'],
    ['infer', 'to work out something the text does not say directly, using clues'],
    ['summary', 'a short retelling of the most important parts in your own words'],
  ],
  History: [
    ['source', 'anything that tells us about the past, such as a letter, photo or object'],
    ['primary source', 'a source made at the time by someone who was there'],
    ['cause', 'something that makes an event happen'],
    ['effect', 'what happens because of an event'],
    ['chronology', 'the order in which events happened'],
    ['perspective', 'the point of view of a person or group'],
  ],
  Geography: [
    ['region', 'an area with features in common'],
    ['climate', 'the usual weather of a place over many years'],
    ['landform', 'a natural feature of the land, such as a mountain or valley'],
    ['population', 'the number of people living in a place'],
    ['resource', 'something people use from the environment, such as water or soil'],
    ['map key', 'the part of a map that explains its symbols'],
  ],
  Art: [
    ['line', 'a mark that shows direction, edge or movement'],
    ['shape', 'a flat, enclosed area with height and width'],
    ['colour', 'what we see when light reflects off a surface; hue, value and intensity'],
    ['texture', 'how a surface feels or looks like it would feel'],
    ['composition', 'how the parts of an artwork are arranged'],
    ['contrast', 'a strong difference, such as light against dark'],
  ],
  'Physical Education': [
    ['warm-up', 'gentle activity that prepares the body for exercise'],
    ['endurance', 'the ability to keep going for a long time'],
    ['coordination', 'using different body parts together smoothly'],
    ['teamwork', 'working with others toward a shared goal'],
    ['technique', 'the correct way to perform a movement or skill'],
    ['cool-down', 'easy activity and stretching that help the body recover'],
  ],
};

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

/** Terms from the topic itself ("The Water Cycle" gives "water cycle"). */
function topicTerm(topic: string): string | undefined {
  const t = topic
    .replace(/^(?:the|an?|intro(?:duction)? to)\s+/i, '')
    .trim()
    .toLowerCase();
  return t && t.length <= 40 ? t : undefined;
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
): { wordBank: string[]; notes: string[] } {
  const req = input.additionalRequirements?.trim();
  if (!req) return { wordBank: [], notes: [] };

  const bank = wantsWordBank(req);
  const wordBank: string[] = [];
  if (bank) {
    const listed = listedWords(req);
    const topic = topicTerm(input.topic);
    const terms = SUBJECT_TERMS[input.subject] ?? [];
    const rows = [
      ...listed.map((w) => `**${w}**`),
      ...(topic && !listed.includes(topic) ? [`**${topic}** — the topic of this material`] : []),
      ...terms.filter(([w]) => !listed.includes(w)).map(([w, d]) => `**${w}** — ${d}`),
    ];
    wordBank.push(
      '## Word Bank',
      listed.length
        ? 'Use these words in your answers. Your teacher chose the first ones for this topic.'
        : 'Use these words in your answers.',
      list(rows),
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
