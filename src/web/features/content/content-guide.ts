import type { ContentRequest } from './content.api';

/** The info tabs' text: examples that fill the form, tips, and what each learning style needs. */
export const CONTENT_EXAMPLES: { title: string; summary: string; request: ContentRequest }[] = [
  {
    title: 'Fractions practice worksheet',
    summary: 'Grade 4 worksheet with visual fraction strips and a challenge section.',
    request: {
      contentType: 'worksheet',
      subject: 'Mathematics',
      grade: '4',
      topic: 'Equivalent fractions',
      learningStyle: 'visual',
      duration: 30,
      additionalRequirements: 'Include a challenge question for early finishers.',
    },
  },
  {
    title: 'Water cycle presentation',
    summary: 'Slides for grade 5 science with a narrated recap.',
    request: {
      contentType: 'presentation',
      subject: 'Science',
      grade: '5',
      topic: 'The water cycle',
      learningStyle: 'auditory',
      duration: 20,
    },
  },
  {
    title: 'Ancient Egypt role-play',
    summary: 'A hands-on activity where grade 6 students run a market in Thebes.',
    request: {
      contentType: 'activity',
      subject: 'History',
      grade: '6',
      topic: 'Daily life in Ancient Egypt',
      learningStyle: 'kinesthetic',
      duration: 45,
    },
  },
  {
    title: 'Persuasive writing explainer',
    summary: 'A reading-focused explanation of ethos, pathos and logos for grade 8.',
    request: {
      contentType: 'explanation',
      subject: 'English',
      grade: '8',
      topic: 'Persuasive techniques',
      learningStyle: 'reading',
      duration: 30,
    },
  },
];

export const CONTENT_TIPS = [
  'Name the exact skill in the topic ("adding fractions with unlike denominators" beats "fractions").',
  'Use Additional requirements for reading level, vocabulary to include, or accommodations.',
  'Match the duration to the time you really have; activities scale their steps to it.',
  'Generated material is a draft: check facts and answers before it reaches students.',
  'Export to DOCX to edit in a word processor, or PDF to print as is.',
];

export const LEARNING_STYLE_GUIDE = [
  {
    style: 'Visual',
    text: 'Diagrams, colour-coded notes, charts and graphic organisers. Content adds labelled visuals and layout cues.',
  },
  {
    style: 'Auditory',
    text: 'Discussion, read-alouds and verbal rehearsal. Content adds talk prompts, call-and-response and scripts.',
  },
  {
    style: 'Kinesthetic',
    text: 'Movement, manipulatives and building. Content adds hands-on steps, stations and physical models.',
  },
  {
    style: 'Reading/Writing',
    text: 'Texts, lists and written reflection. Content adds readings, note templates and writing prompts.',
  },
];
