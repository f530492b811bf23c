import { mc, sa, tf, type BankQuestion, type SubjectBank } from './types';

/*
 * Science questions for the built-in engine's bank. Each band covers life, earth and
 * physical science with topics teachers commonly type; the first tag of a question is its
 * topic, later tags are synonyms or broader topics it should also match.
 */

/** K-2: short, concrete questions about things children can see, touch and try. */
const k2: readonly BankQuestion[] = [
  // plants
  mc(
    ['plants', 'plant parts'],
    'Which part of a plant takes in water from the soil?',
    'The roots',
    ['The leaves', 'The flowers', 'The petals'],
    'Roots grow down into the soil and soak up water for the whole plant.',
  ),
  mc(
    ['plants', 'plant needs'],
    'Which of these does a green plant need to grow?',
    'Sunlight',
    ['Darkness', 'Milk', 'Salt'],
    'Green plants use sunlight, together with water and air, to make their own food.',
  ),
  mc(
    ['plants', 'plant parts'],
    'Which part of a plant holds it up and carries water to the leaves?',
    'The stem',
    ['The seed', 'The petal', 'The flower'],
    'The stem holds the plant up, and tiny tubes inside it carry water from the roots to the leaves.',
  ),
  mc(
    ['plants', 'seeds', 'flowers'],
    'Which part of a flowering plant makes seeds?',
    'The flower',
    ['The root', 'The stem', 'The leaf'],
    'In flowering plants, seeds form inside the flower, often inside a fruit that grows from it.',
  ),
  tf(
    ['plants', 'seeds'],
    'A seed can grow into a new plant.',
    true,
    'A seed holds a tiny young plant and food for it; with water, air and warmth it sprouts and grows.',
  ),
  tf(
    ['plants', 'flowers'],
    'All plants have flowers.',
    false,
    'Some plants, such as ferns and mosses, never make flowers.',
  ),

  // animals
  mc(
    ['animals', 'birds'],
    'Which animal has feathers?',
    'A duck',
    ['A cat', 'A frog', 'A fish'],
    'Only birds have feathers, and a duck is a bird.',
  ),
  mc(
    ['animals', 'life cycles', 'frogs'],
    'What do we call a young frog that lives in water and has a tail?',
    'A tadpole',
    ['A caterpillar', 'A puppy', 'A chick'],
    'Most frogs hatch from eggs as tadpoles, which swim with a tail and later grow legs.',
  ),
  mc(
    ['animals', 'life cycles', 'insects'],
    'A caterpillar can grow up to become which of these?',
    'A butterfly',
    ['A bird', 'A frog', 'A worm'],
    'A caterpillar is a young butterfly or moth; it changes into the adult while resting inside a chrysalis or cocoon.',
  ),
  mc(
    ['animals', 'fish'],
    'How do fish breathe under water?',
    'With gills',
    ['With lungs', 'With fins', 'With scales'],
    'Gills take in oxygen from the water as it flows over them.',
  ),
  tf(
    ['animals', 'mammals'],
    'A whale is a kind of fish.',
    false,
    'A whale is a mammal: it breathes air with lungs and feeds its babies milk.',
  ),
  sa(
    ['animals', 'animal needs'],
    'Name one thing all animals need to stay alive.',
    'Food, water or air (oxygen).',
    'All animals need food for energy, water, and oxygen from the air or water around them.',
  ),

  // habitats
  mc(
    ['habitats', 'ocean', 'animals'],
    'Which animal lives in the ocean?',
    'An octopus',
    ['A camel', 'A squirrel', 'A cow'],
    'An octopus lives in the salty water of the ocean; the other animals live on land.',
  ),
  mc(
    ['habitats', 'desert'],
    'What is true of every desert?',
    'It gets very little rain',
    ['It is always hot', 'It is full of tall trees', 'It has many lakes'],
    'A desert is a place that gets very little rain; some deserts are even cold.',
  ),
  mc(
    ['habitats', 'arctic', 'animals'],
    'Which animal has thick fur and fat that help it live in the cold Arctic?',
    'A polar bear',
    ['A lion', 'A camel', 'A parrot'],
    'Polar bears have thick fur and a layer of fat that keep them warm on the snow and ice.',
  ),
  tf(
    ['habitats', 'desert', 'animals'],
    'A camel stores water in its hump.',
    false,
    "A camel's hump stores fat, which its body can use for energy when food is hard to find.",
  ),
  sa(
    ['habitats', 'ocean', 'forest'],
    'Name one animal that lives in the ocean and one that lives in a forest.',
    'Ocean: e.g. fish, whale, shark, octopus. Forest: e.g. deer, owl, squirrel, woodpecker.',
    'Accept any ocean animal and any forest animal; each habitat gives its animals the food and shelter they need.',
  ),

  // weather
  mc(
    ['weather', 'temperature'],
    'Which tool tells us how hot or cold the air is?',
    'A thermometer',
    ['A ruler', 'A magnet', 'A clock'],
    'A thermometer measures temperature, which is how hot or cold something is.',
  ),
  mc(
    ['weather', 'snow'],
    'What do we call frozen water that falls from clouds as soft flakes?',
    'Snow',
    ['Rain', 'Fog', 'Dew'],
    'Snowflakes are tiny ice crystals that form in cold clouds and fall to the ground.',
  ),
  mc(
    ['weather', 'wind'],
    'What does a weather vane show?',
    'Which way the wind blows',
    ['How hot it is', 'How much rain fell', 'What time it is'],
    'A weather vane turns to point into the wind, showing the direction the wind comes from.',
  ),
  tf(
    ['weather', 'clouds'],
    'Clouds are made of tiny drops of water or bits of ice.',
    true,
    'Clouds form when water vapor in the air cools and turns into tiny droplets or ice crystals.',
  ),
  tf(
    ['weather', 'rain'],
    'A rain gauge measures how fast the wind blows.',
    false,
    'A rain gauge collects rain to show how much has fallen; an anemometer measures wind speed.',
  ),
  sa(
    ['weather', 'snow'],
    'What should you wear outside on a cold, snowy day, and why?',
    'A warm coat, hat, gloves and boots, to keep your body warm and dry.',
    'Warm, waterproof clothes keep body heat in and snow out.',
  ),

  // seasons
  mc(
    ['seasons', 'winter'],
    'In places with four seasons, which season is usually the coldest?',
    'Winter',
    ['Spring', 'Summer', 'Autumn (fall)'],
    'Winter has the shortest days and the least heat from the Sun, so it is the coldest season.',
  ),
  mc(
    ['seasons', 'autumn', 'fall'],
    'In which season do the leaves of many trees change color and fall off?',
    'Autumn (fall)',
    ['Spring', 'Summer', 'Winter'],
    'In autumn the days get shorter and cooler, and many trees drop their leaves before winter.',
  ),
  mc(
    ['seasons', 'summer'],
    'Which season usually has the longest days?',
    'Summer',
    ['Winter', 'Autumn (fall)', 'Spring'],
    'In summer the Sun rises early and sets late, so the days are the longest of the year.',
  ),
  tf(
    ['seasons', 'winter', 'birds'],
    'Some birds fly to warmer places for the winter.',
    true,
    'Many birds migrate to warmer places where they can find food, and come back in spring.',
  ),
  tf(
    ['seasons', 'winter'],
    'In winter the days are longer than in summer.',
    false,
    'Winter days are the shortest of the year; summer days are the longest.',
  ),
  sa(
    ['seasons'],
    'Name the four seasons in order, starting with spring.',
    'Spring, summer, autumn (fall), winter.',
    'In places that have four seasons, they repeat in this order every year.',
  ),

  // five senses
  mc(
    ['five senses', 'senses', 'smell'],
    'Which body part do you use to smell a flower?',
    'Your nose',
    ['Your ears', 'Your eyes', 'Your tongue'],
    'Your nose has special cells that sense smells in the air.',
  ),
  mc(
    ['five senses', 'senses', 'hearing'],
    'Which sense do you use to hear a bird sing?',
    'Hearing',
    ['Taste', 'Smell', 'Touch'],
    'Your ears pick up sounds; that is the sense of hearing.',
  ),
  mc(
    ['five senses', 'senses', 'taste'],
    'Your tongue helps you with which sense?',
    'Taste',
    ['Sight', 'Hearing', 'Smell'],
    'Taste buds on your tongue let you taste flavors such as sweet, salty, sour and bitter.',
  ),
  tf(
    ['five senses', 'senses', 'touch'],
    'Your skin can feel if something is hot or cold.',
    true,
    'Through the sense of touch, your skin tells you about heat, cold, pressure and pain.',
  ),
  sa(
    ['five senses', 'senses', 'human body'],
    'Name the five senses.',
    'Sight, hearing, smell, taste and touch.',
    'Each sense uses a different body part: eyes, ears, nose, tongue and skin.',
  ),

  // living and nonliving
  mc(
    ['living and nonliving', 'living things'],
    'Which of these is a living thing?',
    'A tree',
    ['A rock', 'A chair', 'A cloud'],
    'A tree grows, needs water and air, and makes new trees, so it is alive.',
  ),
  mc(
    ['living and nonliving', 'nonliving things'],
    'Which of these is nonliving?',
    'A rock',
    ['A dog', 'A flower', 'A mushroom'],
    'A rock does not grow, eat or make young; dogs, flowers and mushrooms are all living things.',
  ),
  mc(
    ['living and nonliving', 'living things'],
    'What do all living things need?',
    'Water',
    ['Soil', 'Fur', 'Toys'],
    'Every living thing, from tiny bacteria to whales, needs water to live.',
  ),
  tf(
    ['living and nonliving', 'nonliving things'],
    'A car is alive because it moves.',
    false,
    'A car moves only when its engine runs; it does not grow or make young, so it is nonliving.',
  ),
  sa(
    ['living and nonliving', 'living things'],
    'Tell one way you can tell that a puppy is alive and a toy dog is not.',
    'The puppy grows, eats, drinks, breathes or can have babies; the toy does none of these.',
    'Living things grow, need food, water and air, and make young; nonliving things do not.',
  ),

  // solids and liquids
  mc(
    ['solids and liquids', 'liquids', 'matter'],
    'Which of these is a liquid?',
    'Milk',
    ['A rock', 'A pencil', 'An ice cube'],
    'Milk flows and takes the shape of its cup, so it is a liquid.',
  ),
  mc(
    ['solids and liquids', 'melting', 'matter'],
    'What happens to an ice cube left in a warm room?',
    'It melts into water',
    ['It grows bigger', 'It turns into a rock', 'It stays the same'],
    'Warmth makes solid ice melt into liquid water.',
  ),
  mc(
    ['solids and liquids', 'solids', 'matter'],
    'Which of these is a solid?',
    'A wooden block',
    ['Orange juice', 'Rainwater', 'Warm air'],
    'A wooden block keeps its own shape, so it is a solid.',
  ),
  tf(
    ['solids and liquids', 'liquids', 'matter'],
    'A liquid takes the shape of the container it is in.',
    true,
    'Liquids flow, so they spread out to fill the bottom of any container.',
  ),
  sa(
    ['solids and liquids', 'freezing', 'matter'],
    'What happens to water when you put it in a freezer?',
    'It gets very cold and freezes into solid ice.',
    'Water freezes into ice when it is cooled enough: 0 °C (32 °F).',
  ),

  // pushes and pulls
  mc(
    ['pushes and pulls', 'forces'],
    'Opening a drawer toward you is an example of what?',
    'A pull',
    ['A push', 'A kick', 'A squeeze'],
    'You pull the drawer toward yourself; a push would move it away from you.',
  ),
  mc(
    ['pushes and pulls', 'motion'],
    'How can you make a toy car roll farther?',
    'Give it a harder push',
    ['Give it a softer push', 'Paint it a new color', 'Hold on to its wheels'],
    'A harder push makes the car go faster, so it rolls farther before it stops.',
  ),
  mc(
    ['pushes and pulls', 'magnets'],
    'Which of these can pull a steel paper clip without touching it?',
    'A magnet',
    ['A rubber band', 'A crayon', 'A sponge'],
    'Magnets pull on things made of iron or steel, even from a short distance away.',
  ),
  mc(
    ['pushes and pulls', 'gravity'],
    'What pulls a ball back down after you throw it up?',
    'Gravity',
    ['The wind', 'Sunlight', 'A magnet'],
    'Gravity is a pull from Earth that brings things back down to the ground.',
  ),
  tf(
    ['pushes and pulls', 'motion'],
    'A push or a pull can change the direction a ball is moving.',
    true,
    'Pushes and pulls can start, stop, speed up, slow down or turn a moving object.',
  ),
  sa(
    ['pushes and pulls', 'forces'],
    'Give one example of a push and one example of a pull.',
    'Push: e.g. kicking a ball, closing a door. Pull: e.g. opening a drawer, pulling a wagon.',
    'A push moves something away from you; a pull moves it toward you.',
  ),
];

