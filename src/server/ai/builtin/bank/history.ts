import { mc, sa, tf, type BankQuestion, type SubjectBank } from './types';

/*
 * History: world history with some breadth, one list per grade band. Facts are the
 * well-established ones textbooks agree on; anything disputed among historians was left out.
 * Tags after the first are synonyms a teacher might type instead (the matcher wants every word
 * of a tag in the teacher's topic, so "ancient greeks" needs its own tag beside "ancient greece").
 */

// Shared tag lists, so a band's questions on one topic answer the same teacher wordings.
const ANCIENT = 'ancient civilizations';
const EGYPT = ['ancient egypt', 'egypt', 'egyptians', ANCIENT];
const GREECE = ['ancient greece', 'greece', 'ancient greeks', ANCIENT];
const ROME = ['ancient rome', 'rome', 'romans', 'roman empire', ANCIENT];
const CHINA = ['ancient china', 'china', ANCIENT];
// The matcher drops one-letter words, so "world war i" also meets a "World War II" topic
// (ranked below the WW2 questions, which match more words).
const WW1 = ['world war i', 'first world war', 'wwi', 'ww1'];
const WW2 = ['world war ii', 'second world war', 'wwii', 'ww2'];

const early: readonly BankQuestion[] = [
  // past and present
  mc(
    ['past and present', 'long ago', 'then and now'],
    'Which of these happened in the past?',
    "Yesterday's lunch",
    ["Tomorrow's lunch", "Next week's field trip", "Next year's birthday party"],
    'The past is time that has already happened. Yesterday is over, while tomorrow, next week and next year are still to come.',
  ),
  mc(
    ['past and present', 'toys', 'long ago'],
    'Which toy could a child have played with 150 years ago?',
    'A wooden spinning top',
    ['A video game', 'A remote-control car', 'A talking robot toy'],
    'Spinning tops have been made of wood for thousands of years. Video games, remote-control cars and talking robots need electronics, which did not exist then.',
  ),
  mc(
    ['past and present', 'then and now'],
    'Which word means "what is happening now"?',
    'Present',
    ['Past', 'Long ago', 'Future'],
    'The present is now. The past and long ago have already happened, and the future has not happened yet.',
  ),
  tf(
    ['past and present', 'long ago'],
    'The past means things that have already happened.',
    true,
    'Anything that has already happened, even a minute ago, is in the past.',
  ),
  tf(
    ['past and present', 'family history'],
    'Grandparents were never children.',
    false,
    'Every grown-up was once a baby and a child. Grandparents were children long ago.',
  ),
  sa(
    ['past and present', 'then and now', 'how life changed'],
    'Name one thing people can do today that people long ago could not do.',
    'Any one, e.g.: talk on a mobile phone, watch television, fly in an airplane, use a computer or tablet.',
    'Accept any modern activity that depends on a newer invention such as electricity, engines or computers.',
  ),

  // timelines
  mc(
    ['timelines', 'chronology', 'sequence'],
    'A timeline shows events in what order?',
    'The order in which they happened',
    ['The order of the alphabet', 'The order from biggest to smallest', 'The order of colors'],
    'A timeline puts events in time order, from what happened first to what happened last.',
  ),
  mc(
    ['timelines', 'sequence'],
    'On a timeline of your life, which of these comes first?',
    'Being born',
    ['Starting school', 'Learning to read', 'Losing a first tooth'],
    'A person is born before they can start school, read or lose a tooth, so being born comes first.',
  ),
  mc(
    ['timelines', 'chronology'],
    'Which of these is the longest amount of time?',
    'A year',
    ['A day', 'A week', 'A month'],
    'A week has 7 days, a month has about 4 weeks, and a year has 12 months, so a year is the longest.',
  ),
  mc(
    ['timelines', 'past and present'],
    'What do we call the time that has not happened yet?',
    'The future',
    ['The past', 'Long ago', 'Yesterday'],
    'The future is the time still to come. The past, long ago and yesterday have already happened.',
  ),
  tf(
    ['timelines', 'sequence'],
    'On a timeline, something that happened last year comes before something that happened today.',
    true,
    'Last year happened earlier than today, and a timeline shows earlier events first.',
  ),
  sa(
    ['timelines', 'sequence', 'growing up'],
    'Put these in order from first to last: adult, baby, child.',
    'Baby, child, adult.',
    'People are born as babies, grow into children and then become adults.',
  ),

  // family history
  mc(
    ['family history', 'families'],
    'Who is your grandmother?',
    "Your parent's mother",
    ["Your parent's sister", "Your parent's brother", "Your sister's daughter"],
    "A grandmother is the mother of your mom or dad. A parent's sister is an aunt.",
  ),
  mc(
    ['family history', 'family tree', 'families'],
    'What does a family tree show?',
    'The people in a family and how they are related',
    [
      'The trees that grow near a family home',
      'How tall each person in a family is',
      'The foods a family likes to eat',
    ],
    'A family tree is a chart that shows family members, such as parents, grandparents and children, and how they are connected.',
  ),
  mc(
    ['family history', 'families', 'historical sources'],
    "Which is a good way to learn about your family's past?",
    'Ask an older relative about it',
    ['Watch a cartoon about space', 'Play a video game', 'Guess what might have happened'],
    'Older relatives lived through the past and can tell you what really happened in your family.',
  ),
  tf(
    ['family history', 'families'],
    'Families can be different sizes and can be made up in different ways.',
    true,
    'Some families are big and some are small, and families are made up of many different mixes of people.',
  ),
  tf(
    ['family history', 'families'],
    "Only people who are alive today are part of a family's history.",
    false,
    "A family's history also includes relatives who lived long ago, such as great-great-grandparents.",
  ),
  sa(
    ['family history', 'families', 'long ago'],
    'Write one question you could ask a grandparent about when they were young.',
    'Any fitting question, e.g.: What games did you play? What was your school like? What did your home look like?',
    "Accept any question about the grandparent's own childhood; it shows the student knows older relatives remember the past.",
  ),

  // communities
  mc(
    ['communities', 'community', 'neighborhood'],
    'What is a community?',
    'A group of people who live, work or play in the same place',
    [
      'One person who lives far away from others',
      'A kind of weather that comes in spring',
      'A building where a town stores its food',
    ],
    'A community is a group of people who share a place, such as a town or a neighborhood.',
  ),
  mc(
    ['communities', 'community', 'museums'],
    "Which place in a community often keeps old photos and objects from the town's past?",
    'A museum',
    ['A bakery', 'A gas station', 'A shoe store'],
    'Museums collect and display objects from the past so people can learn about history.',
  ),
  mc(
    ['communities', 'community', 'long ago'],
    'Long ago, where did people in many small towns buy food and supplies?',
    'A general store',
    ['An online shop', 'A shopping app', 'A delivery drone'],
    'Long ago, many small towns had a general store that sold food, cloth, tools and other supplies.',
  ),
  mc(
    ['communities', 'community', 'historical sources'],
    'Which of these could show you how your town looked long ago?',
    'Old photographs of the town',
    ["Tomorrow's weather report", 'A new toy catalog', 'A video game about space'],
    'Old photographs were taken in the past, so they show what the town really looked like then.',
  ),
  tf(
    ['communities', 'community'],
    'Every community in the world looks exactly the same.',
    false,
    'Communities are different: some are big cities, some are small towns, and they have different homes, jobs and weather.',
  ),
  sa(
    ['communities', 'community', 'then and now'],
    'Name one way a community can be different now than it was long ago.',
    'Any one, e.g.: more houses and roads, cars instead of horses, new stores or schools, electric lights.',
    'Accept any sensible change over time; communities grow and change as people build and invent new things.',
  ),

  // transportation
  mc(
    ['transportation', 'how life changed', 'long ago'],
    'Before cars, how did many people travel over land?',
    'By horse and wagon',
    ['By airplane', 'By electric scooter', 'By helicopter'],
    'Before cars were invented, people walked or used horses and wagons to travel over land.',
  ),
  mc(
    ['transportation', 'inventions'],
    'Which way to travel was invented most recently?',
    'The airplane',
    ['The sailboat', 'The horse and wagon', 'The canoe'],
    'Canoes, sailboats and wagons are thousands of years old; the first airplane flew in 1903.',
  ),
  mc(
    ['transportation', 'trains'],
    'Long ago, steam trains burned something to make steam. What did they burn?',
    'Coal or wood',
    ['Sand and rocks', 'Ice and snow', 'Salt and sugar'],
    'Steam trains burned coal or wood to heat water into steam, and the steam pushed the parts that turned the wheels.',
  ),
  tf(
    ['transportation', 'inventions'],
    'Airplanes were invented before the wheel.',
    false,
    'The wheel was invented thousands of years ago; airplanes are only a little more than 100 years old.',
  ),
  tf(
    ['transportation', 'long ago'],
    'Long ago, people used boats to travel on rivers and seas.',
    true,
    'People have made boats, such as canoes and sailboats, for thousands of years.',
  ),
  sa(
    ['transportation', 'then and now'],
    'How is traveling by car different from traveling by horse and wagon?',
    'A car has an engine and is usually much faster; a wagon is pulled by horses and goes slowly.',
    'Accept any correct difference, such as speed, engine versus horses, or comfort.',
  ),

  // communication
  mc(
    ['communication', 'how life changed', 'long ago'],
    'Long ago, before telephones, how did people send messages to someone far away?',
    'They wrote letters',
    ['They sent text messages', 'They made video calls', 'They sent emails'],
    'Before telephones, people wrote letters and sent them by messenger or mail.',
  ),
  mc(
    ['communication', 'inventions'],
    'Which way to send a message was invented most recently?',
    'A video call',
    ['A handwritten letter', 'A smoke signal', 'A drum signal'],
    'Smoke signals, drums and letters are very old; video calls need computers or smartphones and the internet.',
  ),
  mc(
    ['communication', 'long ago'],
    'Long ago, before radio and television, how did many people get the news?',
    'From newspapers',
    ['From social media', 'From streaming videos', 'From phone alerts'],
    'Newspapers were printed long before radio and television; social media, streaming and phone alerts are very recent.',
  ),
  mc(
    ['communication', 'communities'],
    "Who brings letters to people's homes?",
    'A mail carrier',
    ['A firefighter', 'A baker', 'A farmer'],
    'Mail carriers deliver letters and packages; people have sent letters this way for a very long time.',
  ),
  tf(
    ['communication', 'long ago'],
    'People long ago could send emails.',
    false,
    'Email needs computers and the internet, which were invented only recently.',
  ),
  sa(
    ['communication', 'then and now'],
    'Name two ways people can send a message today.',
    'Any two, e.g.: phone call, text message, email, video call, letter.',
    'Accept any two real ways of communicating; letters still count as a way people send messages today.',
  ),

  // school long ago
  mc(
    ['school long ago', 'then and now', 'long ago'],
    'How did children learn in a one-room schoolhouse long ago?',
    'Children of many ages learned together in one room',
    [
      'Each grade had its own building',
      'Each child had their own teacher',
      'Only grown-ups were allowed to learn',
    ],
    'In a one-room schoolhouse, one teacher taught children of many ages and grades in the same room.',
  ),
  mc(
    ['school long ago', 'long ago'],
    'Long ago, many students wrote on a small board instead of paper. What was it called?',
    'A slate',
    ['A tablet computer', 'A whiteboard', 'A laptop'],
    'Paper cost a lot, so students wrote on slates with chalk or a slate pencil and wiped them clean.',
  ),
  mc(
    ['school long ago', 'long ago'],
    'Long ago, what did many one-room schools use to keep warm in winter?',
    'A wood or coal stove',
    ['Central heating', 'An electric heater', 'Solar panels'],
    'Many old schoolhouses had a stove in the middle of the room, and it was fed with wood or coal.',
  ),
  tf(
    ['school long ago', 'long ago'],
    'Long ago, many children walked to school because there were no school buses.',
    true,
    'Before school buses, many children walked to school, sometimes a long way.',
  ),
  tf(
    ['school long ago', 'long ago'],
    'Children in one-room schoolhouses used computers for their lessons.',
    false,
    'Computers did not exist then; children used slates, chalk, books and paper.',
  ),
  sa(
    ['school long ago', 'then and now'],
    'Name one thing that is the same about school long ago and school today.',
    'Any one, e.g.: children learn reading, writing and math; there is a teacher; children play at recess.',
    'Accept any sensible similarity; it shows the student can compare the past and the present.',
  ),

  // homes long ago
  mc(
    ['homes long ago', 'daily life', 'long ago'],
    'Long ago, how did many people keep food cold before electric refrigerators?',
    'In an icebox with a block of ice',
    ['In a microwave oven', 'In front of an electric fan', 'In a toaster'],
    'An icebox was a cupboard that held a big block of ice to keep food cold.',
  ),
  mc(
    ['homes long ago', 'daily life'],
    'Before homes had running water, where did many families get their water?',
    'From a well, pump or stream',
    ['From a kitchen tap', 'From a dishwasher', 'From bottles at a supermarket'],
    'Without pipes to the house, families carried water from a well, a pump or a stream.',
  ),
  mc(
    ['homes long ago', 'daily life'],
    'Long ago, how did people wash clothes before there were washing machines?',
    'By hand on a washboard',
    ['With a vacuum cleaner', 'In a dishwasher', 'In an electric clothes dryer'],
    'People scrubbed clothes by hand on a washboard in a tub of water, which was hard work.',
  ),
  mc(
    ['homes long ago', 'daily life', 'long ago'],
    'Before electric lights, what did many people use to light their homes at night?',
    'Candles and oil lamps',
    ['Flashlights', 'Light bulbs', 'Phone screens'],
    'Before electric lighting, people lit their homes with flames from candles and oil lamps.',
  ),
  tf(
    ['homes long ago', 'daily life'],
    'Long ago, many homes had a fireplace or a stove to cook food and keep warm.',
    true,
    'Fireplaces and wood or coal stoves were used for cooking and heating before electric and gas appliances.',
  ),
  sa(
    ['homes long ago', 'then and now'],
    'Name one thing in homes today that homes long ago did not have.',
    'Any one, e.g.: television, refrigerator, microwave, computer, electric lights.',
    'Accept any modern object that needs electricity or recent technology.',
  ),
];

