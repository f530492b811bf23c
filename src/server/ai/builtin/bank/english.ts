import { mc, sa, tf, type BankQuestion, type SubjectBank } from './types';

/*
 * English (language arts) questions, one list per grade band. Every question quotes the word or
 * sentence it asks about, so it reads on its own in a quiz. Spelling and punctuation rules that
 * differ between countries (the serial comma, "period" or "full stop") are avoided or named.
 */

const k2: readonly BankQuestion[] = [
  // letter sounds
  mc(
    ['letter sounds', 'phonics', 'beginning sounds'],
    "Which word begins with the same sound as 'ball'?",
    'bat',
    ['cat', 'sun', 'map'],
    "'Ball' and 'bat' both begin with the /b/ sound that the letter b makes.",
  ),
  mc(
    ['letter sounds', 'phonics', 'beginning sounds'],
    "Which letter does the word 'sun' begin with?",
    's',
    ['z', 'n', 'm'],
    "The first sound in 'sun' is /s/, written with the letter s.",
  ),
  mc(
    ['letter sounds', 'phonics', 'ending sounds'],
    "Which word ends with the same sound as 'dog'?",
    'bag',
    ['dot', 'cat', 'den'],
    "'Dog' and 'bag' both end with the /g/ sound. 'Dot' and 'cat' end with /t/ and 'den' ends with /n/.",
  ),
  mc(
    ['letter sounds', 'phonics', 'digraphs'],
    "Which two letters make the first sound in the word 'ship'?",
    'sh',
    ['ch', 'th', 'wh'],
    "The letters s and h together make the /sh/ sound at the start of 'ship'.",
  ),
  tf(
    ['letter sounds', 'phonics', 'beginning sounds'],
    "The word 'fish' begins with the letter f.",
    true,
    "'Fish' starts with the /f/ sound, which is written with the letter f.",
  ),
  sa(
    ['letter sounds', 'phonics', 'segmenting'],
    "Say the word 'map' slowly. What are its three sounds?",
    '/m/ /a/ /p/ (the sounds of m, a and p)',
    "Breaking 'map' into its sounds gives /m/, the short a sound, and /p/.",
  ),

  // rhyming words
  mc(
    ['rhyming words', 'rhyme', 'phonics'],
    "Which word rhymes with 'cat'?",
    'hat',
    ['cup', 'dog', 'cow'],
    "'Cat' and 'hat' have the same ending sound, -at, so they rhyme.",
  ),
  mc(
    ['rhyming words', 'rhyme', 'phonics'],
    'Which pair of words rhyme?',
    'star and car',
    ['star and sun', 'cat and cup', 'bed and bag'],
    "'Star' and 'car' end with the same sound, -ar. The other pairs only begin with the same sound.",
  ),
  tf(
    ['rhyming words', 'rhyme', 'phonics'],
    "The words 'sun' and 'fun' rhyme.",
    true,
    "'Sun' and 'fun' both end with the -un sound, so they rhyme.",
  ),
  tf(
    ['rhyming words', 'rhyme', 'phonics'],
    "The words 'pig' and 'pan' rhyme.",
    false,
    "'Pig' and 'pan' begin with the same sound but end differently (-ig and -an), so they do not rhyme.",
  ),
  sa(
    ['rhyming words', 'rhyme', 'phonics'],
    "Write a word that rhymes with 'cake'.",
    'Any word ending in the -ake sound, such as bake, lake, make, rake, take or snake.',
    "Rhyming words share the same ending sound, so any word ending in -ake rhymes with 'cake'.",
  ),

  // vowels
  mc(
    ['vowels', 'phonics'],
    'Which letter is a vowel?',
    'e',
    ['b', 't', 'm'],
    'The vowels are a, e, i, o and u. The letters b, t and m are consonants.',
  ),
  mc(
    ['vowels', 'phonics', 'long vowels'],
    "Which word has the long a sound, like the a in 'cake'?",
    'rain',
    ['cat', 'man', 'hat'],
    "In 'rain', the letters ai make the long a sound. 'Cat', 'man' and 'hat' have the short a sound.",
  ),
  mc(
    ['vowels', 'phonics', 'short vowels'],
    "Which vowel fills the gap in 'c_t' to make the name of a pet?",
    'a',
    ['o', 'u', 'i'],
    "Adding a makes 'cat', a pet. Adding o or u makes 'cot' or 'cut', and 'cit' is not a word.",
  ),
  mc(
    ['vowels', 'phonics'],
    "How many vowels are in the word 'cat'?",
    'one',
    ['two', 'three', 'four'],
    "'Cat' has one vowel, the letter a. The letters c and t are consonants.",
  ),
  tf(
    ['vowels', 'phonics', 'short vowels'],
    "The word 'hop' has a long o sound, like the o in 'rope'.",
    false,
    "'Hop' has a short o sound. The silent e at the end of 'rope' makes its o long.",
  ),

  // nouns
  mc(
    ['nouns', 'naming words', 'parts of speech'],
    'Which word is a noun (a naming word)?',
    'apple',
    ['jump', 'happy', 'slowly'],
    "A noun names a person, place, animal or thing. An apple is a thing, so 'apple' is a noun.",
  ),
  mc(
    ['nouns', 'naming words', 'parts of speech'],
    "Which word in 'The cat sat on the mat.' names an animal?",
    'cat',
    ['sat', 'on', 'the'],
    "'Cat' is a noun that names an animal. 'Sat' is an action word.",
  ),
  mc(
    ['nouns', 'plurals', 'parts of speech'],
    "Which word means more than one 'dog'?",
    'dogs',
    ['doges', 'doggs', 'dogies'],
    'To make most nouns mean more than one, we add -s: one dog, two dogs.',
  ),
  tf(
    ['nouns', 'naming words', 'parts of speech'],
    'A noun names a person, place, animal or thing.',
    true,
    "That is what a noun is: words like 'mom', 'park', 'dog' and 'ball' are nouns.",
  ),
  tf(
    ['nouns', 'verbs', 'parts of speech'],
    "In the sentence 'I run fast.', the word 'run' is a noun.",
    false,
    "In 'I run fast.', 'run' tells what I do, so it is a verb (an action word), not a noun.",
  ),

  // verbs
  mc(
    ['verbs', 'action words', 'parts of speech'],
    'Which word is a verb (an action word)?',
    'jump',
    ['happy', 'tall', 'kitten'],
    "'Jump' is something you do, so it is an action word. 'Happy' and 'tall' describe, and 'kitten' names an animal.",
  ),
  mc(
    ['verbs', 'action words', 'parts of speech'],
    "Which word is the verb in 'The bird sings in the tree.'?",
    'sings',
    ['bird', 'tree', 'the'],
    "'Sings' tells what the bird does, so it is the verb.",
  ),
  mc(
    ['verbs', 'action words', 'parts of speech'],
    "Which word best completes the sentence 'The frog can ___ high.'?",
    'jump',
    ['green', 'pond', 'happy'],
    "The sentence needs an action word. 'The frog can jump high.' makes sense.",
  ),
  tf(
    ['verbs', 'action words', 'parts of speech'],
    "The word 'blue' is an action word.",
    false,
    "'Blue' is a colour word that describes things. It is not something you can do.",
  ),
  sa(
    ['verbs', 'action words', 'parts of speech'],
    "Which word in 'Mia ran to school.' tells what Mia did?",
    'ran',
    "'Ran' is the action word (verb): it tells what Mia did.",
  ),

  // capital letters
  mc(
    ['capital letters', 'capitalization', 'capitalisation'],
    "Which word in 'my friend lily likes cake.' needs a capital letter, besides 'my'?",
    'lily',
    ['friend', 'likes', 'cake'],
    "Lily is a person's name, and names always start with a capital letter: 'My friend Lily likes cake.'",
  ),
  mc(
    ['capital letters', 'capitalization', 'capitalisation'],
    "Which word in 'we go swimming on monday.' needs a capital letter, besides 'we'?",
    'monday',
    ['go', 'swimming', 'on'],
    'In English, the days of the week always start with a capital letter: Monday.',
  ),
  mc(
    ['capital letters', 'capitalization', 'capitalisation'],
    "Why does 'Sam' in 'I play with Sam.' start with a capital letter?",
    'It is a name.',
    ['It is an action word.', 'It ends the sentence.', 'It is a short word.'],
    'Names of people always begin with a capital letter, wherever they are in a sentence.',
  ),
  tf(
    ['capital letters', 'capitalization', 'capitalisation', 'sentences'],
    'A sentence begins with a capital letter.',
    true,
    'The first word of every sentence starts with a capital letter.',
  ),
  sa(
    ['capital letters', 'capitalization', 'capitalisation'],
    "Write this sentence with capital letters where they belong: 'we saw ben at the park.'",
    'We saw Ben at the park.',
    "'We' starts the sentence and 'Ben' is a name, so both need a capital letter.",
  ),

  // punctuation
  mc(
    ['punctuation', 'end marks', 'question marks'],
    'Which mark goes at the end of a question?',
    '?',
    ['.', ',', '!'],
    'A question, a sentence that asks something, ends with a question mark (?).',
  ),
  mc(
    ['punctuation', 'end marks', 'question marks'],
    'Which sentence needs a question mark at the end?',
    'Where is my hat',
    ['I like my hat', 'My hat is red', 'This is my hat'],
    "'Where is my hat' asks something, so it ends with a question mark. The others tell something.",
  ),
  mc(
    ['punctuation', 'end marks', 'exclamation marks'],
    'Which sentence shows strong feeling?',
    'Wow, we won!',
    ['We ate lunch.', 'Is it raining?', 'The cat is black.'],
    "'Wow, we won!' shows excitement and ends with an exclamation mark (!).",
  ),
  tf(
    ['punctuation', 'end marks', 'question marks'],
    "The sentence 'What is your name' should end with a period (full stop).",
    false,
    "'What is your name' asks something, so it ends with a question mark: 'What is your name?'",
  ),
  tf(
    ['punctuation', 'end marks', 'periods'],
    "A telling sentence, like 'I have a cat', ends with a period (full stop).",
    true,
    "A sentence that tells something ends with a period, called a full stop in British English: 'I have a cat.'",
  ),
  sa(
    ['punctuation', 'end marks', 'question marks'],
    "What mark should end this sentence: 'Can you help me'?",
    'A question mark (?), because the sentence asks something.',
    "'Can you help me' asks a question, so it needs a question mark at the end.",
  ),

  // opposites
  mc(
    ['opposites', 'antonyms', 'vocabulary'],
    "What is the opposite of 'hot'?",
    'cold',
    ['warm', 'sunny', 'wet'],
    "'Cold' means the opposite of 'hot'. 'Warm' is close to hot, not its opposite.",
  ),
  mc(
    ['opposites', 'antonyms', 'vocabulary'],
    "What is the opposite of 'up'?",
    'down',
    ['over', 'top', 'in'],
    "'Up' and 'down' are opposite directions.",
  ),
  mc(
    ['opposites', 'antonyms', 'vocabulary'],
    "Which word is the opposite of 'happy'?",
    'sad',
    ['glad', 'funny', 'silly'],
    "'Sad' means the opposite of 'happy'. 'Glad' means almost the same as 'happy'.",
  ),
  tf(
    ['opposites', 'antonyms', 'vocabulary'],
    "The words 'big' and 'small' are opposites.",
    true,
    "'Big' and 'small' mean opposite sizes, so they are opposites.",
  ),
  tf(
    ['opposites', 'antonyms', 'vocabulary'],
    "The words 'fast' and 'quick' are opposites.",
    false,
    "'Fast' and 'quick' mean the same thing. The opposite of 'fast' is 'slow'.",
  ),
  sa(
    ['opposites', 'antonyms', 'vocabulary'],
    "What is the opposite of 'open'?",
    'closed (or shut)',
    "Something that is not open is closed or shut, so 'closed' is the opposite of 'open'.",
  ),

  // story elements
  mc(
    ['story elements', 'characters', 'reading'],
    "Read: 'Sam the dog lived on a farm. One day, Sam lost his red ball.' Who is the main character?",
    'Sam the dog',
    ['a farmer', 'a red ball', 'a cat'],
    'The story is about Sam the dog: he is the one who lives on the farm and loses his ball.',
  ),
  mc(
    ['story elements', 'setting', 'reading'],
    "Read: 'Mia and her dad went to the beach. They built a big sandcastle.' Where does the story take place?",
    'at the beach',
    ['at school', 'at the park', 'at home'],
    'The setting is where a story happens. Mia and her dad are at the beach.',
  ),
  mc(
    ['story elements', 'problem and solution', 'reading'],
    "Read: 'Ben could not find his shoe. He looked under the bed and found it.' What is the problem in the story?",
    'Ben could not find his shoe.',
    ['Ben looked under the bed.', 'Ben found his shoe.', 'Ben had a bed.'],
    'The problem is what goes wrong for the character: Ben could not find his shoe. Finding it is the solution.',
  ),
  tf(
    ['story elements', 'setting', 'reading'],
    'The setting of a story tells where and when it happens.',
    true,
    'The setting is the place and time of a story, such as a farm long ago or a school today.',
  ),
  tf(
    ['story elements', 'characters', 'reading'],
    'The characters in a story can only be people.',
    false,
    'Characters can be people, animals or even talking toys.',
  ),
  sa(
    ['story elements', 'characters', 'reading'],
    'What do we call the people or animals that a story is about?',
    'characters',
    'The people or animals who do things in a story are its characters.',
  ),
];