/** 3-5: the vocabulary of elementary science units, with simple cause and effect. */
const g35: readonly BankQuestion[] = [
  // life cycles
  mc(
    ['life cycles', 'butterflies', 'metamorphosis'],
    "What is the correct order of a butterfly's life cycle?",
    'Egg, caterpillar, chrysalis, adult',
    [
      'Egg, chrysalis, caterpillar, adult',
      'Caterpillar, egg, adult, chrysalis',
      'Egg, adult, caterpillar, chrysalis',
    ],
    'A butterfly hatches from an egg as a caterpillar (larva), forms a chrysalis (pupa) and comes out as an adult.',
  ),
  mc(
    ['life cycles', 'frogs', 'metamorphosis'],
    "Which stage comes between the egg and the adult in a frog's life cycle?",
    'Tadpole',
    ['Pupa', 'Caterpillar', 'Seedling'],
    'A frog egg hatches into a tadpole, which grows legs and loses its tail as it becomes an adult frog.',
  ),
  mc(
    ['life cycles', 'pollination', 'plants'],
    'How do bees help flowering plants make seeds?',
    'They carry pollen from flower to flower',
    [
      'They water the roots of the plant',
      'They eat the old leaves',
      'They dig holes for new seeds',
    ],
    'Bees move pollen between flowers (pollination), which lets the flowers make seeds.',
  ),
  tf(
    ['life cycles', 'metamorphosis', 'insects'],
    'A grasshopper changes completely inside a pupa, just like a butterfly does.',
    false,
    'Grasshoppers go through incomplete metamorphosis (egg, nymph, adult), with no pupa stage.',
  ),
  sa(
    ['life cycles', 'frogs'],
    'What is one way a tadpole is different from an adult frog?',
    'A tadpole lives only in water, breathes with gills, has a tail and no legs; an adult frog has legs, breathes with lungs and can live on land.',
    'During metamorphosis the tadpole grows legs, loses its tail and develops lungs.',
  ),

  // food chains
  mc(
    ['food chains', 'energy', 'sun'],
    'In a food chain, where does the energy first come from?',
    'The Sun',
    ['The soil', 'The water', 'The top predator'],
    "Plants capture the Sun's energy to make food, and that energy passes to the animals that eat them.",
  ),
  mc(
    ['food chains', 'producers'],
    'Which living thing is a producer?',
    'Grass',
    ['A rabbit', 'A hawk', 'A mushroom'],
    'Producers make their own food using sunlight; grass is a plant, so it is a producer.',
  ),
  mc(
    ['food chains', 'decomposers'],
    'What do decomposers such as worms, fungi and bacteria do?',
    'Break down dead plants and animals',
    ['Make food from sunlight', 'Hunt other animals for food', 'Carry pollen between flowers'],
    'Decomposers break down dead matter and return its nutrients to the soil.',
  ),
  tf(
    ['food chains', 'food webs'],
    'In a food chain, the arrows point from the living thing that is eaten to the one that eats it.',
    true,
    'The arrows show the direction energy flows: from the food to the eater, as in grass → rabbit.',
  ),
  tf(
    ['food chains', 'predators'],
    'If all the foxes in an area disappeared, the number of rabbits they hunted would most likely go down.',
    false,
    'With no predators eating them, the rabbit population would most likely grow, at least for a while.',
  ),
  sa(
    ['food chains', 'food webs'],
    'Write a food chain with three living things, starting with a producer.',
    'E.g. grass → grasshopper → frog: a producer, then an animal that eats it, then an animal that eats that one.',
    'A food chain starts with a producer that makes food from sunlight, then lists consumers in the order they eat.',
  ),

  // adaptations
  mc(
    ['adaptations', 'camouflage'],
    "A snowshoe hare's fur turns white in winter, so it blends in with the snow. What is this adaptation called?",
    'Camouflage',
    ['Hibernation', 'Migration', 'Pollination'],
    'Camouflage is a color or pattern that helps a living thing blend in and hide from predators or prey.',
  ),
  mc(
    ['adaptations', 'plants', 'desert'],
    'Which adaptation helps a cactus live in the desert?',
    'A thick stem that stores water',
    ['Large, thin leaves', 'Bark that peels off each year', 'Flowers that bloom all year'],
    'A cactus stores water in its thick, waxy stem, so it can survive long dry periods.',
  ),
  mc(
    ['adaptations', 'hibernation', 'animals'],
    'Some animals, like groundhogs, sleep deeply through the winter when food is hard to find. What is this called?',
    'Hibernation',
    ['Migration', 'Camouflage', 'Metamorphosis'],
    'Hibernating animals slow their heartbeat and breathing to save energy until spring.',
  ),
  tf(
    ['adaptations', 'migration', 'animals'],
    'Birds migrating to warmer places for the winter is an example of a behavioral adaptation.',
    true,
    'Migration is something an animal does (a behavior), not a body part, and it helps birds find food and warmth.',
  ),
  sa(
    ['adaptations', 'arctic', 'animals'],
    'Describe one adaptation that helps a polar bear survive in the Arctic.',
    'E.g. thick fur and a layer of fat keep it warm; white fur helps it blend in; large paws help it walk on snow and swim.',
    'Each of these body features helps the polar bear stay warm, hunt or move in a cold, icy habitat.',
  ),

  // water cycle
  mc(
    ['water cycle', 'evaporation'],
    'What is it called when the Sun heats water and it turns into water vapor?',
    'Evaporation',
    ['Condensation', 'Precipitation', 'Collection'],
    'Evaporation is liquid water turning into a gas, water vapor, when it is heated.',
  ),
  mc(
    ['water cycle', 'condensation', 'clouds'],
    'How do clouds form in the water cycle?',
    'Water vapor cools and condenses into tiny droplets',
    [
      'Smoke rises and collects in the sky',
      'Wind piles up dust high in the air',
      'Waves spray ocean water up to the sky',
    ],
    'When water vapor rises and cools, it condenses into tiny droplets that gather as clouds.',
  ),
  mc(
    ['water cycle', 'precipitation'],
    'Which of these is precipitation?',
    'Hail',
    ['Fog', 'Dew', 'Water vapor'],
    'Precipitation is water that falls from clouds: rain, snow, sleet or hail.',
  ),
  tf(
    ['water cycle', 'condensation'],
    'Water drops on the outside of a cold glass come from water vapor in the air.',
    true,
    'Water vapor in the air cools when it touches the cold glass and condenses into liquid drops.',
  ),
  sa(
    ['water cycle'],
    'Name the main steps of the water cycle in order, starting with evaporation.',
    'Evaporation, condensation, precipitation, collection (runoff), then evaporation again.',
    'Water evaporates, condenses into clouds, falls as precipitation and collects in oceans, lakes and the ground before it evaporates again.',
  ),

  // rocks and minerals
  mc(
    ['rocks and minerals', 'rocks', 'igneous rocks'],
    'Which type of rock forms when melted rock (magma or lava) cools and hardens?',
    'Igneous',
    ['Sedimentary', 'Metamorphic', 'Fossil'],
    'Igneous rocks, such as granite and basalt, form when molten rock cools.',
  ),
  mc(
    ['rocks and minerals', 'fossils', 'sedimentary rocks'],
    'Which of these rocks is most likely to contain a fossil?',
    'Limestone',
    ['Granite', 'Basalt', 'Obsidian'],
    'Limestone is a sedimentary rock, formed in layers that can bury and preserve remains; the others are igneous rocks formed from melted rock.',
  ),
  mc(
    ['rocks and minerals', 'erosion', 'weathering'],
    'What is it called when wind, water or ice carry bits of rock and soil to a new place?',
    'Erosion',
    ['Weathering', 'Deposition', 'Melting'],
    'Erosion moves rock and soil; weathering breaks rock into pieces, and deposition drops the pieces in a new place.',
  ),
  tf(
    ['rocks and minerals', 'minerals', 'hardness'],
    'Diamond is the hardest mineral on the Mohs hardness scale.',
    true,
    'Diamond has a hardness of 10, the top of the Mohs scale, so it can scratch every other mineral.',
  ),
  sa(
    ['rocks and minerals', 'rocks', 'rock cycle'],
    'Name the three main types of rock.',
    'Igneous, sedimentary and metamorphic.',
    'Rocks are grouped by how they form: from cooled melted rock, from pressed layers of sediment, or changed by heat and pressure.',
  ),

  // states of matter
  mc(
    ['states of matter', 'gases', 'matter'],
    'Which state of matter has no fixed shape and no fixed volume?',
    'Gas',
    ['Solid', 'Liquid', 'Crystal'],
    'A gas spreads out to fill whatever container it is in.',
  ),
  mc(
    ['states of matter', 'boiling', 'temperature'],
    'At sea level, at what temperature does pure water boil?',
    '100 °C (212 °F)',
    ['0 °C (32 °F)', '50 °C (122 °F)', '37 °C (98.6 °F)'],
    'At normal air pressure at sea level, pure water boils at 100 °C, which is 212 °F.',
  ),
  mc(
    ['states of matter', 'solids', 'particles'],
    'How are the particles in a solid arranged?',
    'Packed closely in fixed positions',
    [
      'Far apart and moving quickly',
      'Close together but sliding past each other',
      'In a single long chain',
    ],
    'Particles in a solid are tightly packed and can only vibrate in place, which is why a solid keeps its shape.',
  ),
  tf(
    ['states of matter', 'melting', 'mass'],
    'When ice melts into water, its mass stays the same.',
    true,
    'Melting changes the state, not the amount of matter, so the water has the same mass as the ice did.',
  ),
  tf(
    ['states of matter', 'gases', 'matter'],
    'Air is not matter because you cannot see it.',
    false,
    'Air has mass and takes up space, so it is matter even though it is invisible.',
  ),
  sa(
    ['states of matter', 'changes of state'],
    'Describe what happens to water as it is heated from ice to steam.',
    'The ice melts into liquid water, then the water boils (evaporates) and becomes water vapor (steam), a gas.',
    'Adding heat makes the particles move faster, changing water from a solid to a liquid to a gas.',
  ),

  // forces and motion
  mc(
    ['forces and motion', 'friction', 'forces'],
    'Which force slows down a sled sliding across the snow?',
    'Friction',
    ['Magnetism', 'Electricity', 'Buoyancy'],
    'Friction between the sled and the snow works against the motion and slows the sled down.',
  ),
  mc(
    ['forces and motion', 'gravity', 'forces'],
    'What force pulls objects toward the center of Earth?',
    'Gravity',
    ['Friction', 'Magnetism', 'Air resistance'],
    'Gravity is the pull between objects with mass; Earth pulls everything toward its center.',
  ),
  mc(
    ['forces and motion', 'magnets'],
    'What happens when you hold the north poles of two magnets close together?',
    'They push each other away',
    ['They pull together', 'They lose their magnetism', 'Nothing happens'],
    'Like poles (north and north, or south and south) repel; opposite poles attract.',
  ),
  mc(
    ['forces and motion', 'friction', 'motion'],
    'A toy car is given the same push on each surface. On which will it roll the shortest distance?',
    'Carpet',
    ['Smooth wood floor', 'Ice', 'Tile'],
    'Carpet is the roughest surface, so it makes the most friction and stops the car soonest.',
  ),
  tf(
    ['forces and motion', 'magnets'],
    'Magnets attract all metals, including aluminum and copper.',
    false,
    'Magnets attract iron, nickel, cobalt and steel, but not aluminum, copper or gold.',
  ),

  // electricity
  mc(
    ['electricity', 'circuits'],
    'A bulb in a circuit goes out when the switch is opened. Why?',
    'The path for electricity is broken',
    ['The battery is used up at once', 'The bulb gets too cold', 'The wires turn into insulators'],
    'Opening the switch makes a gap in the circuit, so electricity can no longer flow in a loop through the bulb.',
  ),
  mc(
    ['electricity', 'conductors'],
    'Which of these is a good conductor of electricity?',
    'A copper wire',
    ['A rubber band', 'A wooden spoon', 'A plastic straw'],
    'Metals such as copper let electricity flow through them easily.',
  ),
  mc(
    ['electricity', 'insulators'],
    'Why are electrical wires covered in plastic?',
    'Plastic is an insulator that keeps electricity in the wire',
    [
      'Plastic makes electricity flow faster',
      'Plastic stores extra electricity',
      'Plastic makes the wire heavier',
    ],
    'Plastic does not let electricity pass through it, so the covering protects people from shocks.',
  ),
  mc(
    ['electricity', 'energy'],
    'A flashlight is useful because it changes the energy stored in its battery into which kind of energy?',
    'Light energy',
    ['Sound energy', 'Magnetic energy', 'Wind energy'],
    "The battery's stored chemical energy becomes electrical energy, and the bulb gives it out as light, along with some heat.",
  ),
  tf(
    ['electricity', 'safety'],
    'It is safe to use electrical devices with wet hands because water stops electricity.',
    false,
    'Water with anything dissolved in it, like tap water or sweat, conducts electricity, so wet hands make shocks more likely.',
  ),

  // solar system
  mc(
    ['solar system', 'planets'],
    'Which planet is closest to the Sun?',
    'Mercury',
    ['Venus', 'Earth', 'Mars'],
    'Mercury is the first planet from the Sun.',
  ),
  mc(
    ['solar system', 'day and night', 'earth'],
    'What causes day and night on Earth?',
    'Earth spinning on its axis',
    ['Earth moving around the Sun', 'The Moon blocking the Sun', 'The Sun moving around Earth'],
    'Earth turns once about every 24 hours; the side facing the Sun has day and the side facing away has night.',
  ),
  mc(
    ['solar system', 'moon'],
    'Why does the Moon seem to shine at night?',
    'It reflects light from the Sun',
    ['It makes its own light', 'It is made of glowing rock', 'It reflects light from city lights'],
    'The Moon gives off no light of its own; we see sunlight bouncing off its surface.',
  ),
  tf(
    ['solar system', 'earth', 'orbit'],
    'It takes Earth about 365 days to travel once around the Sun.',
    true,
    'One orbit of the Sun takes about 365¼ days, which is one year.',
  ),
  tf(
    ['solar system', 'moon', 'moon phases'],
    'The Moon changes its actual shape during the month.',
    false,
    'The Moon is always round; as it orbits Earth we see different amounts of its sunlit side, called phases.',
  ),
  sa(
    ['solar system', 'planets'],
    'Name the eight planets in order from the Sun.',
    'Mercury, Venus, Earth, Mars, Jupiter, Saturn, Uranus, Neptune.',
    'These are the eight planets of our solar system, from closest to farthest from the Sun.',
  ),
];