const elementary: readonly BankQuestion[] = [
  // ancient egypt
  mc(
    EGYPT,
    'Which river was most important to the people of ancient Egypt?',
    'The Nile',
    ['The Amazon', 'The Mississippi', 'The Thames'],
    'Ancient Egypt grew up along the Nile, which gave water for drinking, farming and travel.',
  ),
  mc(
    EGYPT,
    'What were the great pyramids of Giza built as?',
    'Tombs for pharaohs',
    ['Homes for farmers', 'Markets for trade', 'Schools for scribes'],
    'The pyramids of Giza were built as tombs for pharaohs, such as Khufu, to protect their bodies for the afterlife.',
  ),
  mc(
    EGYPT,
    'What was the ruler of ancient Egypt called?',
    'Pharaoh',
    ['Caesar', 'Shogun', 'Sultan'],
    'Egyptian kings were called pharaohs. Caesar is a Roman title, shogun a Japanese one and sultan a title used in Muslim lands.',
  ),
  mc(
    [...EGYPT, 'hieroglyphs'],
    'Which discovery helped experts learn to read Egyptian hieroglyphs?',
    'The Rosetta Stone',
    ['The Dead Sea Scrolls', 'The Terracotta Army', 'Stonehenge'],
    'The Rosetta Stone has the same text in hieroglyphs and in Greek, which let scholars such as Champollion decode hieroglyphs in the 1820s.',
  ),
  tf(
    [...EGYPT, 'hieroglyphs'],
    'The ancient Egyptians used a writing system made of pictures and symbols called hieroglyphs.',
    true,
    'Hieroglyphs were the picture-based writing of ancient Egypt, carved on temples and tombs and written on papyrus.',
  ),
  sa(
    [...EGYPT, 'nile'],
    'Why was the yearly flooding of the Nile important to ancient Egyptian farmers?',
    'The flood left rich, dark soil (silt) on the fields, so crops grew well.',
    'Each year the Nile overflowed and left fertile silt behind; farmers planted in it once the water went down.',
  ),

  // ancient greece
  mc(
    [...GREECE, 'democracy'],
    'Which city in ancient Greece is known as the birthplace of democracy?',
    'Athens',
    ['Sparta', 'Corinth', 'Rome'],
    'Around 500 BC Athens began a system in which its citizens voted on laws, the first well-known democracy.',
  ),
  mc(
    [...GREECE, 'olympics'],
    'In which ancient civilization did the Olympic Games begin?',
    'Ancient Greece',
    ['Ancient Egypt', 'Ancient China', 'Ancient Rome'],
    'The first Olympic Games were held at Olympia in Greece; the traditional date is 776 BC.',
  ),
  mc(
    GREECE,
    'Which Greek city-state was famous for training its boys to be strong soldiers?',
    'Sparta',
    ['Athens', 'Troy', 'Alexandria'],
    'Spartan boys left home at about age seven to train as soldiers, and Sparta was known for its army.',
  ),
  tf(
    [...GREECE, 'democracy'],
    'In ancient Athens, all adults, including women and enslaved people, could vote.',
    false,
    'Only free adult men who were citizens could vote in Athens; women, enslaved people and foreigners could not.',
  ),
  tf(
    [...GREECE, 'myths'],
    'The ancient Greeks told stories about many gods, such as Zeus.',
    true,
    'The Greeks believed in many gods, with Zeus as king of the gods, and told myths about them.',
  ),
  sa(
    [...GREECE, 'democracy'],
    'What does the word "democracy" mean?',
    'Rule by the people: citizens have a say in government, for example by voting.',
    'The word comes from Greek "demos" (people) and "kratos" (power or rule).',
  ),

  // ancient rome
  mc(
    ROME,
    'What were the stone channels that carried water into Roman cities called?',
    'Aqueducts',
    ['Pyramids', 'Ziggurats', 'Pagodas'],
    'Roman aqueducts carried water from far away using a gentle downhill slope; some still stand today.',
  ),
  mc(
    ROME,
    'Which language did the ancient Romans speak?',
    'Latin',
    ['Spanish', 'English', 'Arabic'],
    'The Romans spoke Latin. Spanish, French, Italian and other languages later grew out of it.',
  ),
  mc(
    ROME,
    'What is the name of the huge arena in Rome where gladiators fought?',
    'The Colosseum',
    ['The Parthenon', 'The Great Wall', 'The Sphinx'],
    'The Colosseum in Rome, opened in AD 80, held gladiator fights and other shows for large crowds.',
  ),
  mc(
    ROME,
    'Who was the first emperor of Rome?',
    'Augustus',
    ['Julius Caesar', 'Nero', 'Alexander the Great'],
    'Augustus became the first Roman emperor in 27 BC. Julius Caesar was a powerful leader but was never emperor.',
  ),
  tf(
    [...ROME, 'roman numerals'],
    'Roman numerals are still used today, for example on some clocks.',
    true,
    'Roman numerals still appear on clock faces, in book chapters and after the names of kings and queens, such as Henry VIII.',
  ),
  sa(
    [...ROME, 'roman numerals'],
    'Write the number 14 in Roman numerals.',
    'XIV',
    'X is 10, and IV is 4 (one less than five), so 14 is XIV.',
  ),

  // ancient china
  mc(
    [...CHINA, 'great wall'],
    'Which long wall was built in China to help protect against invaders from the north?',
    'The Great Wall',
    ["Hadrian's Wall", 'The Berlin Wall', 'The Western Wall'],
    "The Great Wall of China was built and rebuilt over many centuries to guard China's northern border. Hadrian's Wall is in Britain.",
  ),
  mc(
    [...CHINA, 'inventions'],
    'Which of these was invented in ancient China?',
    'Paper',
    ['The telephone', 'The light bulb', 'The airplane'],
    'Paper was invented in China about 2,000 years ago; the others are modern inventions.',
  ),
  mc(
    [...CHINA, 'silk road', 'trade'],
    'What was the Silk Road?',
    'Trade routes linking China with lands to the west',
    [
      'A wall built around an ancient Chinese city',
      'A river in China lined with silk mills',
      'A single road paved with silk cloth',
    ],
    'The Silk Road was many trade routes over land, along which silk, spices, ideas and inventions traveled between China, Central Asia, the Middle East and Europe.',
  ),
  mc(
    [...CHINA, 'terracotta army'],
    'Which emperor first united China and had the Terracotta Army made for his tomb?',
    'Qin Shi Huang',
    ['Kublai Khan', 'Confucius', 'Genghis Khan'],
    'Qin Shi Huang united China in 221 BC; thousands of clay soldiers were buried near his tomb.',
  ),
  tf(
    [...CHINA, 'great wall'],
    'The Great Wall of China was built in a single year by one emperor.',
    false,
    'The Great Wall was built, joined and rebuilt by many rulers over many centuries.',
  ),
  sa(
    [...CHINA, 'inventions'],
    'Name two things that were invented in ancient China.',
    'Any two of: paper, printing, the compass, gunpowder, silk making.',
    'Paper, printing, the compass and gunpowder are often called the four great inventions of ancient China.',
  ),

  // explorers
  mc(
    ['explorers', 'exploration', 'columbus'],
    'In 1492, Christopher Columbus sailed across which ocean?',
    'The Atlantic Ocean',
    ['The Pacific Ocean', 'The Indian Ocean', 'The Arctic Ocean'],
    'Columbus sailed west from Spain across the Atlantic and reached islands in the Caribbean.',
  ),
  mc(
    ['explorers', 'exploration'],
    'Whose expedition was the first to sail all the way around the world?',
    "Ferdinand Magellan's",
    ["Christopher Columbus's", "Marco Polo's", "Vasco da Gama's"],
    "Magellan's expedition left Spain in 1519; one ship returned in 1522 after going all the way around the world.",
  ),
  mc(
    ['explorers', 'exploration', 'china'],
    'Which traveler from Venice journeyed to China in the 1200s, and had his travels written in a famous book?',
    'Marco Polo',
    ['Christopher Columbus', 'Ferdinand Magellan', 'Vasco da Gama'],
    'Marco Polo spent years in China at the court of Kublai Khan, and the book of his travels made Europeans curious about Asia.',
  ),
  tf(
    ['explorers', 'exploration', 'vikings'],
    'Vikings from Scandinavia reached North America about 500 years before Columbus.',
    true,
    'Around the year 1000, Leif Erikson and other Norse sailors reached Newfoundland in present-day Canada.',
  ),
  tf(
    ['explorers', 'exploration'],
    'Ferdinand Magellan himself sailed all the way around the world and returned home.',
    false,
    'Magellan was killed in the Philippines in 1521; the voyage was finished by Juan Sebastián Elcano and a small crew.',
  ),
  sa(
    ['explorers', 'exploration'],
    'Name one tool that explorers used to find their way at sea.',
    'A compass (also accept astrolabe, maps or charts, or using the stars).',
    'A compass shows direction, and an astrolabe and the stars helped sailors work out how far north or south they were.',
  ),

  // inventions
  mc(
    ['inventions', 'printing press'],
    'Who built a printing press with movable metal type in Europe in the mid-1400s?',
    'Johannes Gutenberg',
    ['Thomas Edison', 'Alexander Graham Bell', 'Leonardo da Vinci'],
    "Gutenberg's press in Mainz, Germany, could print many copies of a page quickly, such as in his famous Bible.",
  ),
  mc(
    ['inventions', 'telephone'],
    'Alexander Graham Bell is best known for which invention?',
    'The telephone',
    ['The light bulb', 'The airplane', 'The steam engine'],
    'Bell received a patent for the telephone in 1876.',
  ),
  mc(
    ['inventions', 'airplanes', 'wright brothers'],
    'In which year did the Wright brothers make the first powered airplane flight?',
    '1903',
    ['1803', '1869', '1969'],
    'Orville and Wilbur Wright flew the first powered, controlled airplane at Kitty Hawk, North Carolina, in December 1903.',
  ),
  tf(
    ['inventions', 'light bulb'],
    'Thomas Edison is known for developing a practical, long-lasting electric light bulb.',
    true,
    "Edison's team made a long-lasting light bulb in 1879 and built systems to bring electric light into homes.",
  ),
  tf(
    ['inventions', 'chronology'],
    'The telephone was invented before the printing press.',
    false,
    'The printing press came in the mid-1400s, more than 400 years before the telephone (1876).',
  ),
  sa(
    ['inventions', 'how life changed'],
    "Choose one invention and explain how it changed people's lives.",
    'Example: the printing press made books cheaper so more people could learn to read; the telephone let people talk across long distances.',
    'Accept any real invention with a correct, specific change to daily life.',
  ),

  // historical sources
  mc(
    ['historical sources', 'primary sources', 'sources'],
    'Which of these is a primary source about a battle?',
    'A letter written by a soldier who fought in it',
    [
      'A textbook chapter written 100 years later',
      'An encyclopedia article about it',
      'A movie about it made today',
    ],
    'A primary source was made at the time by someone who was there; the others were made later by people who were not.',
  ),
  mc(
    ['historical sources', 'artifacts', 'archaeology'],
    'What is an artifact?',
    'An object made or used by people in the past',
    ['A story made up about the future', 'A type of ancient animal', 'A brand-new building'],
    'Artifacts, such as pots, tools and coins, are things people made or used, and they help us learn about the past.',
  ),
  mc(
    ['historical sources', 'archaeology', 'artifacts'],
    'What kind of scientist digs up and studies objects left behind by people long ago?',
    'An archaeologist',
    ['An astronomer', 'A meteorologist', 'A veterinarian'],
    'Archaeologists study the past by finding and examining artifacts and remains of buildings.',
  ),
  tf(
    ['historical sources', 'primary sources', 'sources'],
    'A textbook written this year about ancient Egypt is a primary source.',
    false,
    'A textbook written long after the events is a secondary source; primary sources come from the time itself.',
  ),
  sa(
    ['historical sources', 'primary sources', 'secondary sources'],
    'What is the difference between a primary source and a secondary source?',
    'A primary source was made at the time by someone who was there (a diary, letter or photo); a secondary source was made later by someone studying it (a textbook or encyclopedia).',
    'The key idea is when and by whom the source was made: at the time, or later from other sources.',
  ),

  // chronology
  mc(
    ['chronology', 'timelines', 'centuries'],
    'Which of these years is in the 19th century (the 1800s)?',
    '1865',
    ['1776', '1945', '1999'],
    'The 19th century covers the years 1801 to 1900, so 1865 is in it. 1776 is in the 18th century; 1945 and 1999 are in the 20th.',
  ),
  mc(
    ['chronology', 'timelines', ...EGYPT],
    'Which of these events happened first?',
    'Building the Great Pyramid of Giza',
    [
      'Holding the first Olympic Games',
      "Columbus's first voyage to America",
      'The first landing on the Moon',
    ],
    'The Great Pyramid was built around 2560 BC, long before the first Olympics (776 BC), Columbus (1492) and the Moon landing (1969).',
  ),
  tf(
    ['chronology', 'centuries'],
    'The year 1776 is in the 18th century.',
    true,
    'The 18th century covers the years 1701 to 1800, so 1776 is in it.',
  ),
  tf(
    ['chronology', 'timelines', 'bc and ad'],
    'On a timeline, 500 BC comes after AD 100.',
    false,
    'Years BC come before years AD, so 500 BC is about 600 years earlier than AD 100.',
  ),
  sa(
    ['chronology', 'timelines'],
    'How many years passed between 1492 and 1776?',
    '284 years',
    'Subtract the earlier year from the later one: 1776 - 1492 = 284.',
  ),

  // government and citizenship
  mc(
    ['citizenship', 'government', 'citizens'],
    'What is a citizen?',
    'A legal member of a country',
    ['A tourist on vacation', 'The leader of another country', 'A building where laws are made'],
    'A citizen belongs to a country by law and has the rights and responsibilities that come with it.',
  ),
  mc(
    ['citizenship', 'government', 'democracy', 'voting'],
    'In a democracy, how do citizens usually choose their leaders?',
    'By voting in elections',
    ['By flipping a coin', 'By letting the king pick his son', 'By holding a running race'],
    'In a democracy, citizens choose leaders by voting, and the leaders must face elections again.',
  ),
  tf(
    ['citizenship', 'government', 'rules and laws'],
    'Following the laws is one responsibility of a citizen.',
    true,
    'Citizens are expected to obey the law, along with other responsibilities such as respecting the rights of others.',
  ),
  tf(
    ['citizenship', 'government'],
    'In a monarchy, the people always elect the king or queen every four years.',
    false,
    'In a monarchy, the crown usually passes down in a family, for example from a king or queen to their child.',
  ),
  sa(
    ['citizenship', 'government', 'rights and responsibilities'],
    'Name one right and one responsibility of citizens in a democracy.',
    'Right: e.g. to vote, to speak freely, to a fair trial. Responsibility: e.g. to obey laws, pay taxes, serve on a jury, respect the rights of others.',
    'Accept one correct right and one correct responsibility; rights are freedoms the government protects, responsibilities are duties citizens owe.',
  ),
];