const g35: readonly BankQuestion[] = [
  // nouns
  mc(
    ['nouns', 'proper nouns', 'parts of speech'],
    'Which word is a proper noun?',
    'Jupiter',
    ['planet', 'ocean', 'teacher'],
    "A proper noun names one particular person, place or thing and starts with a capital letter. 'Jupiter' names one particular planet.",
  ),
  mc(
    ['nouns', 'plurals', 'parts of speech'],
    "What is the plural of 'baby'?",
    'babies',
    ['babys', 'babyes', 'babyies'],
    'When a noun ends in a consonant followed by y, change the y to i and add -es: baby, babies.',
  ),
  mc(
    ['nouns', 'plurals', 'irregular plurals'],
    "What is the plural of 'mouse' (the animal)?",
    'mice',
    ['mouses', 'meese', 'mices'],
    "'Mouse' has an irregular plural: one mouse, two mice.",
  ),
  tf(
    ['nouns', 'collective nouns', 'parts of speech'],
    "In 'a flock of sheep', the word 'flock' is a collective noun.",
    true,
    "A collective noun names a group. 'Flock' names a group of sheep or birds.",
  ),
  sa(
    ['nouns', 'parts of speech'],
    "Write the two nouns in the sentence 'The dog chased the ball.'",
    'dog and ball',
    "'Dog' names an animal and 'ball' names a thing. 'Chased' is the verb and 'the' is an article.",
  ),

  // verbs
  mc(
    ['verbs', 'verb tense', 'irregular verbs'],
    "What is the past tense of 'run'?",
    'ran',
    ['runned', 'runs', 'running'],
    "'Run' is an irregular verb: its past tense is 'ran', not 'runned'.",
  ),
  mc(
    ['verbs', 'verb tense', 'future tense'],
    'Which sentence is in the future tense?',
    'We will visit Grandma.',
    ['We visited Grandma.', 'We visit Grandma.', 'We have visited Grandma.'],
    "'Will visit' tells about something that has not happened yet, so the sentence is in the future tense.",
  ),
  mc(
    ['verbs', 'helping verbs', 'parts of speech'],
    "Which word is the helping verb in 'She is reading a book.'?",
    'is',
    ['she', 'reading', 'book'],
    "'Is' helps the main verb 'reading' to show an action happening now. 'Reading' is the main verb.",
  ),
  tf(
    ['verbs', 'verb tense', 'present tense'],
    "In 'They swim every day.', the verb is in the past tense.",
    false,
    "'Swim' is in the present tense: it tells what they do now, every day. The past tense would be 'swam'.",
  ),
  sa(
    ['verbs', 'verb tense', 'past tense'],
    "Rewrite the sentence in the past tense: 'I eat an apple.'",
    'I ate an apple.',
    "'Eat' is an irregular verb, so its past tense is 'ate', not 'eated'.",
  ),

  // adjectives
  mc(
    ['adjectives', 'describing words', 'parts of speech'],
    "Which word is the adjective in 'Fluffy kittens sleep quietly.'?",
    'fluffy',
    ['kittens', 'sleep', 'quietly'],
    "'Fluffy' describes the noun 'kittens', so it is an adjective. 'Quietly' is an adverb describing how they sleep.",
  ),
  mc(
    ['adjectives', 'comparative adjectives', 'comparing'],
    "Which word correctly completes 'My dog is ___ than your dog.'?",
    'bigger',
    ['big', 'biggest', 'more big'],
    "When comparing two things, a short adjective takes -er: 'bigger than'. '-est' is used for three or more.",
  ),
  mc(
    ['adjectives', 'superlative adjectives', 'comparing'],
    "Which word is the superlative form of 'tall'?",
    'tallest',
    ['taller', 'more tall', 'tallness'],
    'The superlative compares three or more things and usually ends in -est: tall, taller, tallest.',
  ),
  tf(
    ['adjectives', 'describing words', 'parts of speech'],
    'An adjective is a word that describes a noun.',
    true,
    "Adjectives tell what kind, how many or which one about a noun, as 'red' does in 'red balloon'.",
  ),
  tf(
    ['adjectives', 'verbs', 'parts of speech'],
    "In 'The red balloon floated away.', the word 'floated' is an adjective.",
    false,
    "'Floated' tells what the balloon did, so it is a verb. The adjective in the sentence is 'red'.",
  ),

  // adverbs
  mc(
    ['adverbs', 'parts of speech'],
    "Which word is the adverb in 'The turtle walked slowly.'?",
    'slowly',
    ['turtle', 'walked', 'the'],
    "'Slowly' tells how the turtle walked, so it is an adverb describing the verb 'walked'.",
  ),
  mc(
    ['adverbs', 'parts of speech'],
    "Which word best completes 'The mouse crept ___ past the sleeping cat.'?",
    'quietly',
    ['quiet', 'quietness', 'loudly'],
    "The sentence needs an adverb telling how the mouse crept. 'Quietly' fits the meaning; 'quiet' is an adjective.",
  ),
  mc(
    ['adverbs', 'parts of speech'],
    "In 'We will go to the park tomorrow.', which word is an adverb that tells when?",
    'tomorrow',
    ['park', 'go', 'will'],
    "'Tomorrow' tells when we will go, so it works as an adverb of time in this sentence.",
  ),
  tf(
    ['adverbs', 'suffixes', 'parts of speech'],
    "Many adverbs end in -ly, such as 'quickly' and 'happily'.",
    true,
    'Adding -ly to an adjective often makes an adverb: quick becomes quickly, happy becomes happily.',
  ),
  sa(
    ['adverbs', 'parts of speech'],
    'Write an adverb that tells how someone might run.',
    'Any adverb of manner, such as quickly, slowly, happily, clumsily or fast.',
    'Adverbs of manner tell how an action is done, and many of them end in -ly.',
  ),

  // prefixes and suffixes
  mc(
    ['prefixes and suffixes', 'prefixes', 'word parts'],
    "What does the prefix 'un-' mean in the word 'unhappy'?",
    'not',
    ['again', 'before', 'very'],
    "'Un-' means 'not', so 'unhappy' means 'not happy'.",
  ),
  mc(
    ['prefixes and suffixes', 'prefixes', 'word parts'],
    "What does the word 'reread' mean?",
    'to read again',
    ['to read before', 'to not read', 'to read badly'],
    "The prefix 're-' means 'again', so 'reread' means 'to read again'.",
  ),
  mc(
    ['prefixes and suffixes', 'suffixes', 'word parts'],
    "Which suffix turns 'hope' into a word meaning 'full of hope'?",
    '-ful',
    ['-less', '-ness', '-ly'],
    "The suffix '-ful' means 'full of', so 'hopeful' means 'full of hope'. '-less' would mean 'without hope'.",
  ),
  tf(
    ['prefixes and suffixes', 'prefixes', 'word parts'],
    "In the word 'preview', 'pre-' is a suffix.",
    false,
    "'Pre-' comes at the beginning of the word, so it is a prefix. It means 'before'.",
  ),
  sa(
    ['prefixes and suffixes', 'suffixes', 'base words'],
    "What is the base word in 'kindness'?",
    'kind',
    "'Kindness' is the base word 'kind' with the suffix '-ness' added.",
  ),

  // synonyms and antonyms
  mc(
    ['synonyms and antonyms', 'synonyms', 'vocabulary'],
    "Which word is a synonym for 'big'?",
    'large',
    ['tiny', 'short', 'thin'],
    "A synonym has the same or nearly the same meaning. 'Large' means about the same as 'big'.",
  ),
  mc(
    ['synonyms and antonyms', 'antonyms', 'vocabulary'],
    "Which word is an antonym of 'brave'?",
    'cowardly',
    ['bold', 'strong', 'fearless'],
    "An antonym has the opposite meaning. 'Cowardly' is the opposite of 'brave'; 'bold' and 'fearless' are synonyms.",
  ),
  mc(
    ['synonyms and antonyms', 'synonyms', 'vocabulary'],
    "Which word is a synonym for 'begin'?",
    'start',
    ['finish', 'stop', 'end'],
    "'Start' means the same as 'begin'. 'Finish', 'stop' and 'end' are its antonyms.",
  ),
  tf(
    ['synonyms and antonyms', 'synonyms', 'vocabulary'],
    "The words 'ancient' and 'old' are synonyms.",
    true,
    "'Ancient' means very old, so the two words have nearly the same meaning.",
  ),
  tf(
    ['synonyms and antonyms', 'antonyms', 'vocabulary'],
    "The words 'shout' and 'yell' are antonyms.",
    false,
    "'Shout' and 'yell' mean nearly the same thing, so they are synonyms. An antonym of 'shout' is 'whisper'.",
  ),

  // homophones
  mc(
    ['homophones', 'spelling', "its and it's"],
    "Which word correctly completes 'The dog wagged ___ tail.'?",
    'its',
    ["it's", "its'", 'it is'],
    "'Its' (no apostrophe) shows belonging: the tail belongs to the dog. 'It's' means 'it is'.",
  ),
  mc(
    ['homophones', 'spelling', "there their they're"],
    "Which word correctly completes 'The children packed ___ lunches.'?",
    'their',
    ['there', "they're", 'thier'],
    "'Their' shows that the lunches belong to the children. 'There' is a place and 'they're' means 'they are'.",
  ),
  mc(
    ['homophones', 'spelling', 'to too two'],
    "Which sentence uses the word 'too' correctly?",
    'I want to come too.',
    ['I want too come.', 'I have too dogs.', 'We went too school.'],
    "'Too' means 'also' or 'more than enough'. The other sentences need 'to' or 'two'.",
  ),
  tf(
    ['homophones', 'spelling', 'vocabulary'],
    "The words 'knight' and 'night' are homophones.",
    true,
    "Homophones sound the same but have different meanings and often different spellings, like 'knight' and 'night'.",
  ),
  sa(
    ['homophones', 'spelling', 'vocabulary'],
    "Write the homophone of 'sea' that means 'to look at with your eyes'.",
    'see',
    "'Sea' and 'see' sound the same but have different spellings and meanings.",
  ),

  // punctuation
  mc(
    ['punctuation', 'commas', 'commas in a series'],
    'Which sentence uses commas correctly in a list?',
    'I bought apples, pears and grapes.',
    [
      'I bought, apples pears and grapes.',
      'I bought apples pears, and, grapes.',
      'I, bought apples pears and grapes.',
    ],
    "Commas separate the items in a list. A comma before 'and' (the serial comma) is also correct in many style guides.",
  ),
  mc(
    ['punctuation', 'apostrophes', 'contractions'],
    "Which is the correct contraction of 'do not'?",
    "don't",
    ["do'nt", "dont'", 'dont'],
    "In a contraction, the apostrophe takes the place of the missing letter: the o of 'not' in 'don't'.",
  ),
  mc(
    ['punctuation', 'apostrophes', 'possessives'],
    'Which phrase shows that the bike belongs to one girl?',
    "the girl's bike",
    ['the girls bike', "the girls' bike", 'the girl is bike'],
    "For one owner, add 's: the girl's bike. 'The girls' bike' would mean a bike shared by several girls.",
  ),
  tf(
    ['punctuation', 'apostrophes', 'plurals'],
    "To write more than one cat, you add an apostrophe and s: 'cat's'.",
    false,
    "Plurals do not use an apostrophe: one cat, two cats. An apostrophe shows belonging, as in 'the cat's bowl'.",
  ),
  sa(
    ['punctuation', 'quotation marks', 'dialogue'],
    'Add the missing punctuation: Mom said Dinner is ready',
    'Mom said, "Dinner is ready." (An exclamation mark inside the quotation marks is also correct.)',
    'A comma comes before the spoken words, and quotation marks go around exactly what Mom said, with the end mark inside.',
  ),

  // main idea
  mc(
    ['main idea', 'reading comprehension', 'supporting details'],
    "Read: 'Bees are busy insects. They collect nectar from flowers. They make honey. They also carry pollen that helps plants grow.' What is the main idea?",
    'Bees are busy, helpful insects.',
    ['Bees collect nectar from flowers.', 'Flowers are pretty.', 'Honey tastes sweet.'],
    'Every sentence tells about the work bees do. Collecting nectar is only one supporting detail.',
  ),
  mc(
    ['main idea', 'supporting details', 'reading comprehension'],
    "Which sentence is a supporting detail for the main idea 'Dogs make good pets'?",
    'Dogs are loyal to their owners.',
    ['Cats like to sleep a lot.', 'Some birds cannot fly.', 'Fish live in water.'],
    'A supporting detail gives a reason or fact about the main idea. Only the sentence about dogs supports it.',
  ),
  tf(
    ['main idea', 'reading comprehension'],
    'The main idea is what a paragraph is mostly about.',
    true,
    'The main idea is the most important point of a paragraph; the other sentences support it.',
  ),
  tf(
    ['main idea', 'topic sentences', 'reading comprehension'],
    'The main idea of a paragraph is always in its last sentence.',
    false,
    'The main idea is often in the first sentence, but it can be anywhere, or only suggested by the details.',
  ),
  sa(
    ['main idea', 'reading comprehension'],
    "Read: 'Winter can be fun. You can build a snowman. You can go sledding. You can drink hot cocoa.' What is the main idea?",
    'Winter can be fun.',
    'The other sentences are examples of fun winter activities, so they support the idea that winter can be fun.',
  ),

  // figurative language
  mc(
    ['figurative language', 'similes'],
    'Which sentence contains a simile?',
    'Her smile was as bright as the sun.',
    ['Her smile was bright.', 'She smiled at the sun.', 'The sun was very bright.'],
    "A simile compares two things using 'like' or 'as'. Her smile is compared to the sun using 'as'.",
  ),
  mc(
    ['figurative language', 'idioms'],
    "What does the idiom 'it's raining cats and dogs' mean?",
    'It is raining very hard.',
    ['Animals are falling from the sky.', 'It is raining a little.', 'Pets are playing outside.'],
    'An idiom means something different from its exact words. This one means that it is raining heavily.',
  ),
  mc(
    ['figurative language', 'metaphors'],
    'Which sentence contains a metaphor?',
    'The classroom was a zoo.',
    ['The classroom was like a zoo.', 'We visited the zoo.', 'The zoo was noisy.'],
    "A metaphor says one thing is another without 'like' or 'as'. 'The classroom was like a zoo' is a simile.",
  ),
  tf(
    ['figurative language', 'personification', 'similes'],
    "'The wind howled all night' is an example of a simile.",
    false,
    "It is personification: the wind is given a living creature's action, howling. There is no 'like' or 'as'.",
  ),
  sa(
    ['figurative language', 'idioms'],
    "What does the idiom 'break a leg' mean when you say it to an actor before a show?",
    'Good luck.',
    "'Break a leg' is an idiom wishing a performer good luck; it does not mean anyone should get hurt.",
  ),
];