/** 6-8: middle-school vocabulary, with some simple calculations and explanations. */
const g68: readonly BankQuestion[] = [
  // cells
  mc(
    ['cells', 'organelles', 'mitochondria'],
    'Which organelle releases energy from food for the cell through cellular respiration?',
    'The mitochondrion',
    ['The nucleus', 'The cell wall', 'The vacuole'],
    'Mitochondria (singular: mitochondrion) break down sugar using oxygen and release the energy the cell needs.',
  ),
  mc(
    ['cells', 'plant cells', 'animal cells'],
    'Which structures are found in plant cells but not in animal cells?',
    'Cell wall and chloroplasts',
    ['Nucleus and cell membrane', 'Mitochondria and ribosomes', 'Cytoplasm and nucleus'],
    'Plant cells have a rigid cell wall and chloroplasts for photosynthesis; both cell types have a nucleus, membrane, cytoplasm, mitochondria and ribosomes.',
  ),
  mc(
    ['cells', 'organelles', 'nucleus'],
    'What is the main job of the nucleus?',
    "It holds the DNA and controls the cell's activities",
    [
      'It makes food from sunlight',
      'It gives the cell a rigid shape',
      'It stores water for the whole cell',
    ],
    "The nucleus contains the cell's DNA, which carries the instructions that direct the cell's work.",
  ),
  tf(
    ['cells', 'cell theory'],
    'According to cell theory, all living things are made of one or more cells.',
    true,
    'Cell theory states that all living things are made of cells, cells are the basic unit of life, and new cells come from existing cells.',
  ),
  sa(
    ['cells', 'cell membrane'],
    'What does the cell membrane do?',
    'It surrounds the cell and controls what enters and leaves it.',
    'The cell membrane is a thin, flexible barrier that lets some substances in and out and keeps others out.',
  ),

  // photosynthesis
  mc(
    ['photosynthesis', 'plants', 'carbon dioxide'],
    'Which gas do plants take in from the air for photosynthesis?',
    'Carbon dioxide',
    ['Oxygen', 'Nitrogen', 'Hydrogen'],
    'Plants take in carbon dioxide through small openings in their leaves and use it to build sugar.',
  ),
  mc(
    ['photosynthesis', 'chloroplasts', 'cells'],
    'In which organelle does photosynthesis take place?',
    'Chloroplast',
    ['Mitochondrion', 'Nucleus', 'Ribosome'],
    'Chloroplasts contain chlorophyll, the green pigment that captures light energy for photosynthesis.',
  ),
  mc(
    ['photosynthesis', 'plants'],
    'What are the products of photosynthesis?',
    'Glucose and oxygen',
    ['Carbon dioxide and water', 'Oxygen and carbon dioxide', 'Glucose and carbon dioxide'],
    'Photosynthesis uses carbon dioxide and water, with light energy, to make glucose and release oxygen.',
  ),
  tf(
    ['photosynthesis', 'plants'],
    'Plants get most of their mass from the soil they grow in.',
    false,
    "Most of a plant's mass is built from carbon dioxide from the air and from water; minerals from the soil make up only a small part.",
  ),
  sa(
    ['photosynthesis', 'plants'],
    'Write the word equation for photosynthesis.',
    'Carbon dioxide + water → (light energy, chlorophyll) → glucose + oxygen.',
    'Plants use light energy captured by chlorophyll to turn carbon dioxide and water into glucose, releasing oxygen.',
  ),

  // ecosystems
  mc(
    ['ecosystems', 'energy pyramid', 'food webs'],
    'About how much of the energy at one level of a food chain is passed on to the next level?',
    'About 10%',
    ['About 50%', 'About 90%', 'All of it'],
    'Most energy is used for life processes or lost as heat, so only about 10% is passed on (the "10% rule").',
  ),
  mc(
    ['ecosystems', 'symbiosis'],
    'A bee gets nectar from a flower and carries its pollen to other flowers. What kind of relationship is this?',
    'Mutualism',
    ['Parasitism', 'Commensalism', 'Predation'],
    'In mutualism both partners benefit: the bee gets food and the flower gets pollinated.',
  ),
  mc(
    ['ecosystems', 'abiotic factors', 'biotic factors'],
    'Which of these is an abiotic factor in a pond ecosystem?',
    'Sunlight',
    ['Algae', 'Frogs', 'Bacteria'],
    'Abiotic factors are nonliving parts of an ecosystem, such as sunlight, temperature and water; algae, frogs and bacteria are living (biotic).',
  ),
  tf(
    ['ecosystems', 'populations', 'limiting factors'],
    'A shortage of food, water or space can stop a population from growing.',
    true,
    'These are limiting factors: when a resource runs short, fewer individuals survive and reproduce.',
  ),
  sa(
    ['ecosystems', 'decomposers'],
    'What is the role of decomposers in an ecosystem?',
    'They break down dead organisms and wastes, returning nutrients to the soil for producers to use.',
    'Without decomposers, nutrients would stay locked in dead matter instead of being recycled.',
  ),

  // human body
  mc(
    ['human body', 'circulatory system', 'heart'],
    'Which organ pumps blood through the body?',
    'The heart',
    ['The lungs', 'The liver', 'The kidneys'],
    'The heart is a muscle that contracts to push blood through the blood vessels.',
  ),
  mc(
    ['human body', 'respiratory system', 'lungs'],
    'In the lungs, where does oxygen pass into the blood?',
    'Through the thin walls of the alveoli',
    ['Through the walls of the trachea', 'Through the diaphragm muscle', 'Through the vocal cords'],
    'Alveoli are tiny air sacs surrounded by capillaries; their thin walls let oxygen into the blood and carbon dioxide out.',
  ),
  mc(
    ['human body', 'digestive system'],
    'Where does most of the absorption of nutrients from food happen?',
    'The small intestine',
    ['The stomach', 'The large intestine', 'The esophagus'],
    'The small intestine is long and lined with villi, giving a large surface for nutrients to pass into the blood.',
  ),
  tf(
    ['human body', 'circulatory system', 'blood vessels'],
    'Arteries carry blood toward the heart.',
    false,
    'Arteries carry blood away from the heart; veins carry it back to the heart.',
  ),
  sa(
    ['human body', 'body systems', 'respiratory system'],
    'Explain how the respiratory and circulatory systems work together.',
    'The lungs take in oxygen, which passes into the blood; the heart pumps that blood to the cells, and the blood carries carbon dioxide back to the lungs to be breathed out.',
    'The respiratory system exchanges gases with the air, and the circulatory system transports those gases to and from every cell.',
  ),

  // plate tectonics
  mc(
    ['plate tectonics', 'earthquakes'],
    'What usually causes earthquakes?',
    'Sudden movement of rock along faults',
    [
      'Strong winds pushing on mountains',
      'Heavy rain soaking the ground',
      'Ocean waves hitting the shore',
    ],
    'Stress builds up where rocks meet at faults, often at plate boundaries, and is released suddenly as the rocks slip.',
  ),
  mc(
    ['plate tectonics', 'plate boundaries', 'mid-ocean ridges'],
    'What kind of plate boundary forms where two plates move apart, as at the Mid-Atlantic Ridge?',
    'Divergent boundary',
    ['Convergent boundary', 'Transform boundary', 'Subduction zone'],
    'At a divergent boundary plates separate and magma rises to form new crust.',
  ),
  mc(
    ['plate tectonics', 'earth layers'],
    'Which layer of Earth do we live on?',
    'Crust',
    ['Mantle', 'Outer core', 'Inner core'],
    "The crust is Earth's thin, rocky outer layer; the mantle and core lie beneath it.",
  ),
  tf(
    ['plate tectonics', 'continental drift'],
    "The continents have stayed in the same places for all of Earth's history.",
    false,
    'The continents move a few centimeters a year on tectonic plates; about 200 million years ago they were joined as Pangaea.',
  ),
  sa(
    ['plate tectonics', 'volcanoes', 'earthquakes'],
    'Why do so many volcanoes and earthquakes occur around the edges of the Pacific Ocean (the "Ring of Fire")?',
    'The Pacific is ringed by plate boundaries where plates collide and one sinks under another, so rock breaks and magma rises there.',
    'Most volcanoes and earthquakes happen at plate boundaries, and the Ring of Fire traces the boundaries around the Pacific Plate and its neighbors.',
  ),

  // water cycle
  mc(
    ['water cycle', 'transpiration', 'plants'],
    'What is the release of water vapor from plant leaves called?',
    'Transpiration',
    ['Condensation', 'Infiltration', 'Precipitation'],
    'Plants take up water through their roots and lose it as vapor through tiny pores (stomata) in their leaves.',
  ),
  mc(
    ['water cycle', 'groundwater', 'infiltration'],
    'What is it called when water soaks into the ground?',
    'Infiltration',
    ['Runoff', 'Evaporation', 'Sublimation'],
    'Infiltration moves water into the soil, where some of it becomes groundwater; runoff flows over the surface instead.',
  ),
  mc(
    ['water cycle', 'oceans'],
    "Where is most of Earth's water found?",
    'The oceans',
    ['Glaciers and ice caps', 'Groundwater', 'Rivers and lakes'],
    "About 97% of Earth's water is salt water in the oceans.",
  ),
  tf(
    ['water cycle', 'fresh water', 'glaciers'],
    "Most of Earth's fresh water is frozen in glaciers and ice caps.",
    true,
    'About two-thirds of fresh water is ice in glaciers and ice caps; most of the rest is groundwater.',
  ),
  sa(
    ['water cycle', 'energy', 'gravity'],
    'Explain how the Sun and gravity both drive the water cycle.',
    "The Sun's heat evaporates water and lifts it into the air as vapor; gravity pulls precipitation back down and makes water flow downhill and soak into the ground.",
    'Energy from the Sun moves water up into the atmosphere, and gravity brings it back down and moves it across and through the land.',
  ),

  // forces and motion
  mc(
    ['forces and motion', 'inertia', "newton's laws"],
    'A passenger lurches forward when a bus stops suddenly. Which idea explains this?',
    'Inertia',
    ['Friction', 'Gravity', 'Buoyancy'],
    "The passenger's body tends to keep moving forward at the same speed (inertia, Newton's first law) while the bus stops.",
  ),
  mc(
    ['forces and motion', 'speed', 'motion'],
    'A cyclist travels 30 kilometers in 2 hours. What is her average speed?',
    '15 km/h',
    ['60 km/h', '32 km/h', '28 km/h'],
    'Average speed = distance ÷ time = 30 km ÷ 2 h = 15 km/h.',
  ),
  mc(
    ['forces and motion', 'net force', 'forces'],
    'A box is pushed to the right with 10 N and to the left with 4 N. What is the net force on it?',
    '6 N to the right',
    ['14 N to the right', '6 N to the left', '4 N to the left'],
    'Opposite forces subtract: 10 N − 4 N = 6 N, in the direction of the larger force (right).',
  ),
  tf(
    ['forces and motion', 'gravity', 'mass and weight'],
    "An object's mass is the same on the Moon as on Earth, but its weight is less.",
    true,
    "Mass is the amount of matter and does not change; weight is the pull of gravity, and the Moon's gravity is about one-sixth of Earth's.",
  ),
  tf(
    ['forces and motion', "newton's laws", 'inertia'],
    'A moving object will slow down and stop on its own even if no force acts on it.',
    false,
    "By Newton's first law, an object keeps moving at the same speed and direction unless a force, such as friction, acts on it.",
  ),

  // energy
  mc(
    ['energy', 'potential energy', 'kinetic energy'],
    'At which point does a roller coaster car have the most gravitational potential energy?',
    'At the top of the highest hill',
    ['At the bottom of the first drop', 'Halfway down a slope', 'On the flat track at the end'],
    'Gravitational potential energy depends on height, so it is greatest at the highest point.',
  ),
  mc(
    ['energy', 'energy transformations', 'solar energy'],
    'What energy transformation happens in a solar panel?',
    'Light energy to electrical energy',
    [
      'Electrical energy to light energy',
      'Chemical energy to thermal energy',
      'Sound energy to electrical energy',
    ],
    'Solar cells absorb light and turn its energy into an electric current.',
  ),
  mc(
    ['energy', 'renewable energy', 'energy resources'],
    'Which of these is a renewable energy resource?',
    'Wind',
    ['Coal', 'Natural gas', 'Oil'],
    'Wind is replenished naturally, while coal, natural gas and oil are fossil fuels that take millions of years to form.',
  ),
  tf(
    ['energy', 'conservation of energy'],
    'A well-built machine can put out more energy than it takes in.',
    false,
    'Energy cannot be created or destroyed, so no machine can give out more energy than it receives; some always ends up as heat.',
  ),
  sa(
    ['energy', 'heat transfer', 'thermal energy'],
    'Name the three ways heat is transferred and give an example of one.',
    'Conduction, convection and radiation; e.g. a metal spoon heating up in hot soup (conduction).',
    'Conduction is transfer by contact, convection by moving fluids such as air or water, and radiation by electromagnetic waves such as sunlight.',
  ),

  // atoms and elements
  mc(
    ['atoms and elements', 'atoms', 'atomic structure'],
    'Which particles are found in the nucleus of an atom?',
    'Protons and neutrons',
    ['Electrons and protons', 'Electrons only', 'Neutrons and electrons'],
    'The nucleus holds protons and neutrons; electrons move around it.',
  ),
  mc(
    ['atoms and elements', 'periodic table'],
    'What does the atomic number of an element tell you?',
    'The number of protons in each atom',
    [
      'The number of neutrons in each atom',
      'The mass of one atom in grams',
      'The number of atoms in a molecule',
    ],
    'Each element has its own number of protons, and that number is its atomic number.',
  ),
  mc(
    ['atoms and elements', 'compounds', 'chemistry'],
    'Which of these is a compound?',
    'Water (H₂O)',
    ['Oxygen (O₂)', 'Gold (Au)', 'Helium (He)'],
    'A compound is made of two or more different elements chemically joined; water contains hydrogen and oxygen.',
  ),
  mc(
    ['atoms and elements', 'chemical changes', 'chemistry'],
    'Which of these is a chemical change?',
    'Iron rusting',
    ['Ice melting', 'Sugar dissolving in water', 'Glass breaking'],
    'Rusting forms a new substance (iron oxide); melting, dissolving and breaking do not change what the substance is.',
  ),
  tf(
    ['atoms and elements', 'elements'],
    'An element can be broken down into simpler substances by a chemical reaction.',
    false,
    'An element is a pure substance made of only one kind of atom, so chemical reactions cannot break it into simpler substances.',
  ),

  // earth, sun and moon
  mc(
    ['earth sun and moon', 'seasons'],
    "What is the main cause of Earth's seasons?",
    "The tilt of Earth's axis",
    [
      "Earth's changing distance from the Sun",
      'The Sun getting hotter and cooler',
      'The Moon blocking sunlight',
    ],
    "Because Earth's axis is tilted, each hemisphere gets more direct sunlight and longer days during part of the year.",
  ),
  mc(
    ['earth sun and moon', 'moon phases', 'moon'],
    'About how long does it take the Moon to go through a full cycle of phases?',
    'About 29.5 days',
    ['About 7 days', 'About 365 days', 'About 24 hours'],
    'From one new moon to the next takes about 29.5 days, roughly a month.',
  ),
  mc(
    ['earth sun and moon', 'eclipses', 'moon'],
    'What happens during a solar eclipse?',
    'The Moon passes between the Sun and Earth',
    [
      'Earth passes between the Sun and the Moon',
      'The Sun passes between Earth and the Moon',
      "Earth's shadow covers the Sun",
    ],
    "In a solar eclipse the Moon blocks the Sun's light from part of Earth; in a lunar eclipse Earth's shadow falls on the Moon.",
  ),
  tf(
    ['earth sun and moon', 'seasons'],
    'When it is summer in the Northern Hemisphere, it is winter in the Southern Hemisphere.',
    true,
    'The hemisphere tilted toward the Sun has summer while the one tilted away has winter, so the seasons are opposite.',
  ),
  sa(
    ['earth sun and moon', 'moon phases', 'moon'],
    'Why does the Moon appear to have phases?',
    'As the Moon orbits Earth, we see different amounts of its sunlit half.',
    'The Sun always lights half of the Moon; its position in its orbit decides how much of that lit half faces Earth.',
  ),
];