const middle: readonly BankQuestion[] = [
  // mesopotamia
  mc(
    ['mesopotamia', 'fertile crescent', ANCIENT],
    'Mesopotamia developed between which two rivers?',
    'The Tigris and the Euphrates',
    ['The Nile and the Congo', 'The Indus and the Ganges', 'The Yellow and the Yangtze'],
    'Mesopotamia means "land between the rivers": the Tigris and the Euphrates, in present-day Iraq.',
  ),
  mc(
    ['mesopotamia', 'sumer', 'writing'],
    'What was cuneiform?',
    'Wedge-shaped writing pressed into clay',
    [
      'A stepped temple tower made of brick',
      'A law code carved on a stone pillar',
      'A network of irrigation canals',
    ],
    'Sumerian scribes pressed a cut reed into wet clay, leaving wedge-shaped marks; cuneiform means "wedge-shaped".',
  ),
  mc(
    ['mesopotamia', 'babylon', 'laws'],
    'Which Babylonian king is known for one of the earliest written law codes?',
    'Hammurabi',
    ['Ramses II', 'Cyrus the Great', 'Nebuchadnezzar II'],
    "Hammurabi's Code, from about 1754 BC, listed laws and punishments on a stone pillar for all to see.",
  ),
  mc(
    ['mesopotamia', 'farming'],
    'Why did farmers in Mesopotamia dig irrigation canals?',
    'To bring river water to their fields',
    ['To stop enemy ships reaching cities', 'To search for gold', 'To mark the borders of empires'],
    'Rain was scarce, so farmers dug canals to carry water from the Tigris and Euphrates to their crops.',
  ),
  tf(
    ['mesopotamia', 'sumer', 'writing'],
    'The Sumerians of Mesopotamia were among the first people to develop writing.',
    true,
    'Sumerian cuneiform dates from about 3200 BC, making it one of the earliest known writing systems.',
  ),
  sa(
    ['mesopotamia', 'fertile crescent'],
    'Why was Mesopotamia part of the region called the "Fertile Crescent"?',
    'It lay in a crescent-shaped region of the Middle East where river water and rich soil made good farmland.',
    'The rivers and their floods left fertile soil, and with irrigation farmers could grow enough food to support cities.',
  ),

  // ancient india
  mc(
    ['ancient india', 'india', 'indus valley', ANCIENT],
    'The Indus Valley cities, such as Mohenjo-daro, are known for what?',
    'Carefully planned streets and drains',
    [
      'Huge pyramids built as royal tombs',
      'Arenas for gladiator fights',
      'Tall stepped temple towers',
    ],
    'Indus Valley cities had grid-like streets, brick houses and covered drains, showing careful planning around 2500 BC.',
  ),
  mc(
    ['ancient india', 'india', 'buddhism', 'religions'],
    'Who founded Buddhism?',
    'Siddhartha Gautama',
    ['Confucius', 'Emperor Ashoka', 'Chandragupta Maurya'],
    'Siddhartha Gautama, a prince who gave up his wealth, taught the path to enlightenment in northern India.',
  ),
  mc(
    ['ancient india', 'india', 'maurya empire'],
    'Which Mauryan emperor turned to Buddhism after a bloody war and had his edicts carved on pillars?',
    'Ashoka',
    ['Chandragupta Maurya', 'Akbar', 'Shah Jahan'],
    'After the bloody conquest of Kalinga, Ashoka promoted Buddhism and nonviolence and carved his edicts on rocks and pillars.',
  ),
  tf(
    ['ancient india', 'india', 'hinduism', 'religions'],
    'Hinduism is one of the oldest religions still practiced today.',
    true,
    'Hinduism developed in India over thousands of years and is practiced by hundreds of millions of people today.',
  ),
  tf(
    ['ancient india', 'india', 'indus valley'],
    'Experts have fully deciphered the writing of the Indus Valley civilization.',
    false,
    'The Indus script has not been deciphered, so much about this civilization is still unknown.',
  ),
  sa(
    ['ancient india', 'india', 'mathematics'],
    'Name one achievement of mathematicians in ancient and medieval India.',
    'The decimal place-value system with zero as a number (the basis of the digits we use today); also accept work in algebra or astronomy, e.g. by Aryabhata.',
    'Indian mathematicians developed place-value numerals with zero, which spread through the Islamic world to Europe.',
  ),

  // ancient greece
  mc(
    [...GREECE, 'philosophers'],
    'Which Athenian philosopher was sentenced to death in 399 BC and is known mainly through the writings of his student Plato?',
    'Socrates',
    ['Aristotle', 'Pythagoras', 'Homer'],
    'Socrates wrote nothing himself; Plato recorded his ideas in dialogues, including his trial and death.',
  ),
  mc(
    [...GREECE, 'literature'],
    'Which two epic poems are traditionally credited to Homer?',
    'The Iliad and the Odyssey',
    [
      'The Aeneid and the Metamorphoses',
      'The Epic of Gilgamesh and the Enuma Elish',
      'The Republic and the Laws',
    ],
    "The Iliad tells of the Trojan War and the Odyssey of Odysseus's journey home; the Aeneid is Roman (Virgil) and the Republic is by Plato.",
  ),
  mc(
    [...GREECE, 'alexander the great'],
    'Whose conquests in the 300s BC spread Greek culture from Egypt to the edge of India?',
    'Alexander the Great',
    ['Julius Caesar', 'Pericles', 'Darius I'],
    'Alexander of Macedon conquered the Persian Empire, and Greek language and culture spread across the lands he ruled.',
  ),
  tf(
    [...GREECE, 'architecture'],
    'The Parthenon in Athens was built as a temple to the goddess Athena.',
    true,
    'The Parthenon was built on the Acropolis in the 400s BC to honor Athena, the patron goddess of Athens.',
  ),
  tf(
    [...GREECE, 'sparta', 'athens'],
    'Athens and Sparta fought on the same side throughout the Peloponnesian War.',
    false,
    'The Peloponnesian War (431-404 BC) was fought between Athens and Sparta and their allies; Sparta won.',
  ),
  sa(
    [...GREECE, 'democracy', 'athens'],
    'Give one way ancient Athenian democracy differed from most democracies today.',
    'It was direct: citizens voted on laws themselves. Also accept: only free adult male citizens took part, so women, enslaved people and foreigners were excluded.',
    'Most modern democracies are representative and let all adult citizens vote.',
  ),

  // ancient rome
  mc(
    [...ROME, 'roman republic', 'government'],
    'In the Roman Republic, what were the two officials elected each year to lead the government and army called?',
    'Consuls',
    ['Kings', 'Emperors', 'Pharaohs'],
    'Two consuls shared power for one year, so no single person could rule like a king.',
  ),
  mc(
    [...ROME, 'roman republic'],
    'What were the two main social classes of the early Roman Republic?',
    'Patricians and plebeians',
    ['Samurai and daimyo', 'Lords and serfs', 'Brahmins and Shudras'],
    'Patricians were wealthy, old families; plebeians were the ordinary citizens, who struggled for a greater share of power.',
  ),
  mc(
    [...ROME, 'fall of rome'],
    'In which year is the Western Roman Empire traditionally said to have ended?',
    'AD 476',
    ['44 BC', 'AD 79', 'AD 1453'],
    'In AD 476 the Germanic general Odoacer removed the western emperor Romulus Augustulus. AD 1453 is when the Eastern (Byzantine) Empire fell.',
  ),
  mc(
    [...ROME, 'roman republic', 'laws'],
    'The Twelve Tables were important to the Roman Republic because they...',
    'Wrote down laws so all citizens could know them',
    [
      'Listed the emperors in order',
      'Mapped the roads of the empire',
      'Recorded the dates of chariot races',
    ],
    'Written around 450 BC after plebeian demands, the Twelve Tables made laws public instead of known only to patrician officials.',
  ),
  tf(
    [...ROME, 'julius caesar'],
    'Julius Caesar was assassinated in 44 BC.',
    true,
    'A group of senators killed Caesar on the Ides of March (15 March) 44 BC, fearing he had become too powerful.',
  ),
  sa(
    [...ROME, 'fall of rome'],
    'Name two reasons historians give for the fall of the Western Roman Empire.',
    'Any two: invasions by Germanic peoples, civil wars and weak leadership, economic trouble and heavy taxes, an empire too large to defend, dependence on hired soldiers.',
    'Historians see the fall as having several causes that worked together over a long time.',
  ),

  // middle ages
  mc(
    ['middle ages', 'medieval', 'feudalism'],
    'In medieval European feudalism, what did a lord give a knight in return for military service?',
    'Land, called a fief',
    ['A seat in parliament', 'Freedom from all laws', "A share of the king's crown"],
    'Under feudalism, land (a fief) was granted in exchange for loyalty and military service.',
  ),
  mc(
    ['middle ages', 'medieval', 'black death'],
    'The Black Death that swept Europe in the mid-1300s was an outbreak of which disease?',
    'Plague',
    ['Smallpox', 'Influenza', 'Measles'],
    'The Black Death (1347-1351) was plague, caused by the bacterium Yersinia pestis.',
  ),
  mc(
    ['middle ages', 'medieval', 'magna carta', 'government'],
    'What principle did Magna Carta, agreed to by King John of England in 1215, establish?',
    'That the king was also subject to the law',
    [
      'That all adults could vote',
      'That England would have no king',
      'That the king owned all land and people',
    ],
    'Magna Carta limited royal power and became a symbol of the idea that no ruler is above the law.',
  ),
  tf(
    ['middle ages', 'medieval', 'feudalism'],
    "Serfs were peasants who were bound to live and work on a lord's land.",
    true,
    "Serfs farmed the lord's land and could not leave it without permission, in return for protection and land of their own to farm.",
  ),
  tf(
    ['middle ages', 'medieval', 'black death'],
    'The Black Death killed only a few hundred people in Europe.',
    false,
    "Historians estimate it killed roughly a third or more of Europe's population, tens of millions of people.",
  ),
  sa(
    ['middle ages', 'medieval', 'black death'],
    'Describe one effect of the Black Death on medieval Europe.',
    'Any one, e.g.: a huge share of people died; labor shortages let surviving peasants demand higher wages; the feudal system weakened.',
    'With so many workers dead, labor became valuable, which loosened the ties that bound peasants to the land.',
  ),

  // renaissance (and the reformation it led into)
  mc(
    ['renaissance', 'italy'],
    'In which country did the Renaissance begin in the 1300s?',
    'Italy',
    ['England', 'Spain', 'Russia'],
    'The Renaissance began in Italian city-states such as Florence, which were rich from trade.',
  ),
  mc(
    ['renaissance', 'art', 'michelangelo'],
    'Who painted the ceiling of the Sistine Chapel?',
    'Michelangelo',
    ['Leonardo da Vinci', 'Raphael', 'Donatello'],
    'Michelangelo painted the Sistine Chapel ceiling in Rome between 1508 and 1512.',
  ),
  mc(
    ['renaissance', 'humanism'],
    'What did Renaissance humanists especially study and admire?',
    'The writings of ancient Greece and Rome',
    [
      'Only the laws of their own town',
      'Only the lives of medieval kings',
      'The scientific journals of their day',
    ],
    'Humanists revived classical Greek and Roman texts and stressed human potential and achievement.',
  ),
  mc(
    ['renaissance', 'reformation', 'martin luther'],
    'In 1517, who wrote the Ninety-five Theses criticizing the sale of indulgences?',
    'Martin Luther',
    ['John Calvin', 'Henry VIII', 'Galileo Galilei'],
    "Luther's Ninety-five Theses challenged church practices and started the Protestant Reformation.",
  ),
  tf(
    ['renaissance', 'printing press'],
    'The printing press slowed the spread of Renaissance ideas.',
    false,
    'The printing press made books cheaper and faster to produce, so Renaissance and Reformation ideas spread much faster.',
  ),
  sa(
    ['renaissance', 'medici', 'florence'],
    'Why did wealthy families such as the Medici matter to the Renaissance?',
    'As patrons they paid artists, architects and scholars, funding art, buildings and learning in cities such as Florence.',
    'Patronage gave artists the money and commissions to produce the works the Renaissance is known for.',
  ),

  // age of exploration
  mc(
    ['age of exploration', 'exploration', 'explorers'],
    'Which Portuguese prince sponsored voyages down the west coast of Africa in the 1400s?',
    'Prince Henry the Navigator',
    ['King Ferdinand of Spain', 'King Henry VIII of England', 'King Louis XIV of France'],
    'Prince Henry of Portugal paid for voyages and shipbuilding that pushed Portuguese sailors further along the African coast.',
  ),
  mc(
    ['age of exploration', 'exploration', 'columbian exchange'],
    'What was the Columbian Exchange?',
    'The swap of crops, animals and diseases across the Atlantic after 1492',
    [
      'A treaty dividing South America between Spain and France',
      'A bank Columbus founded in Spain to pay for his voyages',
      'A trade route that carried silk from Venice to China',
    ],
    'After 1492, crops such as potatoes and maize went east, horses and wheat went west, and diseases like smallpox devastated the Americas.',
  ),
  mc(
    ['age of exploration', 'exploration'],
    'The 1494 Treaty of Tordesillas divided newly claimed lands outside Europe between which two countries?',
    'Spain and Portugal',
    ['England and France', 'Spain and England', 'Portugal and the Netherlands'],
    'The treaty drew a line in the Atlantic: lands to the west went to Spain and to the east to Portugal, which is why Brazil speaks Portuguese.',
  ),
  tf(
    ['age of exploration', 'exploration', 'columbian exchange'],
    'Diseases such as smallpox brought by Europeans killed huge numbers of Indigenous people in the Americas.',
    true,
    'Indigenous Americans had little or no immunity to diseases like smallpox and measles, and epidemics killed a large share of the population.',
  ),
  tf(
    ['age of exploration', 'exploration', 'columbus'],
    'On his 1492 voyage, Columbus reached Asia, as he had planned.',
    false,
    'Columbus reached islands in the Caribbean, though he believed he was near Asia.',
  ),
  sa(
    ['age of exploration', 'exploration', 'explorers'],
    'Give two reasons European countries sponsored voyages of exploration in the 1400s and 1500s.',
    'Any two: to find sea routes to Asia for spices and trade, to gain wealth such as gold, to spread Christianity, to win land and power over rival countries.',
    'Often summarized as "gold, God and glory": wealth, religion and national power.',
  ),

  // ancient americas
  mc(
    ['ancient americas', 'aztecs', 'mesoamerica'],
    'What was the capital city of the Aztec Empire, built on an island in a lake?',
    'Tenochtitlan',
    ['Cusco', 'Machu Picchu', 'Chichen Itza'],
    'Tenochtitlan stood on an island in Lake Texcoco, where Mexico City is today. Cusco and Machu Picchu are Inca; Chichen Itza is Maya.',
  ),
  mc(
    ['ancient americas', 'inca'],
    'The Inca Empire was centered in which mountain range?',
    'The Andes',
    ['The Rocky Mountains', 'The Alps', 'The Himalayas'],
    'The Inca Empire stretched along the Andes of western South America, with its capital at Cusco in present-day Peru.',
  ),
  mc(
    ['ancient americas', 'aztecs', 'conquistadors'],
    'Which Spanish conquistador led the conquest of the Aztec Empire?',
    'Hernán Cortés',
    ['Francisco Pizarro', 'Vasco da Gama', 'Ferdinand Magellan'],
    'Cortés and his Indigenous allies conquered the Aztec Empire by 1521; Pizarro later conquered the Inca.',
  ),
  tf(
    ['ancient americas', 'maya', 'mesoamerica'],
    'The Maya developed a writing system and an accurate calendar.',
    true,
    'The Maya wrote in glyphs and kept detailed calendars based on careful study of the sun, moon and planets.',
  ),
  tf(
    ['ancient americas', 'inca'],
    'The Inca moved goods along their roads in carts pulled by horses.',
    false,
    'Horses had died out in the Americas thousands of years earlier and returned only with Europeans; the Inca carried goods on foot and with llamas.',
  ),
  sa(
    ['ancient americas', 'aztecs'],
    'What were chinampas, and why were they important to the Aztecs?',
    'Raised garden plots built in the shallow lake, often called "floating gardens"; they let the Aztecs grow plenty of food (maize, beans, squash) for Tenochtitlan.',
    'Chinampas turned swampy lake edges into very productive farmland that fed a large city.',
  ),

  // historical sources
  mc(
    ['historical sources', 'primary sources', 'sources'],
    'A historian wants to know how soldiers felt during World War I. Which source is most direct?',
    'Letters soldiers wrote home during the war',
    [
      'A video game set in the war',
      'A history textbook published in 2010',
      'A novel about the war written in 2000',
    ],
    'Letters written by soldiers at the time are primary sources that record their own feelings.',
  ),
  mc(
    ['historical sources', 'sources', 'corroboration'],
    'What does it mean to corroborate a source?',
    'To check it against other sources to see if they agree',
    [
      'To copy it out word for word',
      'To count how many pages it has',
      'To translate it into another language',
    ],
    'Historians trust a claim more when several independent sources agree on it.',
  ),
  mc(
    ['historical sources', 'sources', 'bias', 'point of view'],
    "Which question best helps a historian judge a source's point of view?",
    'Who created it, and why?',
    ['How many pages does it have?', 'What color is the paper?', 'Is it written in ink or pencil?'],
    "Knowing the author and their purpose shows what might have shaped the source's point of view.",
  ),
  tf(
    ['historical sources', 'chronology', 'centuries'],
    'The 15th century includes the years 1500 to 1599.',
    false,
    'The 15th century is the 1400s (1401-1500); the years 1500 to 1599 are mostly in the 16th century.',
  ),
  sa(
    ['historical sources', 'primary sources', 'secondary sources'],
    'A newspaper from 1850 and a history website from 2020 both describe an event of 1850. Which is the primary source, and why?',
    'The 1850 newspaper, because it was made at the time of the event; the website was made much later by people studying it.',
    'Primary sources come from the time being studied; secondary sources interpret it afterwards.',
  ),
];

