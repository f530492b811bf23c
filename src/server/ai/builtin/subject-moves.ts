/** What a good lesson in each subject does at each step, phrased around the topic. */
export interface SubjectMoves {
  hook: (topic: string) => string;
  model: (topic: string) => string;
  practice: (topic: string) => string;
  material: string[];
  homework: (topic: string) => string;
}

export const SUBJECT_MOVES: Record<string, SubjectMoves> = {
  Mathematics: {
    hook: (t) =>
      `Pose a real-world puzzle that needs ${t} and let pairs estimate an answer before any method is shown.`,
    model: (t) =>
      `Work two examples of ${t} step by step, thinking aloud and naming each step; leave them on the board.`,
    practice: (t) =>
      `Pairs solve graded problems on ${t}, checking each answer with a second method or an estimate.`,
    material: [
      'Mini whiteboards and markers',
      'Practice problem set (three difficulty levels)',
      'Manipulatives or number lines',
    ],
    homework: (t) =>
      `Complete six practice problems on ${t}, and write one word problem of your own with its solution.`,
  },
  Science: {
    hook: (t) =>
      `Show a short demonstration or image related to ${t} and ask students to predict what is happening and why.`,
    model: (t) =>
      `Explain the key ideas of ${t} with a labelled diagram, linking each part to the opening observation.`,
    practice: (t) =>
      `Small groups run a simple investigation or sorting task on ${t} and record observations in a table.`,
    material: [
      'Labelled diagram or slide',
      'Simple investigation kit',
      'Observation recording sheet',
    ],
    homework: (t) =>
      `Find one example of ${t} at home or in the news and explain it in a short paragraph with a sketch.`,
  },
  English: {
    hook: (t) =>
      `Read a short, striking passage connected to ${t} aloud and ask what the writer wants us to feel.`,
    model: (t) =>
      `Annotate a model text live, showing how ${t} works in it and naming the technique each time.`,
    practice: (t) =>
      `Pairs find and annotate examples of ${t} in a new passage, then share one with the class.`,
    material: ['Model text (printed or projected)', 'Highlighters', 'Annotation guide'],
    homework: (t) =>
      `Write a paragraph that uses ${t} deliberately, and underline where you used it.`,
  },
  History: {
    hook: (t) => `Show a primary source connected to ${t} and ask: who made this, when, and why?`,
    model: (t) =>
      `Tell the story of ${t} on a timeline, pausing to connect causes and consequences.`,
    practice: (t) =>
      `Groups analyse two sources about ${t}, comparing viewpoints with a source-analysis frame.`,
    material: ['Primary source copies', 'Timeline strip', 'Source-analysis frame'],
    homework: (t) =>
      `Write a diary entry of someone living through ${t}, using at least three facts from class.`,
  },
  Geography: {
    hook: (t) =>
      `Project a map or photograph related to ${t} and ask students what they notice and wonder.`,
    model: (t) =>
      `Explain ${t} using maps and data, modelling how to read the key, scale and patterns.`,
    practice: (t) =>
      `Pairs interpret a map or data set about ${t} and answer where, why and so-what questions.`,
    material: ['Atlas or projected maps', 'Data table or graph', 'Coloured pencils'],
    homework: (t) =>
      `Draw a labelled map or diagram about ${t} with a short explanation of one pattern on it.`,
  },
  Art: {
    hook: (t) =>
      `Display two contrasting artworks connected to ${t} and ask which choices the artists made.`,
    model: (t) =>
      `Demonstrate the technique behind ${t}, step by step, naming the tools and the effect of each choice.`,
    practice: (t) =>
      `Students try ${t} in a sketchbook study, then refine one section with peer feedback.`,
    material: ['Example artworks (projected)', 'Sketchbooks', 'Drawing or painting materials'],
    homework: (t) =>
      `Find an artwork that uses ${t} and sketch a small study of it with two notes on technique.`,
  },
  'Physical Education': {
    hook: (t) =>
      `Start with a short game that needs ${t} and ask what made the successful moves work.`,
    model: (t) =>
      `Demonstrate ${t} in slow motion, breaking it into teaching points students repeat aloud.`,
    practice: (t) =>
      `Students practise ${t} in stations of increasing difficulty, giving a partner one tip each round.`,
    material: ['Cones and markers', 'Balls or equipment for the activity', 'Station cards'],
    homework: (t) => `Practise ${t} for ten minutes at home and note one thing that improved.`,
  },
};
