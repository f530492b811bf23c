import type { SubjectNotes } from './types';

/* Geography notes. */
export const geography: SubjectNotes = [
  {
    names: ['plate tectonics', 'tectonic plates', 'earthquakes', 'volcanoes'],
    goals: [
      'describe the structure of the Earth',
      'explain what happens at the three types of plate boundary',
      'link earthquakes and volcanoes to plate boundaries on a map',
    ],
    terms: [
      ['tectonic plate', "a large slab of the Earth's crust and upper mantle that moves slowly"],
      ['convergent boundary', 'a boundary where two plates move towards each other'],
      ['divergent boundary', 'a boundary where two plates move apart and new crust forms'],
      ['transform boundary', 'a boundary where two plates slide past each other'],
    ],
    misconceptions: [
      {
        wrong: 'Plates float on a layer of liquid lava.',
        right: 'The mantle below is mostly solid rock that flows very slowly over long periods.',
      },
    ],
    example: {
      problem: 'Why does Iceland have many volcanoes?',
      steps: [
        'Iceland sits on the Mid-Atlantic Ridge.',
        'There the North American and Eurasian plates move apart (a divergent boundary).',
        'Magma rises to fill the gap, erupting as volcanoes.',
      ],
      answer: 'It lies on a divergent plate boundary where magma rises.',
    },
    bankTopics: ['plate tectonics'],
  },
  {
    names: ['latitude and longitude', 'latitude', 'longitude', 'coordinates'],
    goals: [
      'explain lines of latitude and longitude',
      'find a place on a map from its coordinates',
    ],
    terms: [
      ['latitude', 'distance north or south of the equator, in degrees from 0° to 90°'],
      ['longitude', 'distance east or west of the prime meridian, in degrees from 0° to 180°'],
      ['equator', 'the line of 0° latitude, halfway between the poles'],
      ['prime meridian', 'the line of 0° longitude, through Greenwich, London'],
    ],
    misconceptions: [
      {
        wrong: 'Lines of latitude run from pole to pole.',
        right:
          'Lines of latitude run east-west; lines of longitude (meridians) run from pole to pole.',
      },
    ],
    example: {
      problem: 'Where is the point at 0° latitude, 0° longitude?',
      steps: [
        '0° latitude is the equator.',
        '0° longitude is the prime meridian.',
        'Find where the two lines cross on a world map: south of Ghana, in the sea.',
      ],
      answer: 'In the Atlantic Ocean, in the Gulf of Guinea off West Africa.',
    },
    bankTopics: ['latitude and longitude'],
  },
  {
    names: ['biomes', 'biome', 'climate zones'],
    goals: [
      'describe the climate, plants and animals of major biomes',
      'explain how latitude affects the biome',
    ],
    terms: [
      ['biome', 'a large region with a similar climate, plants and animals'],
      [
        'tropical rainforest',
        'a hot, wet biome near the equator, with the most species of any land biome',
      ],
      ['desert', 'a region receiving less than about 250 mm of rain a year'],
      ['tundra', 'a cold, treeless biome with frozen subsoil (permafrost)'],
    ],
    misconceptions: [
      {
        wrong: 'All deserts are hot.',
        right: 'A desert is defined by low rainfall; Antarctica is a cold desert.',
      },
    ],
    example: {
      problem: 'A place gets 3,000 mm of rain a year and is 27 °C all year. Which biome is it?',
      steps: [
        'Very high rainfall all year.',
        'Hot temperatures that hardly change: near the equator.',
      ],
      answer: 'Tropical rainforest',
    },
    bankTopics: ['biomes'],
  },
  {
    names: ['rivers', 'river', 'river systems', 'bodies of water'],
    goals: ['name the parts of a river from source to mouth', 'explain how rivers shape the land'],
    terms: [
      ['source', 'the place where a river begins, often in hills or mountains'],
      ['mouth', 'the place where a river flows into a sea, lake or ocean'],
      ['tributary', 'a smaller river that joins a larger one'],
      ['delta', 'land built from sediment deposited where a river meets the sea'],
    ],
    misconceptions: [
      {
        wrong: 'Rivers always flow from north to south.',
        right: 'Rivers flow downhill, in any direction: the Nile flows north.',
      },
    ],
    example: {
      problem: 'Why do deltas form at some river mouths?',
      steps: [
        'A river carries sediment as it flows.',
        'At the mouth it slows down on meeting the sea.',
        'Slower water drops its sediment, which builds up as new land.',
      ],
      answer: 'The river slows at its mouth and deposits the sediment it carries.',
    },
    bankTopics: ['bodies of water'],
  },
];
