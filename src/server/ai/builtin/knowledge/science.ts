import type { SubjectNotes } from './types';

/* Science notes: school-level explanations that stay true at higher levels. */
export const science: SubjectNotes = [
  {
    names: ['water cycle', 'the water cycle', 'evaporation and condensation', 'hydrologic cycle'],
    goals: [
      'describe evaporation, condensation, precipitation and collection',
      "explain that the sun's energy drives the water cycle",
      'trace one drop of water through the cycle on a diagram',
    ],
    terms: [
      ['evaporation', 'liquid water turning into water vapour, a gas, as it is warmed'],
      [
        'condensation',
        'water vapour cooling and turning back into tiny liquid droplets, which form clouds',
      ],
      ['precipitation', 'water falling from clouds as rain, snow, sleet or hail'],
      [
        'collection',
        'water gathering in oceans, lakes, rivers and underground, where the cycle starts again',
      ],
    ],
    misconceptions: [
      {
        wrong: 'Clouds are made of water vapour.',
        right: 'Water vapour is invisible; clouds are tiny drops of liquid water or ice crystals.',
      },
      {
        wrong: 'When a puddle dries up, the water is gone.',
        right: 'It evaporated into the air as water vapour and is still part of the cycle.',
      },
    ],
    example: {
      problem: 'Why do drops of water form on the outside of a cold glass on a warm day?',
      steps: [
        'The air around the glass holds invisible water vapour.',
        'The cold glass cools the air next to it.',
        'Cooled water vapour condenses into liquid droplets on the glass.',
      ],
      answer:
        'Condensation: water vapour from the air cools and becomes liquid on the cold surface.',
    },
    bankTopics: ['water cycle'],
  },
  {
    names: ['photosynthesis', 'how plants make food', 'plants making food'],
    goals: [
      'name what a plant needs for photosynthesis and what it makes',
      "explain where a plant's food comes from",
      'write the word equation for photosynthesis',
    ],
    terms: [
      [
        'photosynthesis',
        'the process in which plants use light energy to make sugar (glucose) from carbon dioxide and water',
      ],
      ['chlorophyll', 'the green substance in chloroplasts that absorbs light energy'],
      ['chloroplast', 'the part of a plant cell where photosynthesis happens'],
      ['glucose', 'the sugar a plant makes and uses for energy and growth'],
    ],
    misconceptions: [
      {
        wrong: 'Plants get their food from the soil.',
        right:
          'Plants make their own food from carbon dioxide and water using light; soil gives water and minerals, not food.',
      },
      {
        wrong: 'Plants do not respire; they only photosynthesise.',
        right:
          'Plants respire all the time, day and night, to release energy from the sugar they make.',
      },
    ],
    example: {
      problem: 'Write the word equation for photosynthesis and say where each input comes from.',
      steps: [
        'Carbon dioxide enters the leaf from the air through tiny pores (stomata).',
        'Water travels up from the roots through the stem.',
        'Light energy is absorbed by chlorophyll in the chloroplasts.',
      ],
      answer: 'carbon dioxide + water → (light energy) → glucose + oxygen',
    },
    bankTopics: ['photosynthesis'],
  },
  {
    names: [
      'states of matter',
      'solids liquids and gases',
      'solids and liquids',
      'changes of state',
    ],
    goals: [
      'describe solids, liquids and gases by their shape and volume',
      'explain melting, freezing, evaporation and condensation as changes of state',
    ],
    terms: [
      ['solid', 'matter with a fixed shape and a fixed volume'],
      ['liquid', 'matter with a fixed volume that takes the shape of its container'],
      ['gas', 'matter that spreads out to fill any container, with no fixed shape or volume'],
      ['melting point', 'the temperature at which a solid turns into a liquid'],
    ],
    misconceptions: [
      {
        wrong: 'When ice melts, the water weighs less than the ice did.',
        right:
          'Changing state does not change the mass: the melted water has the same mass as the ice.',
      },
      {
        wrong: 'The bubbles in boiling water are made of air.',
        right: 'They are water vapour, the gas form of water.',
      },
    ],
    example: {
      problem:
        'A chocolate bar is left in a hot car and then put in the fridge. Which changes of state happen?',
      steps: [
        'In the hot car it gains heat energy and melts (solid to liquid).',
        'In the fridge it loses heat energy and freezes (liquid to solid).',
        'Its mass stays the same throughout.',
      ],
      answer: 'Melting, then freezing (solidifying)',
    },
    bankTopics: ['states of matter', 'solids and liquids'],
  },
  {
    names: ['food chains', 'food chain', 'food webs', 'food web'],
    goals: [
      'explain that a food chain shows how energy passes from one living thing to another',
      'identify producers, consumers and decomposers',
      'predict what happens to a food web when one population changes',
    ],
    terms: [
      ['producer', 'a living thing, such as a plant, that makes its own food using sunlight'],
      ['consumer', 'an animal that gets energy by eating other living things'],
      ['decomposer', 'a living thing, such as a fungus or bacterium, that breaks down dead matter'],
      ['food web', 'linked food chains showing everything that eats and is eaten in a habitat'],
    ],
    misconceptions: [
      {
        wrong: 'The arrows in a food chain point from the eater to what it eats.',
        right:
          'Arrows show the direction energy flows: from the food to the animal that eats it (grass → rabbit).',
      },
      {
        wrong: 'Removing a predator only affects its prey.',
        right:
          'Every link is connected: the prey may increase and then eat more of the plants below it.',
      },
    ],
    example: {
      problem: 'In the food chain grass → rabbit → fox, what happens if most foxes disappear?',
      steps: [
        'Fewer foxes eat rabbits, so the rabbit population grows.',
        'More rabbits eat more grass, so the grass decreases.',
        'With less grass, the rabbits may later run short of food.',
      ],
      answer: 'Rabbits increase at first and grass decreases.',
    },
    bankTopics: ['food chains'],
  },
  {
    names: ['cells', 'cell', 'plant and animal cells', 'cell structure', 'organelles'],
    goals: [
      'name the main parts of plant and animal cells and what each does',
      'compare plant and animal cells',
    ],
    terms: [
      ['cell', 'the smallest unit of life; all living things are made of one or more cells'],
      [
        'nucleus',
        'the part of the cell that holds the genetic material and controls its activities',
      ],
      ['cell membrane', 'the thin layer around a cell that controls what goes in and out'],
      ['cell wall', 'a stiff outer layer around plant cells (not animal cells) that gives support'],
      ['mitochondria', 'the parts of a cell where respiration releases energy'],
    ],
    misconceptions: [
      {
        wrong: 'Plant cells have a cell wall instead of a cell membrane.',
        right: 'Plant cells have both: the cell wall is outside the cell membrane.',
      },
      {
        wrong: 'Only animal cells have mitochondria.',
        right: 'Plant cells have mitochondria too, because plants respire.',
      },
    ],
    example: {
      problem:
        'Under a microscope a cell shows a cell wall, chloroplasts and a large vacuole. Is it a plant or an animal cell?',
      steps: [
        'Animal cells have no cell wall and no chloroplasts.',
        'A cell wall, chloroplasts and a large permanent vacuole are all plant cell features.',
      ],
      answer: 'A plant cell',
    },
    bankTopics: ['cells'],
  },
  {
    names: [
      'forces and motion',
      'forces',
      'force',
      "newton's laws",
      'pushes and pulls',
      'friction',
    ],
    goals: [
      'describe a force as a push or a pull',
      'explain balanced and unbalanced forces',
      'predict how an object moves when the forces on it are unbalanced',
    ],
    terms: [
      ['force', 'a push or a pull, measured in newtons (N)'],
      ['friction', 'a force that acts against motion when two surfaces rub together'],
      ['gravity', 'the force that pulls objects towards each other, such as towards the Earth'],
      [
        'balanced forces',
        'forces of equal size acting in opposite directions, so the motion does not change',
      ],
    ],
    misconceptions: [
      {
        wrong: 'A moving object needs a force to keep moving.',
        right:
          'An object keeps moving at the same speed and direction unless an unbalanced force acts on it; friction is what usually slows it.',
      },
      {
        wrong: 'Heavier objects always fall faster.',
        right: 'Without air resistance, all objects fall with the same acceleration.',
      },
    ],
    example: {
      problem:
        'A box is pushed right with 30 N while friction pushes left with 10 N. What is the resultant force?',
      steps: [
        'The forces act in opposite directions, so subtract: 30 N − 10 N = 20 N.',
        'The larger force is to the right, so the resultant is to the right.',
        'The forces are unbalanced, so the box speeds up to the right.',
      ],
      answer: '20 N to the right',
    },
    bankTopics: ['forces and motion', 'pushes and pulls'],
  },
  {
    names: ['solar system', 'planets', 'the solar system', 'the planets'],
    goals: [
      'name the eight planets in order from the Sun',
      'explain that planets orbit the Sun because of gravity',
    ],
    terms: [
      [
        'solar system',
        'the Sun and everything that orbits it: planets, moons, asteroids and comets',
      ],
      ['orbit', 'the curved path of one object around another'],
      [
        'planet',
        'a large, round body that orbits the Sun and has cleared its path of other objects',
      ],
      ['moon', 'a natural object that orbits a planet'],
    ],
    misconceptions: [
      {
        wrong: 'Summer happens because the Earth is closer to the Sun.',
        right:
          "Seasons are caused by the tilt of Earth's axis; Earth is actually closest to the Sun in early January.",
      },
      {
        wrong: 'The Sun is not a star.',
        right:
          'The Sun is a star; it looks bigger and brighter only because it is much closer than the others.',
      },
    ],
    example: {
      problem: 'List the planets in order from the Sun.',
      steps: [
        'The four rocky inner planets: Mercury, Venus, Earth, Mars.',
        'The four outer giants: Jupiter, Saturn, Uranus, Neptune.',
        'A memory sentence: My Very Educated Mother Just Served Us Noodles.',
      ],
      answer: 'Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune',
    },
    bankTopics: ['solar system'],
  },
  {
    names: ['plants', 'plant parts', 'parts of a plant', 'plant life cycle', 'plant needs'],
    bands: ['K-2', '3-5'],
    goals: ['name the parts of a plant and what each part does', 'list what a plant needs to grow'],
    terms: [
      ['roots', 'the part of a plant that holds it in the soil and takes in water and minerals'],
      ['stem', 'the part of a plant that holds it up and carries water to the leaves'],
      ['leaves', 'the parts of a plant that use sunlight to make its food'],
      ['flower', 'the part of a plant that makes seeds, so new plants can grow'],
    ],
    misconceptions: [
      {
        wrong: 'Plants eat soil to grow.',
        right: 'Plants make their own food in their leaves using sunlight, air and water.',
      },
      {
        wrong: 'Seeds need sunlight to start sprouting.',
        right:
          'Most seeds sprout with water, air and warmth; the young plant needs light once its leaves appear.',
      },
    ],
    example: {
      problem: 'A plant on a dark shelf grows pale and weak. What does it need, and why?',
      steps: [
        "Leaves use sunlight to make the plant's food.",
        'Without light the plant cannot make enough food.',
      ],
      answer: 'Sunlight, so its leaves can make food',
    },
    bankTopics: ['plants'],
  },
  {
    names: ['ecosystems', 'ecosystem', 'habitats', 'ecology'],
    goals: [
      'describe an ecosystem as living and non-living things interacting',
      'explain how a change in one part of an ecosystem affects other parts',
    ],
    terms: [
      ['ecosystem', 'all the living things in an area together with their non-living surroundings'],
      ['habitat', 'the place where an organism lives and finds what it needs'],
      ['population', 'all the members of one species living in an area'],
      [
        'biotic and abiotic',
        'living factors (plants, animals) and non-living factors (water, light, temperature)',
      ],
    ],
    misconceptions: [
      {
        wrong: 'An ecosystem is just the animals that live in a place.',
        right:
          'It includes plants, fungi and microbes and the non-living factors such as water, soil and light.',
      },
    ],
    example: {
      problem: 'A drought lowers the water in a pond. Name one effect on its ecosystem.',
      steps: [
        'Water is an abiotic factor every organism in the pond depends on.',
        'Less water means less space and oxygen for fish, so their population may fall.',
        'Animals that eat the fish, such as herons, then have less food.',
      ],
      answer: 'Fish populations fall, and so does the food for animals that eat them.',
    },
    bankTopics: ['ecosystems', 'habitats'],
  },
  {
    names: ['electricity', 'electric circuits', 'circuits', 'simple circuits'],
    goals: [
      'build and draw a simple series circuit',
      'explain why a circuit must be complete for current to flow',
    ],
    terms: [
      ['circuit', 'a complete path that electric current flows around'],
      ['current', 'the flow of electric charge around a circuit'],
      ['conductor', 'a material that lets current flow easily, such as copper'],
      ['insulator', 'a material that does not let current flow easily, such as plastic'],
    ],
    misconceptions: [
      {
        wrong: 'A battery stores current, which gets used up by the bulb.',
        right:
          'Current is the same all the way round a series circuit; the battery supplies energy, which the bulb transfers to light and heat.',
      },
      {
        wrong: 'One wire from the battery to the bulb is enough to light it.',
        right: 'The circuit must be a complete loop from one end of the battery back to the other.',
      },
    ],
    example: {
      problem: 'A bulb in a circuit does not light. Give two possible reasons.',
      steps: [
        'Check the loop is complete: a loose wire or open switch breaks it.',
        'Check every part conducts: a plastic clip would act as an insulator.',
        'Check the battery and bulb work by swapping them into a working circuit.',
      ],
      answer:
        'A break in the circuit (loose wire or open switch), or a flat battery or broken bulb.',
    },
    bankTopics: ['electricity'],
  },
  {
    names: ['rock cycle', 'rocks and minerals', 'rocks', 'types of rocks'],
    goals: [
      'describe how igneous, sedimentary and metamorphic rocks form',
      'explain how one type of rock can become another',
    ],
    terms: [
      ['igneous rock', 'rock formed when melted rock (magma or lava) cools and hardens'],
      ['sedimentary rock', 'rock formed from layers of sediment pressed and cemented together'],
      ['metamorphic rock', 'rock changed by great heat and pressure without melting'],
      [
        'weathering',
        'the breaking down of rock into smaller pieces by wind, water, ice or living things',
      ],
    ],
    misconceptions: [
      {
        wrong: 'Rocks never change.',
        right:
          'Rocks change slowly over long periods through weathering, heat, pressure and melting.',
      },
    ],
    example: {
      problem: 'Explain how a sandstone can form from a granite mountain.',
      steps: [
        'Weathering breaks granite (an igneous rock) into grains of sand.',
        'Rivers carry the sand away and deposit it in layers.',
        'Over time the layers are pressed and cemented together into sandstone, a sedimentary rock.',
      ],
      answer: 'Weathering, erosion, deposition, then compaction and cementation',
    },
    bankTopics: ['rocks and minerals'],
  },
  {
    names: ['weather and climate', 'weather', 'climate'],
    goals: [
      'explain the difference between weather and climate',
      "read temperature and rainfall data to describe a place's climate",
    ],
    terms: [
      ['weather', 'the conditions of the air at a place and time: temperature, rain, wind, cloud'],
      ['climate', 'the usual pattern of weather in a place over many years (usually 30 or more)'],
      ['precipitation', 'water falling from the sky as rain, snow, sleet or hail'],
    ],
    misconceptions: [
      {
        wrong: 'A cold week proves the climate is not warming.',
        right:
          'A week is weather; climate is the pattern over decades, so one cold spell does not change it.',
      },
    ],
    example: {
      problem: 'Is "it rained all day yesterday in Seattle" a statement about weather or climate?',
      steps: [
        'It describes one place on one day.',
        'Climate would describe the usual conditions over many years.',
      ],
      answer: 'Weather',
    },
    bankTopics: ['weather'],
  },
];
