/**
 * Nicknames for live games: an offline word filter (the server decides; the join screen asks
 * the same question first so a student sees why at once) and a friendly-name generator.
 */

// Stems, not whole words: a nickname is blocked when one of these appears inside it after
// folding look-alike digits and symbols. Short on purpose: a teacher can kick or ban the rest.
const BLOCKED_STEMS = [
  'fuck',
  'shit',
  'bitch',
  'cunt',
  'dick',
  'cock',
  'pussy',
  'penis',
  'vagina',
  'porn',
  'sex',
  'nazi',
  'hitler',
  'rape',
  'slut',
  'whore',
  'fag',
  'nigg',
  'retard',
  'kys',
  'killyourself',
  'wank',
  'twat',
  'boob',
  'tits',
  'asshole',
  'bastard',
  'douche',
  'jerkoff',
  'milf',
  'horny',
  'nude',
  'naked',
  'suicide',
];

// Words that contain a stem but are fine ("Scunthorpe", "class", "Dickens", "cocktail").
const ALLOWED_WORDS = [
  'scunthorpe',
  'dickens',
  'dickinson',
  'cockatoo',
  'cockatiel',
  'cockburn',
  'peacock',
  'hancock',
  'hitchcock',
  'sussex',
  'essex',
  'middlesex',
];

const LOOK_ALIKES: Record<string, string> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '8': 'b',
  '@': 'a',
  $: 's',
  '!': 'i',
  '|': 'i',
};

function fold(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[0-9@$!|]/g, (c) => LOOK_ALIKES[c] ?? c)
    .replace(/[^a-z]/g, '');
}

function containsBlocked(word: string): boolean {
  let rest = word;
  for (const allowed of ALLOWED_WORDS) rest = rest.split(allowed).join(' ');
  // "fuuuck" is the same word.
  const squeezed = rest.replace(/(.)\1+/g, '$1');
  return BLOCKED_STEMS.some((stem) => rest.includes(stem) || squeezed.includes(stem));
}

/**
 * True when a word of the nickname contains a blocked stem. Words are checked one by one
 * ("Diana Lopez" is fine) and runs of single letters together ("f u c k" is not).
 */
export function isBlockedNickname(nickname: string): boolean {
  const words = nickname
    .split(/[\s._-]+/)
    .map(fold)
    .filter(Boolean);
  const spelled = words.filter((w) => w.length === 1).join('');
  return [...words, spelled].some(containsBlocked);
}

/** Visible characters only; inner runs of spaces become one. */
export function cleanNickname(nickname: string): string {
  return nickname
    .replace(/[\p{C}]/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const ADJECTIVES = [
  'Brave',
  'Clever',
  'Swift',
  'Sunny',
  'Curious',
  'Lucky',
  'Mighty',
  'Gentle',
  'Jolly',
  'Cosmic',
  'Bold',
  'Calm',
  'Happy',
  'Quick',
  'Bright',
  'Witty',
];
const ANIMALS = [
  'Otter',
  'Falcon',
  'Panda',
  'Koala',
  'Dolphin',
  'Tiger',
  'Fox',
  'Owl',
  'Penguin',
  'Lynx',
  'Turtle',
  'Badger',
  'Gecko',
  'Heron',
  'Moose',
  'Yak',
];

/** "Brave Otter 42": friendly, short enough for a phone and a projector. */
export function friendlyName(random: () => number = Math.random): string {
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  return `${pick(ADJECTIVES)} ${pick(ANIMALS)} ${Math.floor(random() * 90) + 10}`;
}