const high: readonly BankQuestion[] = [
  // enlightenment
  mc(
    ['enlightenment', 'natural rights', 'john locke'],
    'Which Enlightenment thinker argued that people have natural rights to life, liberty and property?',
    'John Locke',
    ['Thomas Hobbes', 'Niccolò Machiavelli', 'Louis XIV'],
    "Locke's Two Treatises of Government (1689) argued that governments exist to protect natural rights and may be replaced if they fail.",
  ),
  mc(
    ['enlightenment', 'government', 'separation of powers'],
    "Which idea of Montesquieu's strongly influenced later constitutions?",
    'Separation of powers among branches of government',
    [
      'The divine right of kings',
      'Rule by a single all-powerful monarch',
      'Abolishing written laws',
    ],
    'In The Spirit of the Laws (1748), Montesquieu argued that dividing legislative, executive and judicial power protects liberty.',
  ),
  mc(
    ['enlightenment', 'social contract'],
    'Which writer argued in The Social Contract (1762) that legitimate government rests on the "general will" of the people?',
    'Jean-Jacques Rousseau',
    ['Baron de Montesquieu', 'Thomas Hobbes', 'John Locke'],
    'Rousseau argued that a government is legitimate only when it expresses the general will of the people as a whole.',
  ),
  tf(
    ['enlightenment', 'social contract'],
    'In Leviathan, Thomas Hobbes argued that without a strong government, life would be "solitary, poor, nasty, brutish, and short."',
    true,
    'Hobbes (1651) described life in a "state of nature" this way and concluded that people should accept a powerful sovereign.',
  ),
  sa(
    ['enlightenment', 'american revolution', 'natural rights'],
    'How did Enlightenment ideas shape the American Declaration of Independence (1776)?',
    'It drew on natural rights ("life, liberty and the pursuit of happiness") and on the idea that government rests on the consent of the governed, which justified breaking with Britain.',
    "These are Locke's ideas about natural rights and the right to replace a government that violates them.",
  ),

  // french revolution
  mc(
    ['french revolution', 'france', 'revolutions'],
    'The storming of which Paris fortress-prison on 14 July 1789 became a symbol of the French Revolution?',
    'The Bastille',
    ['Versailles', 'The Louvre', 'Notre-Dame'],
    "Crowds stormed the Bastille, a symbol of royal power, for its gunpowder; 14 July is now France's national day.",
  ),
  mc(
    ['french revolution', 'france', 'rights of man'],
    "Which document, adopted by France's National Assembly in August 1789, proclaimed that men are born free and equal in rights?",
    'The Declaration of the Rights of Man and of the Citizen',
    [
      'The Declaration of Independence',
      'The Napoleonic Code of civil law',
      'The Universal Declaration of Human Rights',
    ],
    'Its first article states that men are born and remain free and equal in rights, reflecting Enlightenment ideas.',
  ),
  mc(
    ['french revolution', 'france', 'old regime'],
    'Before 1789, French society was legally divided into three groups called what?',
    'Estates',
    ['Castes', 'Provinces', 'Guilds'],
    'The First Estate was the clergy, the Second the nobility, and the Third everyone else, who paid most of the taxes.',
  ),
  mc(
    ['french revolution', 'france', 'napoleon'],
    'Who crowned himself Emperor of the French in 1804?',
    'Napoleon Bonaparte',
    ['Louis XVI', 'Maximilien Robespierre', 'Charles de Gaulle'],
    'Napoleon rose through the revolutionary army, seized power in 1799 and crowned himself emperor in 1804.',
  ),
  tf(
    ['french revolution', 'france', 'reign of terror'],
    'The Reign of Terror was a period of peace and reconciliation led by Napoleon.',
    false,
    'The Terror (1793-1794) was a period of mass arrests and executions led by the Committee of Public Safety, in which Robespierre was a leading member.',
  ),
  sa(
    ['french revolution', 'france', 'revolutions'],
    'Name two causes of the French Revolution.',
    'Any two: government debt and financial crisis, an unfair tax system that burdened the Third Estate, food shortages and high bread prices, Enlightenment ideas, resentment of noble and church privileges.',
    'Long-term grievances met a short-term crisis in 1788-1789, when the king had to call the Estates-General to raise money.',
  ),

  // industrial revolution
  mc(
    ['industrial revolution', 'industrialization'],
    'In which country did the Industrial Revolution begin in the 1700s?',
    'Great Britain',
    ['The United States', 'Germany', 'Japan'],
    'Britain had coal and iron, capital, colonial markets and new machines, and industrialized first.',
  ),
  mc(
    ['industrial revolution', 'steam engine', 'inventions'],
    "James Watt's improvements in the 1760s and 1770s made which machine far more efficient?",
    'The steam engine',
    ['The spinning jenny', 'The cotton gin', 'The telegraph'],
    "Watt's separate condenser greatly cut the fuel a steam engine needed, so steam power spread to mines, mills and later railways.",
  ),
  mc(
    ['industrial revolution', 'factories'],
    'Which industry was the first to be transformed by factories and machines in Britain?',
    'Textiles (cloth making)',
    ['Automobile manufacturing', 'Electronics', 'Aircraft building'],
    'Machines such as the spinning jenny and the water frame moved cotton spinning into factories in the late 1700s, and weaving followed.',
  ),
  tf(
    ['industrial revolution', 'child labor', 'factories'],
    'Child labor was common in early British factories and mines.',
    true,
    'Children worked long hours in mills and mines for low pay, which led to laws such as the Factory Act of 1833.',
  ),
  tf(
    ['industrial revolution', 'urbanization'],
    'The Industrial Revolution led most people in Britain to move from the cities to the countryside.',
    false,
    'The opposite happened: people moved from the countryside to growing factory towns and cities (urbanization).',
  ),
  sa(
    ['industrial revolution', 'factories', 'urbanization'],
    'Explain one way the Industrial Revolution changed where and how people worked.',
    'Many people moved from farms to cities to work in factories, working long fixed hours at machines for wages instead of making goods by hand at home.',
    'Accept any accurate change, e.g. urbanization, the factory system, wage labor or the loss of home-based crafts.',
  ),

  // imperialism and decolonization
  mc(
    ['imperialism', 'colonialism', 'scramble for africa', 'africa'],
    'At the Berlin Conference of 1884-1885, European powers agreed on rules for what?',
    'Claiming territory in Africa',
    [
      'Dividing China into spheres of influence',
      'Ending the Napoleonic Wars',
      'Creating the League of Nations',
    ],
    'No Africans were invited; the conference set rules for European claims and sped up the "Scramble for Africa."',
  ),
  mc(
    ['imperialism', 'decolonization', 'india', 'gandhi'],
    'Which leader is best known for nonviolent civil disobedience, such as the 1930 Salt March, against British rule in India?',
    'Mohandas Gandhi',
    ['Nelson Mandela', 'Kwame Nkrumah', 'Ho Chi Minh'],
    "Gandhi led a march to the sea to make salt in defiance of Britain's salt tax, a famous act of nonviolent protest.",
  ),
  mc(
    ['imperialism', 'decolonization', 'india'],
    'In which year did India gain independence from Britain?',
    '1947',
    ['1857', '1919', '1962'],
    'India became independent on 15 August 1947, and Pakistan was created as a separate state at the same time.',
  ),
  mc(
    ['imperialism', 'decolonization', 'africa'],
    'Which former colony became, in 1957, one of the first sub-Saharan African countries to win independence?',
    'Ghana',
    ['Kenya', 'Nigeria', 'Algeria'],
    'The Gold Coast became independent as Ghana in 1957 under Kwame Nkrumah; Nigeria followed in 1960, Algeria in 1962 and Kenya in 1963.',
  ),
  tf(
    ['imperialism', 'colonialism', 'africa'],
    'By 1914, most of Africa remained free of European colonial rule.',
    false,
    'By 1914 nearly all of Africa was under European control; only Ethiopia and Liberia were independent.',
  ),
  sa(
    ['imperialism', 'colonialism'],
    'Give two motives for European imperialism in the late 1800s.',
    'Any two: raw materials and new markets for industry, national prestige and rivalry, strategic bases and ports, missionary aims, racist beliefs in a "civilizing mission".',
    'Economic, political, religious and ideological motives together drove the rapid expansion of empires.',
  ),

  // world war i
  mc(
    WW1,
    'The assassination of whom in Sarajevo in 1914 set off the crisis that led to World War I?',
    'Archduke Franz Ferdinand',
    ['Kaiser Wilhelm II', 'Tsar Nicholas II', 'King George V'],
    'A Bosnian Serb nationalist, Gavrilo Princip, shot the heir to the Austro-Hungarian throne on 28 June 1914.',
  ),
  mc(
    WW1,
    'Which alliance did Germany belong to in World War I?',
    'The Central Powers',
    ['The Allied Powers', 'The Axis Powers', 'The Warsaw Pact'],
    'Germany fought with Austria-Hungary, the Ottoman Empire and Bulgaria as the Central Powers. The Axis was the World War II alliance.',
  ),
  mc(
    [...WW1, 'trench warfare'],
    'Which description best fits the fighting on the Western Front in World War I?',
    'Trench warfare along a front that barely moved',
    [
      'Fast tank battles across wide open deserts',
      'Mostly naval battles among Pacific islands',
      'Bombing of cities with nuclear weapons',
    ],
    'Machine guns, artillery and barbed wire made attacks very costly, so both sides dug in along trenches from the North Sea coast to Switzerland.',
  ),
  tf(
    [...WW1, 'treaty of versailles'],
    "The Treaty of Versailles (1919) required Germany to accept responsibility for the war's loss and damage and to pay reparations.",
    true,
    'Article 231, the "war guilt clause," blamed Germany and its allies, and reparations were demanded on that basis.',
  ),
  sa(
    [...WW1, 'causes of war'],
    'The long-term causes of World War I are often summarized by the acronym MAIN. What does it stand for?',
    'Militarism, Alliances, Imperialism, Nationalism.',
    'These four pressures built tension in Europe, so one assassination could set off a general war.',
  ),

  // world war ii
  mc(
    WW2,
    "Germany's invasion of which country in September 1939 led Britain and France to declare war?",
    'Poland',
    ['Czechoslovakia', 'Belgium', 'Austria'],
    'Germany invaded Poland on 1 September 1939; Britain and France declared war two days later.',
  ),
  mc(
    [...WW2, 'pearl harbor'],
    'The Japanese attack on Pearl Harbor on 7 December 1941 brought which country into World War II?',
    'The United States',
    ['The Soviet Union', 'Great Britain', 'France'],
    'The day after the attack, the United States declared war on Japan; Germany declared war on the US a few days later.',
  ),
  mc(
    [...WW2, 'holocaust'],
    'Approximately how many Jews were murdered in the Holocaust?',
    'About six million',
    ['About sixty thousand', 'About six hundred thousand', 'About sixty million'],
    'Nazi Germany and its collaborators systematically murdered about six million Jews, along with millions of other victims.',
  ),
  tf(
    [...WW2, 'd-day'],
    'D-Day, the Allied landings in Normandy, took place on 6 June 1944.',
    true,
    'On 6 June 1944 Allied troops landed on the beaches of Normandy, opening a western front against Germany in France.',
  ),
  tf(
    [...WW2, 'atomic bomb'],
    'The atomic bombs dropped on Japan in August 1945 hit Tokyo and Osaka.',
    false,
    'The United States dropped atomic bombs on Hiroshima (6 August) and Nagasaki (9 August) 1945; Japan surrendered soon after.',
  ),
  sa(
    [...WW2, 'appeasement'],
    'What was appeasement, and why did it fail before World War II?',
    "Giving in to Hitler's demands to avoid war (e.g. the Sudetenland at Munich in 1938); it failed because Hitler kept expanding, taking the rest of Czechoslovakia in March 1939 and invading Poland.",
    'Concessions did not satisfy Hitler and let Germany grow stronger before war came.',
  ),

  // cold war
  mc(
    ['cold war', 'superpowers'],
    'The Cold War was mainly a rivalry between which two superpowers?',
    'The United States and the Soviet Union',
    [
      'West Germany and East Germany',
      'The United Kingdom and France',
      "Japan and the People's Republic of China",
    ],
    'After 1945 the capitalist United States and the communist Soviet Union competed for influence worldwide without fighting each other directly.',
  ),
  mc(
    ['cold war', 'nato'],
    'NATO, founded in 1949, was...',
    'A military alliance of the United States, Canada and Western European countries',
    [
      'A military alliance of the Soviet Union and Eastern Europe',
      'A trade agreement among Asian countries',
      'A United Nations agency for refugees',
    ],
    'NATO members agreed that an attack on one would be an attack on all. The Soviet-led Warsaw Pact followed in 1955.',
  ),
  mc(
    ['cold war', 'berlin wall', 'germany'],
    'In which year did the Berlin Wall fall?',
    '1989',
    ['1945', '1961', '1991'],
    'The wall went up in 1961 and was opened on 9 November 1989; Germany reunified in 1990 and the Soviet Union broke up in 1991.',
  ),
  tf(
    ['cold war', 'cuban missile crisis'],
    'The Cuban Missile Crisis of 1962 began when the United States discovered Soviet nuclear missile sites in Cuba.',
    true,
    'US spy planes photographed the sites in October 1962; after a tense standoff the Soviet Union removed the missiles.',
  ),
  tf(
    ['cold war', 'superpowers'],
    'The United States and the Soviet Union fought each other directly in a large-scale war during the Cold War.',
    false,
    'They never fought a direct war; they competed through an arms race, alliances, the space race and proxy wars such as those in Korea and Vietnam.',
  ),
  sa(
    ['cold war', 'containment'],
    'What was the US policy of "containment" during the Cold War?',
    'The aim of stopping communism from spreading to new countries, through economic aid (e.g. the Marshall Plan), alliances such as NATO and sometimes military action.',
    'Containment guided US policy from the Truman Doctrine (1947) onward.',
  ),

  // civil rights movement
  mc(
    ['civil rights movement', 'civil rights', 'segregation'],
    'In Brown v. Board of Education (1954), the US Supreme Court ruled that...',
    'Racial segregation in public schools was unconstitutional',
    [
      'Separate schools were acceptable if they were equal',
      'Women had the right to vote',
      'Schools must teach only in English',
    ],
    'The Court unanimously held that "separate educational facilities are inherently unequal," overturning "separate but equal" in public education.',
  ),
  mc(
    ['civil rights movement', 'civil rights', 'rosa parks'],
    'Whose 1955 arrest for refusing to give up her bus seat sparked the Montgomery bus boycott?',
    'Rosa Parks',
    ['Harriet Tubman', 'Ruby Bridges', 'Sojourner Truth'],
    'Parks was arrested in Montgomery, Alabama, on 1 December 1955; the boycott lasted over a year, until the city buses were desegregated.',
  ),
  mc(
    ['civil rights movement', 'civil rights', 'martin luther king'],
    'At which 1963 event did Martin Luther King Jr. give his "I Have a Dream" speech?',
    'The March on Washington',
    ['The Selma to Montgomery march', 'The Montgomery bus boycott', 'The Million Man March'],
    'King spoke at the Lincoln Memorial on 28 August 1963 to a crowd of about 250,000 people.',
  ),
  tf(
    ['civil rights movement', 'civil rights', 'apartheid', 'south africa'],
    "Nelson Mandela became South Africa's first Black president in 1994, after apartheid ended.",
    true,
    'After the first elections open to all races in April 1994, Mandela became president.',
  ),
  tf(
    ['civil rights movement', 'civil rights', 'voting rights'],
    'The US Voting Rights Act of 1965 introduced literacy tests for voters in the South.',
    false,
    'The act did the opposite: it suspended the literacy tests used to keep Black citizens from voting, and later amendments banned them nationwide.',
  ),
  sa(
    ['civil rights movement', 'civil rights', 'nonviolence'],
    'Why did leaders such as Martin Luther King Jr. choose nonviolent protest?',
    'To win public support by exposing the injustice and violence of segregation, to deny authorities an excuse for force, and from a moral belief (inspired partly by Gandhi) that nonviolence could change hearts and laws.',
    'Accept a reasoned answer with at least one strategic or moral reason.',
  ),

  // historical analysis
  mc(
    ['historical analysis', 'historical sources', 'secondary sources'],
    'Which of these is a secondary source on the French Revolution?',
    "A historian's book about it published in 1989",
    [
      'A speech Robespierre gave in 1794',
      'A letter written by a Parisian in 1789',
      'A political cartoon printed in 1793',
    ],
    'A secondary source interprets events afterwards; the speech, letter and cartoon were all made during the Revolution.',
  ),
  mc(
    ['historical analysis', 'propaganda', 'bias'],
    'A government poster from 1942 urges citizens to buy war bonds. What should a historian expect of it?',
    'It presents a one-sided view meant to persuade',
    [
      'It gives a neutral account of both sides',
      'It records battle casualties accurately',
      'It was made long after the war ended',
    ],
    'Wartime posters are propaganda: useful evidence of what a government wanted people to think, not a neutral account.',
  ),
  mc(
    ['historical analysis', 'historiography'],
    'What is historiography?',
    'The study of how history has been written and interpreted',
    [
      'The study of handwriting in ancient documents',
      'The mapping of where historic battles were fought',
      'The dating of ancient objects by radiocarbon tests',
    ],
    "Historiography examines how and why historians' interpretations of the past differ and change over time.",
  ),
  tf(
    ['historical analysis', 'interpretation'],
    'Two historians can use the same sources and still reach different interpretations.',
    true,
    'Historians select, weigh and interpret evidence differently and ask different questions, so interpretations can differ.',
  ),
  tf(
    ['historical analysis', 'historical sources', 'primary sources'],
    'Because a primary source was made at the time, it must be completely accurate.',
    false,
    'Primary sources can be biased, mistaken or incomplete, so historians check them against other evidence.',
  ),
  sa(
    ['historical analysis', 'historical sources', 'sourcing'],
    'When analyzing a document, what does "sourcing" it involve?',
    'Asking who made it, when and where, for what audience and purpose, and how that affects its reliability and point of view.',
    'Sourcing comes before reading for content: the origin of a document shapes what it can tell us.',
  ),
];

export const history: SubjectBank = {
  'K-2': early,
  '3-5': elementary,
  '6-8': middle,
  '9-12': high,
};