/** 9-12: high-school biology, chemistry and physics, including reasoning and calculation. */
const g912: readonly BankQuestion[] = [
  // genetics
  mc(
    ['genetics', 'punnett squares', 'heredity'],
    'Two parents are both heterozygous (Bb) for a trait, and B is completely dominant. What fraction of their offspring is expected to show the recessive trait?',
    '1/4',
    ['1/2', '3/4', '0'],
    'The Punnett square gives BB, Bb, Bb and bb; only bb, one in four, shows the recessive trait.',
  ),
  mc(
    ['genetics', 'dna', 'base pairing'],
    'In DNA, adenine pairs with which base?',
    'Thymine',
    ['Guanine', 'Cytosine', 'Uracil'],
    'In DNA, adenine pairs with thymine and guanine pairs with cytosine; uracil replaces thymine only in RNA.',
  ),
  mc(
    ['genetics', 'meiosis', 'chromosomes'],
    'How many chromosomes are in a normal human egg or sperm cell?',
    '23',
    ['46', '92', '12'],
    'Meiosis halves the chromosome number, so gametes carry 23 chromosomes; fertilization restores 46.',
  ),
  mc(
    ['genetics', 'protein synthesis', 'rna'],
    'What is the role of messenger RNA (mRNA) in a cell?',
    'It carries the genetic code from DNA to the ribosome',
    [
      "It stores the cell's genetic information permanently",
      'It breaks down proteins that are no longer needed',
      'It carries oxygen to the mitochondria',
    ],
    'During transcription a gene is copied into mRNA, which the ribosome then reads to build a protein (translation).',
  ),
  tf(
    ['genetics', 'mutations', 'dna'],
    'Every mutation is harmful to the organism.',
    false,
    'Many mutations have no effect, some are helpful, and only some are harmful.',
  ),
  sa(
    ['genetics', 'heredity'],
    'Explain the difference between genotype and phenotype.',
    'Genotype is the set of alleles an organism has (e.g. Pp); phenotype is the observable trait that results (e.g. purple flowers).',
    'The genotype is the genetic makeup; the phenotype is how it shows, which can also be affected by the environment.',
  ),

  // evolution
  mc(
    ['evolution', 'natural selection'],
    'Which statement best describes natural selection?',
    'Individuals with helpful inherited traits tend to survive and reproduce more',
    [
      'Individuals change their bodies on purpose to fit their environment',
      'Traits an animal uses more are passed on in a stronger form',
      'All individuals in a population have an equal chance to reproduce',
    ],
    'Natural selection acts on inherited variation: traits that improve survival and reproduction become more common over generations.',
  ),
  mc(
    ['evolution', 'evidence for evolution', 'anatomy'],
    'The forelimbs of humans, whales and bats contain the same set of bones. What are these called?',
    'Homologous structures',
    ['Analogous structures', 'Vestigial structures', 'Artificial structures'],
    'Homologous structures share an underlying plan because they were inherited from a common ancestor, even if they now do different jobs.',
  ),
  mc(
    ['evolution', 'antibiotic resistance', 'bacteria'],
    'Why do bacteria become resistant when antibiotics are overused?',
    'Resistant bacteria survive the drug and multiply',
    [
      'The antibiotic teaches bacteria to resist it',
      'Bacteria grow larger to block the drug',
      'The human body makes the bacteria stronger',
    ],
    'Bacteria that happen to carry resistance survive the drug while the others die, so the resistant ones reproduce and take over.',
  ),
  tf(
    ['evolution', 'populations'],
    'Individual organisms evolve during their own lifetimes.',
    false,
    'Evolution is a change in the inherited traits of a population over generations; individuals do not evolve.',
  ),
  sa(
    ['evolution', 'natural selection'],
    'Explain how natural selection could make most moths in an area dark-colored after soot darkens the tree trunks they rest on.',
    'Dark moths are better camouflaged on dark trunks, so birds eat fewer of them; they survive and reproduce more, passing on the dark color, which becomes more common over generations.',
    'The environment changed which inherited variation gave a survival advantage, and that variation spread through the population.',
  ),

  // cellular respiration
  mc(
    ['cellular respiration', 'atp', 'cell energy'],
    'What is the main energy-carrying molecule that cells use directly to power their work?',
    'ATP',
    ['DNA', 'Glucose', 'RNA'],
    'Cellular respiration transfers energy from glucose into ATP, which cells use to power processes such as muscle contraction and active transport.',
  ),
  mc(
    ['cellular respiration', 'mitochondria', 'cells'],
    'Where in a eukaryotic cell is most ATP made during aerobic respiration?',
    'In the mitochondria',
    ['In the nucleus', 'In the ribosomes', 'In the cell membrane'],
    'Glycolysis happens in the cytoplasm, but the Krebs cycle and the electron transport chain, which make most ATP, are in the mitochondria.',
  ),
  mc(
    ['cellular respiration', 'fermentation', 'exercise'],
    'What do human muscle cells produce when they run short of oxygen during hard exercise?',
    'Lactic acid',
    ['Ethanol', 'Chlorophyll', 'Starch'],
    'Without enough oxygen, muscle cells switch to lactic acid fermentation, which makes lactic acid (lactate); yeast, not human cells, makes ethanol.',
  ),
  mc(
    ['cellular respiration', 'photosynthesis'],
    'How are photosynthesis and aerobic cellular respiration related?',
    'The products of one are the reactants of the other',
    [
      'They both happen only in animal cells',
      'They both release oxygen into the air',
      'They both need sunlight to run',
    ],
    'Photosynthesis turns CO₂ and water into glucose and O₂; respiration turns glucose and O₂ back into CO₂ and water.',
  ),
  tf(
    ['cellular respiration', 'plants'],
    'Plant cells carry out cellular respiration as well as photosynthesis.',
    true,
    'Plants need ATP like all living things, so their cells respire all the time, day and night.',
  ),
  sa(
    ['cellular respiration', 'chemical equations'],
    'Write the balanced chemical equation for aerobic cellular respiration.',
    'C₆H₁₂O₆ + 6O₂ → 6CO₂ + 6H₂O + energy (ATP).',
    'One glucose molecule reacts with six oxygen molecules to give six carbon dioxide and six water molecules, releasing energy stored as ATP.',
  ),

  // ecology
  mc(
    ['ecology', 'carrying capacity', 'populations'],
    'What is the carrying capacity of an environment?',
    'The largest population of a species it can support over time',
    [
      'The number of species that live in it',
      'The total mass of all its producers',
      'The fastest rate at which a population can grow',
    ],
    'Limited resources such as food, water and space cap how many individuals an environment can sustain.',
  ),
  mc(
    ['ecology', 'carbon cycle'],
    'Which process removes carbon dioxide from the atmosphere?',
    'Photosynthesis',
    ['Burning fossil fuels', 'Cellular respiration', 'Decomposition'],
    'Photosynthesis takes in CO₂ to build sugars; the other three processes release CO₂.',
  ),
  mc(
    ['ecology', 'succession'],
    'Lichens and mosses growing on bare rock left behind by a retreating glacier is an example of what?',
    'Primary succession',
    ['Secondary succession', 'Eutrophication', 'Biomagnification'],
    'Primary succession starts where there is no soil; pioneer species such as lichens begin to form it.',
  ),
  tf(
    ['ecology', 'biomagnification', 'food chains'],
    'Some toxins, such as DDT, become more concentrated in organisms higher up a food chain.',
    true,
    'Such toxins build up in body tissues, and each predator eats many contaminated prey, so concentrations rise at each level.',
  ),
  tf(
    ['ecology', 'energy flow'],
    'Energy is recycled within an ecosystem in the same way that matter is.',
    false,
    'Matter cycles, but energy flows one way: it enters mostly as sunlight and leaves as heat.',
  ),

  // atomic structure
  mc(
    ['atomic structure', 'isotopes'],
    'Carbon-12 and carbon-14 are isotopes of carbon. How do their atoms differ?',
    'They have different numbers of neutrons',
    [
      'They have different numbers of protons',
      'They have different numbers of electrons when neutral',
      'They belong to different elements',
    ],
    'Both have 6 protons (that makes them carbon); carbon-12 has 6 neutrons and carbon-14 has 8.',
  ),
  mc(
    ['atomic structure', 'periodic table', 'valence electrons'],
    'Elements in the same group (column) of the periodic table have similar chemical properties mainly because they have the same:',
    'Number of valence electrons',
    ['Number of neutrons', 'Atomic mass', 'Number of electron shells'],
    'Chemical behavior depends mostly on the outer (valence) electrons; elements in the same period, not group, share the number of shells.',
  ),
  mc(
    ['atomic structure', 'ions', 'chemical bonding'],
    'A neutral sodium atom loses one electron. What does it become?',
    'A positive ion (Na⁺)',
    ['A negative ion (Na⁻)', 'A different element', 'A neutral isotope'],
    'Losing a negative electron leaves one more proton than electrons, so the charge is +1; the proton number, and so the element, is unchanged.',
  ),
  tf(
    ['atomic structure', 'nucleus'],
    'Most of the volume of an atom is empty space around a tiny, dense nucleus.',
    true,
    "Rutherford's gold-foil experiment showed that most alpha particles pass straight through, so most of an atom is empty space, with its mass packed into a tiny nucleus.",
  ),
  tf(
    ['atomic structure', 'periodic table'],
    'The modern periodic table is arranged in order of increasing atomic mass.',
    false,
    'It is arranged by increasing atomic number (number of protons); a few pairs, such as tellurium and iodine, would be out of order by mass.',
  ),
  sa(
    ['atomic structure', 'atoms'],
    'An atom has 17 protons and 18 neutrons. What are its atomic number and mass number, and which element is it?',
    'Atomic number 17, mass number 35; it is chlorine.',
    'The atomic number is the number of protons (17, chlorine); the mass number adds protons and neutrons (17 + 18 = 35).',
  ),

  // chemical reactions
  mc(
    ['chemical reactions', 'balancing equations'],
    'Which coefficients balance the equation _H₂ + _O₂ → _H₂O?',
    '2, 1, 2',
    ['1, 1, 1', '1, 2, 2', '2, 2, 1'],
    '2H₂ + O₂ → 2H₂O has 4 hydrogen atoms and 2 oxygen atoms on each side.',
  ),
  mc(
    ['chemical reactions', 'reaction types', 'combustion'],
    'What type of reaction is CH₄ + 2O₂ → CO₂ + 2H₂O?',
    'Combustion',
    ['Decomposition', 'Single replacement', 'Synthesis'],
    'A hydrocarbon reacting with oxygen to form carbon dioxide and water is a combustion reaction.',
  ),
  mc(
    ['chemical reactions', 'acids and bases', 'ph'],
    'Which pH value describes the most acidic solution?',
    'pH 2',
    ['pH 7', 'pH 9', 'pH 13'],
    'The lower the pH, the more acidic the solution; 7 is neutral and values above 7 are basic.',
  ),
  tf(
    ['chemical reactions', 'balancing equations', 'conservation of mass'],
    'Balancing a chemical equation reflects the law of conservation of mass.',
    true,
    'Atoms are neither created nor destroyed in a reaction, so each element must have the same number of atoms on both sides.',
  ),
  sa(
    ['chemical reactions', 'exothermic', 'endothermic'],
    'What is the difference between an exothermic and an endothermic reaction? Give an example of each.',
    'An exothermic reaction releases energy (heat) to its surroundings, e.g. burning wood; an endothermic reaction absorbs energy, e.g. photosynthesis.',
    'The sign of the energy change tells them apart: exothermic reactions give out energy, endothermic reactions take it in.',
  ),

  // Newton's laws
  mc(
    ["newton's laws", 'acceleration', 'forces'],
    'A net force of 20 N acts on a 4 kg cart. What is its acceleration?',
    '5 m/s²',
    ['80 m/s²', '0.2 m/s²', '24 m/s²'],
    "By Newton's second law, a = F/m = 20 N ÷ 4 kg = 5 m/s².",
  ),
  mc(
    ["newton's laws", 'free fall', 'gravity'],
    'Ignoring air resistance, a bowling ball and a tennis ball are dropped together from the same height. Which lands first?',
    'Both land at the same time',
    [
      'The bowling ball, because it is heavier',
      'The tennis ball, because it is lighter',
      'The bowling ball, because it is bigger',
    ],
    'Without air resistance all objects fall with the same acceleration, g, whatever their mass.',
  ),
  mc(
    ["newton's laws", 'weight', 'gravity'],
    'What is the weight of a 50 kg student on Earth, using g = 9.8 m/s²?',
    '490 N',
    ['50 N', '59.8 N', '5.1 N'],
    'Weight = mg = 50 kg × 9.8 m/s² = 490 N.',
  ),
  tf(
    ["newton's laws", 'inertia', 'forces and motion'],
    'An object moving at a constant velocity has a net force of zero acting on it.',
    true,
    "By Newton's first law, a net force would change the object's speed or direction; constant velocity means the forces are balanced.",
  ),
  tf(
    ["newton's laws", 'action and reaction', 'forces and motion'],
    'When a truck hits a small car, the truck pushes on the car with a larger force than the car pushes on the truck.',
    false,
    "By Newton's third law the two forces are equal in size and opposite in direction; the car accelerates more because its mass is smaller.",
  ),
  sa(
    ["newton's laws", 'action and reaction'],
    "Use Newton's third law to explain how a swimmer moves forward.",
    'The swimmer pushes the water backward; the water pushes the swimmer forward with an equal and opposite force.',
    'Forces come in pairs acting on different objects: the swimmer on the water, and the water on the swimmer.',
  ),

  // waves
  mc(
    ['waves', 'wave speed'],
    'A wave has a frequency of 5 Hz and a wavelength of 2 m. What is its speed?',
    '10 m/s',
    ['2.5 m/s', '7 m/s', '0.4 m/s'],
    'Wave speed = frequency × wavelength = 5 Hz × 2 m = 10 m/s.',
  ),
  mc(
    ['waves', 'electromagnetic spectrum', 'light'],
    'Which type of electromagnetic radiation has the shortest wavelength?',
    'Gamma rays',
    ['Radio waves', 'Visible light', 'Microwaves'],
    'Gamma rays are at the high-frequency, short-wavelength end of the spectrum; radio waves are at the long end.',
  ),
  mc(
    ['waves', 'longitudinal waves', 'sound'],
    'In which kind of wave do the particles of the medium vibrate parallel to the direction the wave travels?',
    'A longitudinal wave',
    ['A transverse wave', 'A light wave', 'A wave along a shaken rope'],
    'In longitudinal waves, such as sound, particles move back and forth along the direction of travel; in transverse waves they move at right angles to it.',
  ),
  tf(
    ['waves', 'light', 'electromagnetic spectrum'],
    'All electromagnetic waves travel at the same speed in a vacuum.',
    true,
    'Radio waves, light, X-rays and all other electromagnetic waves travel at about 3 × 10⁸ m/s in a vacuum.',
  ),
  sa(
    ['waves', 'refraction', 'light'],
    'Why does a straw look bent where it enters a glass of water?',
    'Light changes speed as it passes between water and air, so it refracts (changes direction), making the straw appear bent.',
    'Refraction shifts where the underwater part of the straw appears to be, so the straw looks broken at the surface.',
  ),

  // electricity
  mc(
    ['electricity', "ohm's law", 'circuits'],
    'A 12 V battery is connected across a 4 Ω resistor. What current flows?',
    '3 A',
    ['48 A', '0.33 A', '16 A'],
    "By Ohm's law, I = V/R = 12 V ÷ 4 Ω = 3 A.",
  ),
  mc(
    ['electricity', 'series circuits', 'circuits'],
    'Two 6 Ω resistors are connected in series. What is their total resistance?',
    '12 Ω',
    ['3 Ω', '6 Ω', '36 Ω'],
    'In series, resistances add: 6 Ω + 6 Ω = 12 Ω.',
  ),
  mc(
    ['electricity', 'parallel circuits', 'circuits'],
    'Why are the lights in a house wired in parallel rather than in series?',
    'Each light gets the full voltage and can be switched on or off by itself',
    [
      'Parallel wiring uses less electricity overall',
      'In parallel, one broken bulb turns all the others off',
      'Parallel wiring makes the total resistance larger',
    ],
    'Each parallel branch connects directly across the supply, so every light gets full voltage and works independently.',
  ),
  tf(
    ['electricity', 'parallel circuits', 'resistance'],
    'Adding another resistor in parallel increases the total resistance of a circuit.',
    false,
    'Each new parallel branch gives the current another path, so the total resistance decreases.',
  ),
  sa(
    ['electricity', 'current'],
    'What is electric current, and in what unit is it measured?',
    'The rate of flow of electric charge; it is measured in amperes (A).',
    'One ampere is one coulomb of charge passing a point each second.',
  ),
];

export const science: SubjectBank = { 'K-2': k2, '3-5': g35, '6-8': g68, '9-12': g912 };