const g68: readonly BankQuestion[] = [
  // figurative language
  mc(
    ['figurative language', 'hyperbole'],
    "Which figure of speech is used in 'I'm so hungry I could eat a horse'?",
    'hyperbole',
    ['simile', 'personification', 'onomatopoeia'],
    'Hyperbole is deliberate exaggeration for effect; the speaker could not really eat a horse.',
  ),
  mc(
    ['figurative language', 'personification'],
    'Which sentence uses personification?',
    'The old house groaned in the wind.',
    [
      'The old house was very cold.',
      'The house was as old as time.',
      'The wind blew the door open.',
    ],
    'Personification gives human qualities to something non-human. A house cannot really groan like a person.',
  ),
  mc(
    ['figurative language', 'onomatopoeia', 'sound devices'],
    'Which word is an example of onomatopoeia?',
    'buzz',
    ['quiet', 'bright', 'slowly'],
    "Onomatopoeia is a word that imitates the sound it names. 'Buzz' sounds like a bee.",
  ),
  tf(
    ['figurative language', 'alliteration', 'sound devices'],
    'Alliteration is the repetition of vowel sounds inside nearby words.',
    false,
    "That describes assonance. Alliteration repeats the first consonant sound of nearby words, as in 'Peter Piper picked'.",
  ),
  sa(
    ['figurative language', 'metaphors'],
    "Name the figure of speech in 'Time is a thief.' and explain what it means.",
    'A metaphor: it compares time to a thief, suggesting that time quietly takes things from us, such as moments or youth.',
    "It states that time is a thief without 'like' or 'as', so it is a metaphor rather than a simile.",
  ),

  // point of view
  mc(
    ['point of view', 'first person', 'narrator'],
    "Read: 'I grabbed my bag and ran for the bus.' Which point of view is this?",
    'first person',
    ['second person', 'third person limited', 'third person omniscient'],
    "The narrator tells about their own actions using 'I' and 'my', which is first-person point of view.",
  ),
  mc(
    ['point of view', 'third person', 'narrator'],
    'Which kind of narrator can tell the thoughts and feelings of every character?',
    'third-person omniscient',
    ['first-person', 'third-person limited', 'second-person'],
    "'Omniscient' means all-knowing: this narrator stands outside the story and can enter any character's mind.",
  ),
  mc(
    ['point of view', 'second person', 'narrator'],
    "Read: 'You open the door and step into the dark hallway.' Which point of view is this?",
    'second person',
    ['first person', 'third person limited', 'third person omniscient'],
    "The text addresses the reader as 'you' and tells what 'you' do, which is second-person point of view.",
  ),
  mc(
    ['point of view', 'third person', 'narrator'],
    'In third-person limited point of view, whose thoughts does the narrator share?',
    'only one character',
    ['every character', 'no character', 'only the author'],
    "A third-person limited narrator uses 'he', 'she' or 'they' but follows the thoughts of just one character.",
  ),
  tf(
    ['point of view', 'third person', 'narrator'],
    "A third-person narrator refers to the characters as 'he', 'she' or 'they'.",
    true,
    "In third person the narrator is outside the story, so characters are named or called 'he', 'she' or 'they', not 'I'.",
  ),
  sa(
    ['point of view', 'third person', 'narrator'],
    "Read: 'Maya worried that no one would come to her party, but she kept smiling.' Which point of view is used, and how can you tell?",
    "Third person: the narrator is outside the story and calls Maya 'she' (this sentence shares only Maya's thoughts, as in third person limited).",
    "The narrator does not say 'I' and refers to Maya by name and as 'she', which marks third person.",
  ),

  // plot
  mc(
    ['plot', 'plot structure', 'climax'],
    'Which part of a plot is the turning point, where the tension is highest?',
    'climax',
    ['exposition', 'rising action', 'resolution'],
    'The climax is the turning point of the conflict; the rising action leads up to it.',
  ),
  mc(
    ['plot', 'plot structure', 'exposition'],
    'Which part of a plot introduces the characters and the setting?',
    'exposition',
    ['climax', 'falling action', 'resolution'],
    'The exposition comes first and gives background: who the characters are and where and when the story happens.',
  ),
  mc(
    ['plot', 'plot structure', 'falling action'],
    'Which part of a plot comes right after the climax?',
    'falling action',
    ['rising action', 'exposition', 'inciting incident'],
    'After the climax, the falling action shows the results of the turning point and leads to the resolution.',
  ),
  mc(
    ['plot', 'conflict', 'types of conflict'],
    'A sailor struggles to survive a powerful storm at sea. What type of conflict is this?',
    'character vs. nature',
    ['character vs. self', 'character vs. society', 'character vs. character'],
    'The sailor is fighting a force of nature, the storm, so it is an external conflict of character vs. nature.',
  ),
  tf(
    ['plot', 'plot structure', 'rising action'],
    'In a plot, the rising action comes after the climax.',
    false,
    'The rising action builds tension before the climax; the falling action comes after it.',
  ),
  sa(
    ['plot', 'conflict', 'internal conflict'],
    'What is an internal conflict? Give a short example.',
    "A struggle inside a character's own mind, such as a girl deciding whether to admit that she broke her friend's phone.",
    'Internal (character vs. self) conflicts happen within a character, unlike external conflicts with other people, society or nature.',
  ),

  // theme
  mc(
    ['theme', 'central idea', 'literary analysis'],
    'Which of these is written as a theme rather than just a topic?',
    'True friends stand by you in hard times.',
    [
      'The friendship between two classmates',
      'A story about two best friends at school',
      'Friends and the hard times they face',
    ],
    'A theme is a complete statement about life. The other choices only name a topic, such as friendship, without saying anything about it.',
  ),
  mc(
    ['theme', 'plot', 'literary analysis'],
    "How is a story's theme different from its plot?",
    'The theme is the message about life; the plot is the series of events.',
    [
      'The theme is the series of events; the plot is the message about life.',
      'The theme is where the story happens; the plot is who is in it.',
      'The theme is the title; the plot is the first chapter.',
    ],
    'Plot is what happens in the story. Theme is the insight about life that those events express.',
  ),
  mc(
    ['theme', 'moral', 'fables'],
    "A fable about a tortoise and a hare ends: 'Slow and steady wins the race.' What is this line called?",
    'the moral',
    ['the setting', 'the conflict', 'the exposition'],
    'A moral is the lesson a fable states directly, usually at the end.',
  ),
  tf(
    ['theme', 'central idea', 'literary analysis'],
    'A story can have more than one theme.',
    true,
    'Longer stories often explore several messages, for example about courage, family and loss at the same time.',
  ),
  sa(
    ['theme', 'central idea', 'literary analysis'],
    'In a story, a boy lies to his friends to look cool, loses their trust, and wins it back only by telling the truth. State one possible theme.',
    'Honesty matters more than looking cool; lying damages trust, and the truth is needed to rebuild it.',
    'A theme is a general lesson about life drawn from the events: here, the cost of lying and the value of honesty.',
  ),

  // sentence structure
  mc(
    ['sentence structure', 'compound sentences', 'clauses'],
    "What type of sentence is 'I wanted to go outside, but it was raining.'?",
    'compound',
    ['simple', 'complex', 'compound-complex'],
    "Two independent clauses are joined by the coordinating conjunction 'but', which makes a compound sentence.",
  ),
  mc(
    ['sentence structure', 'complex sentences', 'clauses'],
    "What type of sentence is 'Because it was raining, we stayed inside.'?",
    'complex',
    ['simple', 'compound', 'compound-complex'],
    "It has one independent clause ('we stayed inside') and one dependent clause ('because it was raining').",
  ),
  mc(
    ['sentence structure', 'dependent clauses', 'clauses'],
    'Which of these is a dependent (subordinate) clause?',
    'when the bell rang',
    ['the bell rang', 'we left the room', 'she smiled'],
    "'When' makes the clause depend on another one to complete its meaning, so it cannot stand alone as a sentence.",
  ),
  mc(
    ['sentence structure', 'run-on sentences', 'grammar'],
    'Which of these is a run-on sentence?',
    'The bus was late we missed the start of the movie.',
    [
      'The bus was late, so we missed the start of the movie.',
      'The bus was late; we missed the start of the movie.',
      'Because the bus was late, we missed the start of the movie.',
    ],
    'Two independent clauses are joined with no punctuation or conjunction. The other three join them correctly.',
  ),
  tf(
    ['sentence structure', 'simple sentences', 'clauses'],
    'A simple sentence has one independent clause.',
    true,
    "A simple sentence is one independent clause; it can still have a compound subject or verb, as in 'Sam and Jo ran.'",
  ),
  tf(
    ['sentence structure', 'sentence fragments', 'grammar'],
    "'Running down the hallway.' is a complete sentence.",
    false,
    'It is a fragment: it has no subject and no complete verb, so it does not express a complete thought.',
  ),

  // subject-verb agreement
  mc(
    ['subject-verb agreement', 'grammar', 'verbs'],
    "Which verb correctly completes 'The list of chores ___ on the fridge.'?",
    'is',
    ['are', 'were', 'be'],
    "The subject is 'list', which is singular; 'of chores' only describes it. A singular subject takes 'is'.",
  ),
  mc(
    ['subject-verb agreement', 'grammar', 'verbs'],
    "Which verb correctly completes 'Neither the teacher nor the students ___ ready.'?",
    'are',
    ['is', 'was', 'has been'],
    "With 'neither ... nor', the verb agrees with the nearer subject. 'Students' is plural, so the verb is 'are'.",
  ),
  mc(
    ['subject-verb agreement', 'grammar', 'verbs'],
    'Which sentence has correct subject-verb agreement?',
    'The dogs bark at night.',
    ['The dogs barks at night.', 'The dog bark at night.', 'The dogs is barking at night.'],
    "The plural subject 'dogs' takes the plural verb 'bark'. A singular dog would take 'barks'.",
  ),
  tf(
    ['subject-verb agreement', 'indefinite pronouns', 'grammar'],
    "In 'Each of the players has a uniform.', the verb 'has' agrees with its subject.",
    true,
    "The subject is 'each', which is singular, so the singular verb 'has' is correct.",
  ),
  tf(
    ['subject-verb agreement', 'compound subjects', 'grammar'],
    "The sentence 'My friends and I is going to the game.' is correct.",
    false,
    "'My friends and I' is a compound subject joined by 'and', which is plural, so it needs 'are': 'My friends and I are going.'",
  ),
  sa(
    ['subject-verb agreement', 'grammar', 'verbs'],
    "Correct the verb in this sentence: 'The books on the shelf is dusty.'",
    'The books on the shelf are dusty.',
    "The subject is 'books', which is plural; 'on the shelf' does not change it. A plural subject takes 'are'.",
  ),

  // greek and latin roots
  mc(
    ['greek and latin roots', 'roots', 'vocabulary'],
    "The Greek root 'bio' means 'life'. What does 'biology' mean?",
    'the study of living things',
    ['the study of rocks', 'the study of stars', 'the study of numbers'],
    "'Bio' means life and '-logy' means the study of, so biology is the study of living things.",
  ),
  mc(
    ['greek and latin roots', 'roots', 'vocabulary'],
    "What does the Greek root 'tele' in 'telephone' and 'telescope' mean?",
    'far',
    ['sound', 'small', 'light'],
    "'Tele' means far: a telephone carries sound from far away and a telescope shows far-off things.",
  ),
  mc(
    ['greek and latin roots', 'roots', 'vocabulary'],
    "The Latin root 'port' means 'carry'. Which word means 'able to be carried'?",
    'portable',
    ['important', 'report', 'portrait'],
    "'Port' (carry) plus '-able' (able to be) gives 'portable', able to be carried.",
  ),
  tf(
    ['greek and latin roots', 'roots', 'vocabulary'],
    "The Greek root 'graph', as in 'autograph', means 'write'.",
    true,
    "'Graph' means write or draw: an autograph is a name written by the person themselves.",
  ),
  sa(
    ['greek and latin roots', 'roots', 'vocabulary'],
    "The Greek root 'chron' means 'time'. Use it to explain what 'chronological order' means.",
    'Arranged in the order in which events happened in time, from earliest to latest.',
    "'Chron' means time, so chronological order is time order.",
  ),

  // poetry
  mc(
    ['poetry', 'stanzas', 'poetry terms'],
    'What is a group of lines in a poem called?',
    'a stanza',
    ['a paragraph', 'a chapter', 'a caption'],
    'Poems are divided into stanzas, much as prose is divided into paragraphs.',
  ),
  mc(
    ['poetry', 'rhyme scheme', 'poetry terms'],
    "What is the rhyme scheme of these lines? 'The cat sat in the sun / It had a lot of fun / It chased a little mouse / All around the house'",
    'AABB',
    ['ABAB', 'ABBA', 'ABCD'],
    "'Sun' and 'fun' rhyme (A, A), then 'mouse' and 'house' rhyme (B, B), giving AABB.",
  ),
  mc(
    ['poetry', 'haiku', 'poetry forms'],
    'In the haiku form usually taught in English classes, how many syllables are in its three lines?',
    '5, 7, 5',
    ['7, 5, 7', '5, 5, 5', '3, 5, 3'],
    'The English-language classroom haiku has three lines of 5, 7 and 5 syllables, based on the Japanese form.',
  ),
  tf(
    ['poetry', 'free verse', 'poetry forms'],
    'Free verse is poetry without a regular rhyme scheme or meter.',
    true,
    'Free verse follows the rhythms of natural speech instead of a fixed pattern of rhyme or meter.',
  ),
  tf(
    ['poetry', 'limericks', 'poetry forms'],
    'A limerick is a poem with fourteen lines.',
    false,
    'A limerick has five lines with an AABBA rhyme scheme. A sonnet is the form with fourteen lines.',
  ),
  sa(
    ['poetry', 'speaker', 'poetry terms'],
    "What is the difference between a poem's speaker and its poet?",
    'The poet is the real person who wrote the poem; the speaker is the voice talking in the poem, which may not be the poet.',
    'Poets often write as an imagined voice, so readers refer to "the speaker" rather than assuming it is the poet.',
  ),

  // argument
  mc(
    ['argument', 'argumentative writing', 'claims'],
    'In an argumentative essay, what is the claim?',
    "the writer's main position",
    ['a fact used as proof', "the opposing side's view", "the essay's title"],
    'The claim is the main point the writer argues for; evidence and reasoning support it.',
  ),
  mc(
    ['argument', 'evidence', 'argumentative writing'],
    "Which is the strongest evidence for the claim 'Our school day should start later'?",
    'Research shows teenagers who get more sleep focus better in class.',
    [
      'I personally think that school starts much too early.',
      'Everybody I know would love to sleep in every morning.',
      'Starting later is always better than starting early.',
    ],
    'Evidence should be facts or research that support the claim. The others are opinions or sweeping claims.',
  ),
  mc(
    ['argument', 'counterclaims', 'argumentative writing'],
    'In an argument, what is a counterclaim?',
    "an argument that opposes the writer's claim",
    [
      "a second claim that agrees with the writer's claim",
      'a short summary of the claim at the end of the essay',
      'a quotation from an expert that supports the claim',
    ],
    'A counterclaim is the opposing view. Strong writers acknowledge it and then respond with a rebuttal.',
  ),
  tf(
    ['argument', 'fact and opinion'],
    'An opinion is a statement that can be proven true or false.',
    false,
    "A fact can be checked and proven; an opinion is a belief or judgement, such as 'Pizza is the best food.'",
  ),
  sa(
    ['argument', 'fact and opinion'],
    "Which is a fact and which is an opinion? A: 'The Pacific is the largest ocean on Earth.' B: 'The ocean is the most beautiful place to visit.'",
    'A is a fact because it can be checked; B is an opinion because it is a personal judgement.',
    'The size of an ocean can be measured and verified; what is most beautiful depends on the person.',
  ),
];

