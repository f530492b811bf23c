import { quizThemesSchema, readJson, singleFileUrl } from './offline-data/offline-data';

/**
 * Pop-culture themes for quiz word problems: who the problem is about and what they count.
 * Known themes (offline-data/quiz-themes.json, read when first used; issue 33 item 5) get their
 * own characters; any other theme still flavours the problem with its name (a "Bluey" quiz
 * counts Bluey cards).
 */
export interface QuizTheme {
  name: string;
  /** Characters, as they start a sentence. */
  heroes: string[];
  /** Countable things, plural. */
  items: string[];
  /** Things that hold items, plural ("chests"). */
  containers: string[];
  /** People items are shared with, plural. */
  friends: string[];
}

let known: [RegExp, Omit<QuizTheme, 'name'>][] | undefined;

function knownThemes() {
  known ??= readJson(singleFileUrl('quiz-themes.json'), quizThemesSchema).themes.map(
    ({ match, ...theme }) => [new RegExp(match, 'i'), theme],
  );
  return known;
}

export function quizTheme(name: string): QuizTheme {
  const found = knownThemes().find(([re]) => re.test(name));
  if (found) return { name, ...found[1] };
  return {
    name,
    heroes: [`A ${name} fan`, `The ${name} club`],
    items: [`${name} cards`, `${name} stickers`, `${name} badges`],
    containers: ['packs', 'boxes'],
    friends: ['friends'],
  };
}

/** "The astronaut" mid-sentence reads "the astronaut"; names stay as they are. */
export const midSentence = (hero: string) =>
  /^(The|A|An) /.test(hero) ? hero.charAt(0).toLowerCase() + hero.slice(1) : hero;
