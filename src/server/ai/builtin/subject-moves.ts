import { toAdd } from './topic-material';

/**
 * What a good lesson in each subject does at each step, for topics the engine has no notes on.
 * The teacher's topic only ever follows "on" (a noun slot), so no topic can make a sentence
 * ungrammatical ("showing how sonnets works"); the topic-specific part is a marked place.
 */
export interface SubjectMoves {
  hook: (topic: string) => string;
  model: (topic: string) => string;
  material: string[];
  homework: (topic: string) => string;
}

export const SUBJECT_MOVES: Record<string, SubjectMoves> = {
  Mathematics: {
    hook: (t) =>
      `Pose a real-world problem on ${t} and let pairs estimate an answer before any method is shown. ${toAdd('the problem')}`,
    model: () =>
      'Work two examples step by step, thinking aloud and naming each step; leave them on the board.',
    material: [
      'Mini whiteboards and markers',
      'Practice problem set (three difficulty levels)',
      'Manipulatives or number lines',
    ],
    homework: (t) => `Six practice problems on ${t}. ${toAdd('the problems, with answers')}`,
  },
  Science: {
    hook: (t) =>
      `Show a short demonstration or image on ${t} and ask students to predict what is happening and why. ${toAdd('the demonstration or image')}`,
    model: () =>
      'Explain the key ideas with a labelled diagram, linking each part to the opening observation.',
    material: [
      'Labelled diagram or slide',
      'Simple investigation kit',
      'Observation recording sheet',
    ],
    homework: (t) =>
      `Find one example of the lesson's idea at home or in the news and explain it in a short paragraph with a sketch. ${toAdd(`what students look for on ${t}`)}`,
  },
  English: {
    hook: (t) =>
      `Read a short, striking passage on ${t} aloud and ask what the writer wants the reader to feel. ${toAdd('the passage')}`,
    model: () =>
      'Annotate a model text live, naming each technique as you find it and its effect on the reader.',
    material: ['Model text (printed or projected)', 'Highlighters', 'Annotation guide'],
    homework: (t) => `A short piece of writing on ${t}. ${toAdd('the writing task')}`,
  },
  History: {
    hook: (t) =>
      `Show a primary source on ${t} and ask: who made this, when, and why? ${toAdd('the source')}`,
    model: () => 'Tell the story on a timeline, pausing to connect causes and consequences.',
    material: ['Primary source copies', 'Timeline strip', 'Source-analysis frame'],
    homework: (t) =>
      `A diary entry by someone who lived through the events studied on ${t}, using at least three facts from class.`,
  },
  Geography: {
    hook: (t) =>
      `Project a map or photograph on ${t} and ask students what they notice and wonder. ${toAdd('the map or photograph')}`,
    model: () =>
      'Explain the pattern using maps and data, modelling how to read the key and scale.',
    material: ['Atlas or projected maps', 'Data table or graph', 'Coloured pencils'],
    homework: (t) =>
      `A labelled map or diagram on ${t} with a short explanation of one pattern on it.`,
  },
  Art: {
    hook: (t) =>
      `Display two contrasting artworks on ${t} and ask which choices the artists made. ${toAdd('the artworks')}`,
    model: () =>
      'Demonstrate the technique step by step, naming the tools and the effect of each choice.',
    material: ['Example artworks (projected)', 'Sketchbooks', 'Drawing or painting materials'],
    homework: (t) => `A small sketchbook study on ${t} with two notes on technique.`,
  },
  'Physical Education': {
    hook: (t) =>
      `Start with a short game on ${t} and ask what made the successful moves work. ${toAdd('the game')}`,
    model: () =>
      'Demonstrate the skill in slow motion, breaking it into teaching points students repeat aloud.',
    material: ['Cones and markers', 'Balls or equipment for the activity', 'Station cards'],
    homework: (t) => `Ten minutes of practice on ${t} at home, noting one thing that improved.`,
  },
};
