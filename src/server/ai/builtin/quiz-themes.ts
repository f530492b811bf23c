/**
 * Pop-culture themes for quiz word problems: who the problem is about and what they count.
 * Known themes get their own characters; any other theme still flavours the problem with its
 * name (a "Bluey" quiz counts Bluey cards).
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

const KNOWN: [RegExp, Omit<QuizTheme, 'name'>][] = [
  [
    /minecraft/i,
    {
      heroes: ['Steve', 'Alex'],
      items: ['blocks', 'diamonds', 'emeralds', 'torches'],
      containers: ['chests', 'rows'],
      friends: ['villagers'],
    },
  ],
  [
    /pok[eé]mon|pikachu/i,
    {
      heroes: ['Ash', 'Misty'],
      items: ['Poké Balls', 'berries', 'potions'],
      containers: ['bags', 'boxes'],
      friends: ['trainers'],
    },
  ],
  [
    /star wars|jedi/i,
    {
      heroes: ['Luke', 'Rey'],
      items: ['droids', 'kyber crystals', 'starfighters'],
      containers: ['hangars', 'cargo holds'],
      friends: ['Jedi'],
    },
  ],
  [
    /harry potter|hogwarts/i,
    {
      heroes: ['Harry', 'Hermione'],
      items: ['chocolate frogs', 'spell books', 'owl letters'],
      containers: ['trunks', 'shelves'],
      friends: ['classmates'],
    },
  ],
  [
    /marvel|avengers|spider-?man/i,
    {
      heroes: ['Spider-Man', 'Black Panther'],
      items: ['web cartridges', 'shields', 'gadgets'],
      containers: ['crates', 'lockers'],
      friends: ['Avengers'],
    },
  ],
  [
    /mario|nintendo/i,
    {
      heroes: ['Mario', 'Luigi'],
      items: ['coins', 'mushrooms', 'stars'],
      containers: ['pipes', 'question blocks'],
      friends: ['Toads'],
    },
  ],
  [
    /taylor swift|swiftie/i,
    {
      heroes: ['Taylor', 'A Swiftie'],
      items: ['friendship bracelets', 'guitar picks', 'concert tickets'],
      containers: ['boxes', 'bags'],
      friends: ['fans'],
    },
  ],
  [
    /frozen|elsa/i,
    {
      heroes: ['Elsa', 'Anna'],
      items: ['snowflakes', 'snowballs', 'ice crystals'],
      containers: ['sleds', 'baskets'],
      friends: ['snowmen'],
    },
  ],
  [
    /space|astronaut|nasa|planet/i,
    {
      heroes: ['The astronaut', 'Mission control'],
      items: ['moon rocks', 'satellites', 'star charts'],
      containers: ['cargo bays', 'crates'],
      friends: ['crew members'],
    },
  ],
  [
    /dinosaur|jurassic/i,
    {
      heroes: ['The paleontologist', 'The park ranger'],
      items: ['fossils', 'dinosaur eggs', 'bones'],
      containers: ['crates', 'trays'],
      friends: ['explorers'],
    },
  ],
  [
    /soccer|football|fifa/i,
    {
      heroes: ['The captain', 'The coach'],
      items: ['soccer balls', 'cones', 'jerseys'],
      containers: ['kit bags', 'nets'],
      friends: ['teammates'],
    },
  ],
];

export function quizTheme(name: string): QuizTheme {
  const known = KNOWN.find(([re]) => re.test(name));
  if (known) return { name, ...known[1] };
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