const g912: readonly BankQuestion[] = [
  // rhetorical appeals
  mc(
    ['rhetorical appeals', 'ethos', 'rhetoric'],
    "A speaker says, 'As a doctor who has treated skin cancer for twenty years, I urge you to wear sunscreen.' Which appeal is she mainly using?",
    'ethos',
    ['pathos', 'logos', 'kairos'],
    'She builds trust in her credibility and expertise as a doctor, which is an appeal to ethos.',
  ),
  mc(
    ['rhetorical appeals', 'pathos', 'rhetoric'],
    "Which appeal dominates in: 'Imagine a child shivering alone in the cold tonight. Please donate a blanket.'?",
    'pathos',
    ['ethos', 'logos', 'kairos'],
    "The image of a cold, lonely child is meant to stir the audience's sympathy, which is an appeal to emotion (pathos).",
  ),
  mc(
    ['rhetorical appeals', 'logos', 'rhetoric'],
    'Which sentence relies mainly on logos?',
    'The new route is 4 miles shorter, so it will save each driver about 10 minutes.',
    [
      'As a driver for thirty years, I trust this route.',
      'Think of the joy of getting home early to your family.',
      'Everyone in town already uses the new route.',
    ],
    'Logos appeals to logic with facts and reasoning. The others appeal to credibility, emotion and popularity.',
  ),
  tf(
    ['rhetorical appeals', 'logos', 'rhetoric'],
    'Logos is an appeal to logic and reason, using facts, statistics and reasoning.',
    true,
    'Aristotle named three appeals: logos (reason), ethos (credibility) and pathos (emotion).',
  ),
  sa(
    ['rhetorical appeals', 'ethos', 'rhetoric'],
    'Explain two ways a writer can build ethos in an argument.',
    'Any two of: showing relevant expertise or experience, citing reliable sources, treating opposing views fairly, and writing accurately and carefully.',
    "Ethos is the writer's credibility, so anything that makes the audience trust the writer builds it.",
  ),

  // logical fallacies
  mc(
    ['logical fallacies', 'ad hominem', 'argument'],
    "Which fallacy is this? 'You can't trust her views on recycling; she failed chemistry in high school.'",
    'ad hominem',
    ['straw man', 'slippery slope', 'false dilemma'],
    'Ad hominem attacks the person instead of the argument; her grades do not show her views on recycling are wrong.',
  ),
  mc(
    ['logical fallacies', 'slippery slope', 'argument'],
    "Which fallacy is this? 'If we let students use phones at lunch, soon they will use them in every class, and then no one will learn anything.'",
    'slippery slope',
    ['ad hominem', 'bandwagon', 'circular reasoning'],
    'A slippery slope claims one step will inevitably lead to an extreme outcome without showing why.',
  ),
  mc(
    ['logical fallacies', 'false dilemma', 'argument'],
    "Which fallacy is this? 'Either you support this plan, or you want our town to fail.'",
    'false dilemma',
    ['red herring', 'hasty generalization', 'appeal to authority'],
    'A false dilemma presents only two options when others exist, such as opposing this plan but supporting another.',
  ),
  tf(
    ['logical fallacies', 'straw man', 'argument'],
    "A straw man fallacy misrepresents an opponent's argument to make it easier to attack.",
    true,
    'The arguer replaces the real position with a weaker, distorted version and then knocks that down.',
  ),
  sa(
    ['logical fallacies', 'bandwagon', 'argument'],
    "Name the fallacy and explain its flaw: 'Everyone is buying these shoes, so they must be the best.'",
    'Bandwagon (appeal to popularity): many people buying something does not prove it is the best.',
    'Popularity is not evidence of quality, so the conclusion does not follow from the premise.',
  ),

  // irony
  mc(
    ['irony', 'verbal irony', 'literary devices'],
    "Stepping into a downpour, a character says, 'What lovely weather for a picnic.' Which type of irony is this?",
    'verbal irony',
    ['dramatic irony', 'situational irony', 'foreshadowing'],
    'Verbal irony is saying the opposite of what one means; the weather is clearly not lovely.',
  ),
  mc(
    ['irony', 'dramatic irony', 'literary devices'],
    "In Shakespeare's 'Romeo and Juliet', the audience knows Juliet has taken a potion that only makes her seem dead, but Romeo believes she is dead. What is this?",
    'dramatic irony',
    ['verbal irony', 'situational irony', 'comic relief'],
    'Dramatic irony occurs when the audience knows something a character does not, which makes the scene more tragic.',
  ),
  mc(
    ['irony', 'situational irony', 'literary devices'],
    "In O. Henry's 'The Gift of the Magi', Della sells her hair to buy Jim a watch chain, while Jim sells his watch to buy her combs. What type of irony is this?",
    'situational irony',
    ['verbal irony', 'dramatic irony', 'hyperbole'],
    "Each gift becomes useless because of the other's sacrifice: the outcome is the opposite of what the characters expect.",
  ),
  tf(
    ['irony', 'dramatic irony', 'literary devices'],
    'Dramatic irony occurs when the audience knows something that a character does not.',
    true,
    "The gap between the audience's knowledge and the character's creates suspense, humour or tragedy.",
  ),
  sa(
    ['irony', 'verbal irony', 'situational irony'],
    'Explain the difference between verbal irony and situational irony.',
    'Verbal irony is when a speaker says the opposite of what they mean; situational irony is when events turn out the opposite of what is expected.',
    'One lies in what is said, the other in what happens.',
  ),

  // literary devices
  mc(
    ['literary devices', 'foreshadowing'],
    'Early in a story, a character notices a loaded rifle hanging on the wall; near the end, it is fired. What device does the early detail create?',
    'foreshadowing',
    ['flashback', 'allusion', 'hyperbole'],
    'Foreshadowing hints at later events. The rifle prepares the reader for the moment it is used.',
  ),
  mc(
    ['literary devices', 'allusion'],
    "Calling a very strong person 'a real Hercules' is an example of which device?",
    'allusion',
    ['alliteration', 'onomatopoeia', 'oxymoron'],
    'An allusion is a brief reference to a well-known person, story or event, here to Hercules (Heracles), the strongman of Greek and Roman myth.',
  ),
  mc(
    ['literary devices', 'oxymoron'],
    'Which phrase is an oxymoron?',
    'deafening silence',
    ['roaring thunder', 'bright sunshine', 'gentle breeze'],
    'An oxymoron puts two contradictory words together. Silence cannot literally be deafening.',
  ),
  tf(
    ['literary devices', 'flashback'],
    "A flashback interrupts a story's order of events to show something that happened earlier.",
    true,
    'Flashbacks give background by moving back in time from the main timeline of the story.',
  ),
  sa(
    ['literary devices', 'symbolism'],
    'What is symbolism in literature? Give an example.',
    'Using an object, person or event to stand for a larger idea, for example a dove representing peace.',
    'A symbol has its literal meaning in the story and also represents an idea beyond it.',
  ),

  // poetry
  mc(
    ['poetry', 'sonnets', 'poetic forms'],
    'How many lines does a sonnet have?',
    '14',
    ['12', '10', '16'],
    'A sonnet has fourteen lines, whether it is Shakespearean (English) or Petrarchan (Italian).',
  ),
  mc(
    ['poetry', 'meter', 'iambic pentameter'],
    "Shakespeare's sonnets are written mostly in iambic pentameter. What is an iamb?",
    'an unstressed syllable followed by a stressed one',
    [
      'a stressed syllable followed by an unstressed one',
      'two stressed syllables in a row',
      'three unstressed syllables in a row',
    ],
    "An iamb goes da-DUM, as in 'com-PARE'. A stressed then unstressed syllable is a trochee.",
  ),
  mc(
    ['poetry', 'meter', 'iambic pentameter'],
    'How many metrical feet are in a line of pentameter?',
    'five',
    ['four', 'six', 'ten'],
    "'Penta' means five: pentameter has five feet. In iambic pentameter those five iambs make ten syllables.",
  ),
  tf(
    ['poetry', 'blank verse', 'meter'],
    'Blank verse is poetry written in rhyming couplets.',
    false,
    "Blank verse is unrhymed iambic pentameter, the form of much of Shakespeare's dialogue.",
  ),
  sa(
    ['poetry', 'sonnets', 'rhyme scheme'],
    'What is the usual rhyme scheme of a Shakespearean sonnet?',
    'ABAB CDCD EFEF GG',
    'A Shakespearean sonnet has three quatrains with alternating rhymes and ends with a rhyming couplet.',
  ),

  // drama
  mc(
    ['drama', 'soliloquy', 'shakespeare'],
    'In a play, what is a soliloquy?',
    'a speech in which a character alone on stage speaks their thoughts aloud',
    [
      'a conversation between two characters in the middle of a scene',
      'a stage direction that tells the actors where to stand and move',
      'a song that the whole cast sings together at the end of the play',
    ],
    "A soliloquy reveals a character's private thoughts, like Macbeth's 'Is this a dagger which I see before me'.",
  ),
  mc(
    ['drama', 'aside', 'shakespeare'],
    'A brief remark a character makes to the audience, which the other characters on stage do not hear, is called what?',
    'an aside',
    ['a soliloquy', 'a monologue', 'a dialogue'],
    'An aside is short and spoken while other characters are present; a soliloquy is a longer speech made alone.',
  ),
  mc(
    ['drama', 'tragedy', 'tragic hero'],
    'In tragedy, what is a tragic flaw (hamartia)?',
    "a trait or error that leads to the hero's downfall",
    [
      'a mistake in the script that the actors must correct',
      "the villain's secret plan that is revealed at the end",
      'the happy ending that closes a classical comedy',
    ],
    "Aristotle's hamartia is the hero's error or flaw, such as Macbeth's ambition, that brings about the tragedy.",
  ),
  tf(
    ['drama', 'stage directions'],
    'Stage directions tell actors how to move or speak and are usually not spoken aloud.',
    true,
    'Stage directions, often in italics or brackets, guide the performance but are not part of the dialogue.',
  ),
  tf(
    ['drama', 'shakespeare', 'romeo and juliet'],
    "Shakespeare's 'Romeo and Juliet' is set in Venice.",
    false,
    "'Romeo and Juliet' is set in Verona, Italy. Shakespeare set 'The Merchant of Venice' and 'Othello' partly in Venice.",
  ),

  // tone and mood
  mc(
    ['tone and mood', 'tone', 'mood'],
    'What is the difference between tone and mood?',
    "Tone is the author's attitude; mood is the feeling the reader gets.",
    [
      "Tone is the feeling the reader gets; mood is the author's attitude.",
      'Tone is the setting of a story; mood is its plot.',
      'Tone is the rhyme of a poem; mood is its rhythm.',
    ],
    'Tone belongs to the writer (for example, sarcastic or admiring); mood is the atmosphere the reader feels.',
  ),
  mc(
    ['tone and mood', 'mood', 'imagery'],
    "Which word best describes the mood of: 'Fog crept over the graves as a lone crow cried in the dark.'?",
    'eerie',
    ['cheerful', 'silly', 'playful'],
    'Fog, graves, darkness and a crying crow create a creepy, unsettling atmosphere.',
  ),
  mc(
    ['tone and mood', 'tone', 'word choice'],
    "Which word best describes the tone of: 'Oh, great, another meeting that could have been an email.'?",
    'sarcastic',
    ['admiring', 'fearful', 'solemn'],
    "'Oh, great' says the opposite of what the speaker feels, a mocking attitude toward the meeting.",
  ),
  tf(
    ['tone and mood', 'diction', 'word choice'],
    "An author's word choice (diction) helps create tone.",
    true,
    "Words with different connotations, such as 'slender' and 'scrawny', show different attitudes.",
  ),
  tf(
    ['tone and mood', 'mood', 'theme'],
    'Mood means the same thing as the theme of a story.',
    false,
    "Mood is the feeling a text creates in the reader; theme is the text's message about life.",
  ),

  // punctuation
  mc(
    ['punctuation', 'semicolons', 'grammar'],
    'Which sentence uses a semicolon correctly?',
    'The rain stopped; the game continued.',
    [
      'The rain stopped; and the game continued.',
      'The rain; stopped and the game continued.',
      'Because the rain stopped; the game continued.',
    ],
    'A semicolon joins two closely related independent clauses without a conjunction.',
  ),
  mc(
    ['punctuation', 'colons', 'grammar'],
    'Which sentence uses a colon correctly?',
    'Bring three things: a pen, a notebook and a ruler.',
    [
      'Bring: a pen, a notebook and a ruler.',
      'Bring three: things a pen, a notebook and a ruler.',
      'Bring three things, a pen: a notebook and a ruler.',
    ],
    "A colon introduces a list after a complete independent clause ('Bring three things'), not directly after a verb.",
  ),
  mc(
    ['punctuation', 'comma splices', 'grammar'],
    'Which sentence is a comma splice?',
    'It was late, we went home.',
    [
      'It was late, so we went home.',
      'It was late; we went home.',
      'Because it was late, we went home.',
    ],
    'A comma splice joins two independent clauses with only a comma. The others add a conjunction or a semicolon.',
  ),
  tf(
    ['punctuation', 'colons', 'grammar'],
    "A colon belongs directly after a verb, as in 'The ingredients are: flour and sugar.'",
    false,
    "A colon should follow a complete independent clause. Write 'The ingredients are flour and sugar.' with no colon.",
  ),
  sa(
    ['punctuation', 'comma splices', 'grammar'],
    "Correct the comma splice: 'The museum was closed, we went to the park instead.'",
    'The museum was closed, so we went to the park instead. (A semicolon, or two separate sentences, also corrects it.)',
    'Two independent clauses need a comma plus a coordinating conjunction, a semicolon, or a period (full stop) between them.',
  ),

  // parallel structure
  mc(
    ['parallel structure', 'parallelism', 'grammar'],
    'Which sentence has parallel structure?',
    'She likes hiking, swimming and biking.',
    [
      'She likes hiking, swimming and to bike.',
      'She likes to hike, swimming and biking.',
      'She likes hiking, to swim and bikes.',
    ],
    'All three items in the series are the same form (-ing words), which makes the sentence parallel.',
  ),
  mc(
    ['parallel structure', 'parallelism', 'grammar'],
    "Which revision makes this sentence parallel? 'The job requires patience, skill and being careful.'",
    'The job requires patience, skill and care.',
    [
      'The job requires patience, skill and to be careful.',
      'The job requires being patient, skill and care.',
      'The job requires patience, skilled and careful.',
    ],
    "'Patience', 'skill' and 'care' are all nouns, so the items in the list match.",
  ),
  mc(
    ['parallel structure', 'parallelism', 'grammar'],
    "Which choice completes this sentence with parallel structure? 'The speech was clear, concise and ___.'",
    'persuasive',
    ['it persuaded people', 'with persuasion', 'persuading everyone'],
    "'Clear' and 'concise' are adjectives, so the third item should be an adjective too: 'persuasive'.",
  ),
  tf(
    ['parallel structure', 'parallelism', 'grammar'],
    "The sentence 'Our coach told us to stretch, to hydrate and that we should rest.' has parallel structure.",
    false,
    "The last item switches from 'to' + verb to a clause. Parallel: 'to stretch, to hydrate and to rest'.",
  ),
  sa(
    ['parallel structure', 'parallelism', 'grammar'],
    "Rewrite this sentence so it is parallel: 'I like reading novels, to write poems and painting.'",
    'I like reading novels, writing poems and painting.',
    "Changing 'to write' to 'writing' makes all three items -ing forms. ('I like to read, to write and to paint' also works.)",
  ),

  // active and passive voice
  mc(
    ['active and passive voice', 'passive voice', 'grammar'],
    'Which sentence is in the passive voice?',
    'The window was broken by the ball.',
    ['The ball broke the window.', 'The window broke yesterday.', 'The boy threw the ball.'],
    "In the passive voice the subject receives the action and the verb uses a form of 'be' plus a past participle ('was broken').",
  ),
  mc(
    ['active and passive voice', 'active voice', 'grammar'],
    "Which is the active-voice version of 'The cake was eaten by the children.'?",
    'The children ate the cake.',
    [
      'The cake was eaten.',
      'The children were eating by the cake.',
      'The cake had been eaten by them.',
    ],
    "In the active voice the doer of the action, 'the children', becomes the subject.",
  ),
  mc(
    ['active and passive voice', 'passive voice', 'writing style'],
    "Why might a scientist write 'The samples were heated to 100 °C' in the passive voice?",
    'to focus on what was done rather than who did it',
    [
      'because passive sentences are always shorter',
      'to hide that the result was wrong',
      'because science writing may never use active voice',
    ],
    'In a method, the action matters more than the person doing it, so the passive voice puts the action first.',
  ),
  tf(
    ['active and passive voice', 'passive voice', 'grammar'],
    "The sentence 'The report was written by Jordan.' is in the active voice.",
    false,
    "It is passive: the subject 'the report' receives the action. Active: 'Jordan wrote the report.'",
  ),
  sa(
    ['active and passive voice', 'active voice', 'grammar'],
    "Rewrite this sentence in the active voice: 'The game was won by our team.'",
    'Our team won the game.',
    "The doer, 'our team', becomes the subject, and the verb changes from 'was won' to 'won'.",
  ),
];

export const english: SubjectBank = { 'K-2': k2, '3-5': g35, '6-8': g68, '9-12': g912 };
