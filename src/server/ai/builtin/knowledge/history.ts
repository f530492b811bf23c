import type { SubjectNotes } from './types';

/* History notes: dates and names checked against standard references. */
export const history: SubjectNotes = [
  {
    names: [
      'american revolution',
      'the american revolution',
      'revolutionary war',
      'american independence',
    ],
    goals: [
      'explain three causes of the American Revolution',
      'place key events from 1763 to 1783 on a timeline',
      'compare Patriot and Loyalist points of view',
    ],
    terms: [
      [
        'Stamp Act (1765)',
        'a British tax on printed papers in the colonies, opposed as "taxation without representation"',
      ],
      ['Patriots', 'colonists who wanted independence from Britain'],
      ['Loyalists', 'colonists who stayed loyal to the British king'],
      [
        'Declaration of Independence',
        "the document adopted on 4 July 1776 announcing the colonies' independence",
      ],
      [
        'Treaty of Paris (1783)',
        'the treaty in which Britain recognised the independence of the United States',
      ],
    ],
    misconceptions: [
      {
        wrong: 'All colonists supported independence.',
        right: 'Colonists were divided: many were Loyalists and many stayed neutral.',
      },
      {
        wrong: 'The war ended when the Declaration of Independence was signed in 1776.',
        right:
          'Fighting went on until the British surrender at Yorktown in 1781; the Treaty of Paris was signed in 1783.',
      },
    ],
    example: {
      problem: 'Why did many colonists object to the Stamp Act?',
      steps: [
        'The tax was passed by the British Parliament.',
        'The colonies had no elected members in Parliament.',
        'Colonists argued they should be taxed only by their own assemblies.',
      ],
      answer: 'They saw it as taxation without representation.',
    },
  },
  {
    names: ['industrial revolution', 'the industrial revolution'],
    goals: [
      'explain how new machines and steam power changed how goods were made',
      'describe working conditions in early factories',
      'weigh the benefits and costs of industrialisation',
    ],
    terms: [
      [
        'Industrial Revolution',
        'the change from hand production to machines and factories, beginning in Britain around 1760',
      ],
      ['factory system', 'producing goods in large buildings with machines and paid workers'],
      [
        'steam engine',
        'a machine that turns the energy of steam into movement; James Watt improved it in the 1770s',
      ],
      ['urbanisation', 'the growth of towns and cities as people move from the countryside'],
    ],
    misconceptions: [
      {
        wrong: 'The Industrial Revolution happened everywhere at once.',
        right:
          'It began in Britain and spread to Europe and North America over the following century.',
      },
    ],
    example: {
      problem: 'Why did many families move from farms to cities in the early 1800s?',
      steps: [
        'Factories in towns needed large numbers of workers.',
        'Changes in farming meant fewer jobs on the land.',
        'Factory wages were regular, though hours were long and conditions often dangerous.',
      ],
      answer: 'To find work in factories as farm jobs declined.',
    },
    bankTopics: ['industrial revolution'],
  },
  {
    names: ['ancient egypt', 'egyptians', 'pharaohs', 'the nile'],
    goals: [
      'explain why the Nile was central to life in ancient Egypt',
      'describe the role of the pharaoh',
    ],
    terms: [
      ['pharaoh', 'the ruler of ancient Egypt, seen as a god on earth'],
      ['Nile', 'the river whose yearly flood left rich soil for farming'],
      ['hieroglyphs', 'the Egyptian writing system of picture symbols'],
      ['mummification', 'preserving a body after death, linked to beliefs about the afterlife'],
    ],
    misconceptions: [
      {
        wrong: 'The pyramids were built by slaves.',
        right:
          'Archaeologists have found that they were built largely by paid, organised workers, with farmers serving during the flood season.',
      },
    ],
    example: {
      problem: 'Why did most ancient Egyptians live along the Nile?',
      steps: [
        'Most of Egypt is desert.',
        'The Nile gave water, transport and fish.',
        'Its yearly flood left fertile soil for growing crops.',
      ],
      answer: 'The river provided water, transport and fertile farmland in a desert land.',
    },
    bankTopics: ['ancient egypt'],
  },
  {
    names: ['civil rights movement', 'civil rights', 'the civil rights movement'],
    goals: [
      'describe key events of the US civil rights movement from 1954 to 1968',
      'explain how nonviolent protest brought change',
    ],
    terms: [
      ['segregation', 'separating people by race, enforced by law in much of the US South'],
      [
        'Brown v. Board of Education (1954)',
        'the Supreme Court ruling that segregated public schools were unconstitutional',
      ],
      [
        'Montgomery bus boycott (1955-56)',
        "a year-long boycott of city buses, begun after Rosa Parks's arrest",
      ],
      [
        'Civil Rights Act (1964)',
        'a federal law banning discrimination based on race, colour, religion, sex or national origin',
      ],
    ],
    misconceptions: [
      {
        wrong: 'Rosa Parks refused to give up her seat only because she was tired.',
        right: 'She was an experienced activist; her refusal was a deliberate act of resistance.',
      },
    ],
    example: {
      problem: 'Why was the Montgomery bus boycott effective?',
      steps: [
        "Black riders were most of the bus company's passengers.",
        'The boycott lasted over a year, costing the company money.',
        'In 1956 the Supreme Court ruled bus segregation unconstitutional.',
      ],
      answer: 'Economic pressure and a court ruling ended bus segregation in Montgomery.',
    },
    bankTopics: ['civil rights movement'],
  },
  {
    names: ['french revolution', 'the french revolution'],
    goals: [
      'explain the causes of the French Revolution',
      'describe the main stages from 1789 to 1799',
    ],
    terms: [
      [
        'Estates-General',
        "the assembly of France's three estates (clergy, nobility, commoners), called in 1789",
      ],
      ['Bastille', 'a royal fortress and prison stormed by crowds on 14 July 1789'],
      [
        'Declaration of the Rights of Man and of the Citizen',
        'the 1789 statement of liberty and equal rights',
      ],
      [
        'Reign of Terror',
        'the period of 1793-94 when thousands of people were executed as enemies of the revolution',
      ],
    ],
    misconceptions: [
      {
        wrong: 'The revolution ended when Louis XVI was executed.',
        right:
          'The king was executed in 1793; the revolutionary period went on until Napoleon took power in 1799.',
      },
    ],
    example: {
      problem: 'Why was the Third Estate angry in 1789?',
      steps: [
        'It was most of the population but paid most of the taxes.',
        'The state was nearly bankrupt and bread prices were high.',
        'In the Estates-General each estate had one vote, so the clergy and nobles could outvote it.',
      ],
      answer: 'Unfair taxes, hunger and an unequal voting system.',
    },
    bankTopics: ['french revolution'],
  },
];
