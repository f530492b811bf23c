import { mc, sa, tf, type BankQuestion, type SubjectBank } from './types';

/*
 * Each band's topics: the topic a question belongs to first, then the other words, spellings
 * (colour/color) and singular forms a teacher may type for it. The matcher compares whole
 * words and singularises "shapes" to "shap", so "shape" is listed beside "shapes".
 */
const K2 = {
  colours: ['colours', 'colour', 'colors', 'color'],
  lines: ['lines', 'line'],
  shapes: ['shapes', 'shape'],
  texture: ['texture', 'textures'],
  pattern: ['pattern', 'patterns'],
  collage: ['collage', 'collages', 'cut paper'],
  sculpture: ['sculpture', 'sculptures', 'clay'],
  materials: ['art materials', 'art tools', 'art supplies', 'art safety'],
  artists: ['famous artists', 'artists', 'artist'],
} as const;

const kTo2: readonly BankQuestion[] = [
  // Colours
  mc(
    [...K2.colours, 'primary colours', 'primary colors'],
    'Which of these is a primary colour?',
    'Red',
    ['Green', 'Orange', 'Purple'],
    'Red, yellow and blue are the primary colours of paint. Green, orange and purple are mixed from them.',
  ),
  mc(
    [...K2.colours, 'colour mixing', 'color mixing'],
    'What colour do you get when you mix red and yellow paint?',
    'Orange',
    ['Green', 'Purple', 'Blue'],
    'Red and yellow paint mix to make orange.',
  ),
  mc(
    [...K2.colours, 'colour mixing', 'color mixing'],
    'What colour do you get when you mix blue and yellow paint?',
    'Green',
    ['Orange', 'Purple', 'Pink'],
    'Blue and yellow paint mix to make green.',
  ),
  mc(
    [...K2.colours, 'colour mixing', 'color mixing'],
    'What colour do you get when you mix red and blue paint?',
    'Purple',
    ['Green', 'Orange', 'Yellow'],
    'Red and blue paint mix to make purple (also called violet).',
  ),
  tf(
    [...K2.colours, 'colour mixing', 'color mixing'],
    'Adding white paint to red paint makes pink.',
    true,
    'White makes a colour lighter. A light red is pink.',
  ),
  sa(
    [...K2.colours, 'primary colours', 'primary colors'],
    'Name the three primary colours.',
    'Red, yellow and blue.',
    'Red, yellow and blue are the primary colours of paint; the other colours can be mixed from them.',
  ),

  // Lines
  mc(
    K2.lines,
    'Which kind of line goes straight up and down, like a tall tree?',
    'A vertical line',
    ['A horizontal line', 'A zigzag line', 'A curved line'],
    'A vertical line goes straight up and down.',
  ),
  mc(
    K2.lines,
    'Which kind of line lies flat, like the line where the sea meets the sky?',
    'A horizontal line',
    ['A vertical line', 'A diagonal line', 'A spiral line'],
    'A horizontal line lies flat from side to side, like the horizon.',
  ),
  mc(
    K2.lines,
    'Which kind of line has sharp points, like the teeth of a saw?',
    'A zigzag line',
    ['A wavy line', 'A spiral line', 'A dotted line'],
    'A zigzag line is made of straight lines that change direction at sharp points.',
  ),
  tf(
    K2.lines,
    'A spiral line curls around and around, like a snail shell.',
    true,
    'A spiral line winds around a centre point, like the shell of a snail.',
  ),
  tf(
    K2.lines,
    'A zigzag line is made only of curves.',
    false,
    'A zigzag line is made of straight lines that meet at sharp points. A wavy line is the one made of curves.',
  ),
  sa(
    K2.lines,
    'Name two different kinds of lines an artist can draw.',
    'Any two, for example: straight, curved, wavy, zigzag, spiral, dotted, thick or thin.',
    'Artists use many kinds of lines; any two correct kinds earn the mark.',
  ),

  // Shapes
  mc(
    K2.shapes,
    'Which shape has three sides and three corners?',
    'A triangle',
    ['A square', 'A circle', 'A rectangle'],
    'A triangle has three straight sides and three corners.',
  ),
  mc(
    K2.shapes,
    'Which shape is perfectly round and has no corners?',
    'A circle',
    ['A square', 'A triangle', 'A rectangle'],
    'A circle is round all the way around and has no corners or straight sides.',
  ),
  mc(
    [...K2.shapes, 'geometric shapes', 'organic shapes'],
    'Which of these is a geometric shape?',
    'A triangle',
    ['A leaf', 'A cloud', 'A puddle'],
    'Geometric shapes, like triangles, squares and circles, have neat, regular edges. Leaves, clouds and puddles are organic (free-form) shapes from nature.',
  ),
  tf(
    K2.shapes,
    'A square has four sides that are all the same length.',
    true,
    'A square has four equal sides and four corners.',
  ),
  tf(
    K2.shapes,
    'A circle has four corners.',
    false,
    'A circle is round and has no corners at all.',
  ),

  // Texture
  mc(
    K2.texture,
    'In art, what does texture mean?',
    'How a surface feels or looks like it feels',
    [
      'How big or how small a thing looks',
      'Which colours a thing is painted in',
      'How far away a thing seems to be',
    ],
    'Texture is how a surface feels when you touch it (rough, smooth, bumpy, soft) or how it looks like it would feel.',
  ),
  mc(
    K2.texture,
    'Which of these feels rough?',
    'Tree bark',
    ['A glass window', 'A silk ribbon', 'A mirror'],
    'Tree bark is bumpy and rough. Glass, silk and mirrors feel smooth.',
  ),
  mc(
    K2.texture,
    'Which of these feels soft?',
    "A kitten's fur",
    ['A rock', 'A brick', 'A pine cone'],
    "A kitten's fur is soft. Rocks, bricks and pine cones feel hard.",
  ),
  tf(
    [...K2.texture, 'rubbing', 'rubbings'],
    'You can make a texture rubbing by putting paper over a bumpy surface and rubbing it with the side of a crayon.',
    true,
    'The crayon picks up the bumps under the paper, so the texture shows in the rubbing.',
  ),
  tf(
    K2.texture,
    'Sandpaper feels smooth.',
    false,
    'Sandpaper feels rough and scratchy; that is how it smooths wood.',
  ),
  sa(
    K2.texture,
    'Name something that has a rough texture.',
    'Any rough object, for example tree bark, sandpaper, a brick wall or a carpet.',
    'Accept any object that feels rough or bumpy when touched.',
  ),

  // Pattern
  mc(
    K2.pattern,
    'What comes next in this pattern: red, blue, red, blue, red, ...?',
    'Blue',
    ['Red', 'Green', 'Yellow'],
    'The pattern repeats red, blue, so blue comes after red.',
  ),
  mc(
    K2.pattern,
    'What is a pattern in art?',
    'Lines, shapes or colours that repeat',
    ['One shape drawn only once', 'A picture with no colour', 'A very large painting'],
    'A pattern is made when lines, shapes or colours repeat again and again.',
  ),
  mc(
    K2.pattern,
    'Which of these has a pattern?',
    "A zebra's stripes",
    ['A single cloud', 'A puddle', 'A plain white wall'],
    "A zebra's black and white stripes repeat again and again, which makes a pattern.",
  ),
  tf(
    K2.pattern,
    'A pattern can only be made with colours, not with shapes.',
    false,
    'Patterns can be made by repeating shapes, lines or colours.',
  ),
  sa(
    K2.pattern,
    'Make a pattern using two different shapes. Write or draw it.',
    'Any repeating order of two shapes, for example: circle, square, circle, square, circle, square.',
    'A pattern must repeat; accept any two shapes that repeat in a regular order.',
  ),

  // Collage
  mc(
    K2.collage,
    'What is a collage?',
    'A picture made of paper pieces glued down',
    [
      'A picture painted straight onto a wall',
      'A statue carved out of a block of stone',
      'A drawing made only with a pencil',
    ],
    'A collage is made by sticking pieces of paper, fabric or other materials onto a background.',
  ),
  mc(
    K2.collage,
    'Which tool do you use to stick pieces of paper down in a collage?',
    'Glue',
    ['An eraser', 'A ruler', 'A pencil'],
    'Glue holds the pieces of a collage in place.',
  ),
  mc(
    [...K2.collage, 'eric carle'],
    'Which picture-book artist made his pictures from painted tissue paper, as in The Very Hungry Caterpillar?',
    'Eric Carle',
    ['Dr. Seuss', 'Beatrix Potter', 'Maurice Sendak'],
    'Eric Carle painted tissue paper, cut or tore it into shapes and glued them down to make his collage pictures.',
  ),
  mc(
    [...K2.collage, 'henri matisse', 'matisse'],
    'Which artist made big pictures from cut-out shapes of painted paper when he was old?',
    'Henri Matisse',
    ['Vincent van Gogh', 'Leonardo da Vinci', 'Claude Monet'],
    'Late in his life Henri Matisse made famous artworks by cutting shapes from paper he had painted; they are known as his cut-outs.',
  ),
  tf(
    K2.collage,
    'You can use torn paper, fabric and magazine pictures in a collage.',
    true,
    'A collage can be made from almost any flat material that can be glued down.',
  ),

  // Sculpture and clay
  mc(
    K2.sculpture,
    'What is a sculpture?',
    'A solid artwork, like a statue',
    [
      'A flat drawing on a sheet of paper',
      'A song played on a big drum',
      'A photo taken with a camera',
    ],
    'A sculpture is a solid, three-dimensional artwork with height, width and depth, like a statue; drawings and photos are flat.',
  ),
  mc(
    [...K2.sculpture, 'coil'],
    'What do you call a long, thin roll of clay that looks like a snake?',
    'A coil',
    ['A slab', 'A pinch pot', 'A tile'],
    'A coil is a rope of clay rolled out with your hands. Coils can be stacked to build pots.',
  ),
  mc(
    [...K2.sculpture, 'pinch pot'],
    'What do you make when you push your thumb into a ball of clay and pinch the sides?',
    'A pinch pot',
    ['A coil', 'A slab', 'A clay bead'],
    'Pressing a thumb into a ball of clay and pinching the walls thinner makes a pinch pot.',
  ),
  tf(
    K2.sculpture,
    'A sculpture is flat, like a drawing on paper.',
    false,
    'A sculpture is three-dimensional, with height, width and depth; drawings are flat.',
  ),
  sa(
    K2.sculpture,
    'Name one material a sculpture can be made from.',
    'Any one, for example clay, stone, wood, metal, paper or plastic.',
    'Sculptures are made from many materials; accept any solid material that can be shaped.',
  ),

  // Art materials and safety
  mc(
    K2.materials,
    'Which tool do we use to cut paper?',
    'Scissors',
    ['A glue stick', 'A crayon', 'A paintbrush'],
    'Scissors are the tool for cutting paper.',
  ),
  mc(
    K2.materials,
    'Which tool do we use to spread paint on paper?',
    'A paintbrush',
    ['A ruler', 'An eraser', 'Scissors'],
    'A paintbrush holds paint and spreads it on the paper.',
  ),
  mc(
    K2.materials,
    'What should you do with your paintbrush when you finish painting?',
    'Wash it clean',
    ['Leave it in the paint', 'Put it in your mouth', 'Throw it away'],
    'Washing a brush stops the paint from drying in it, so the brush can be used again.',
  ),
  tf(
    K2.materials,
    'When you walk with scissors, you hold them closed with the points facing down.',
    true,
    'Closed blades pointing down cannot poke anyone if you trip or bump into someone.',
  ),
  tf(
    K2.materials,
    'It is safe to put paint or glue in your mouth.',
    false,
    'Art materials are not food. Keep paint and glue away from your mouth and wash your hands after using them.',
  ),
  sa(
    K2.materials,
    'Tell one rule for using scissors safely.',
    'For example: walk with them closed and pointing down; cut away from your fingers; only cut paper; pass them handle first.',
    'Accept any sensible scissor safety rule.',
  ),

  // Famous artists
  mc(
    [...K2.artists, 'van gogh', 'vincent van gogh'],
    'Which artist painted The Starry Night, with its swirling night sky?',
    'Vincent van Gogh',
    ['Leonardo da Vinci', 'Frida Kahlo', 'Claude Monet'],
    'Vincent van Gogh painted The Starry Night in 1889, with swirling brushstrokes in the sky.',
  ),
  mc(
    [...K2.artists, 'leonardo da vinci', 'mona lisa'],
    'Who painted the Mona Lisa?',
    'Leonardo da Vinci',
    ['Vincent van Gogh', 'Pablo Picasso', 'Henri Matisse'],
    'The Mona Lisa was painted by the Italian artist Leonardo da Vinci more than 500 years ago.',
  ),
  mc(
    [...K2.artists, 'monet', 'claude monet'],
    'Claude Monet painted many pictures of which flowers in his garden pond?',
    'Water lilies',
    ['Sunflowers', 'Roses', 'Tulips'],
    'Monet grew water lilies in the pond at his garden in Giverny, France, and painted them many times.',
  ),
  tf(
    [...K2.artists, 'van gogh', 'vincent van gogh'],
    'Vincent van Gogh painted pictures of sunflowers.',
    true,
    'Van Gogh painted a famous series of pictures of sunflowers in a vase.',
  ),
  tf(
    [...K2.artists, 'leonardo da vinci', 'mona lisa'],
    'The Mona Lisa is a painting of a bowl of fruit.',
    false,
    'The Mona Lisa is a portrait: a painting of a woman.',
  ),
  sa(
    [...K2.artists, 'self-portrait', 'portraits', 'frida kahlo'],
    'Frida Kahlo painted many pictures of herself. What do we call a picture an artist makes of themselves?',
    'A self-portrait.',
    'A portrait shows a person; when artists show themselves it is a self-portrait.',
  ),
];

const G35 = {
  wheel: ['colour wheel', 'color wheel', 'colours', 'colors', 'colour', 'color'],
  warmCool: [
    'warm and cool colours',
    'warm and cool colors',
    'warm colours',
    'warm colors',
    'cool colours',
    'cool colors',
  ],
  elements: ['elements of art', 'art elements'],
  form: ['shape and form', 'shapes and forms', 'form', 'forms', '3d shapes'],
  value: ['tints and shades', 'tint and shade', 'value', 'tints', 'shades'],
  symmetry: ['symmetry', 'symmetrical', 'balance'],
  landscapes: ['landscapes', 'landscape', 'foreground and background', 'space'],
  printing: ['printmaking', 'prints', 'printing'],
  artists: ['famous artists', 'artists', 'artist', 'art history'],
} as const;

const g3To5: readonly BankQuestion[] = [
  // Colour wheel
  mc(
    [...G35.wheel, 'secondary colours', 'secondary colors'],
    'Which colours are the secondary colours?',
    'Orange, green and purple',
    ['Red, yellow and blue', 'Black, white and grey', 'Pink, brown and gold'],
    'Orange, green and purple (violet) are the secondary colours; each is mixed from two primary colours.',
  ),
  mc(
    [...G35.wheel, 'secondary colours', 'secondary colors'],
    'A secondary colour is made by mixing which two things?',
    'Two primary colours',
    ['Two secondary colours', 'A colour and black', 'A colour and white'],
    'Mixing two primaries gives a secondary: red + yellow = orange, yellow + blue = green, blue + red = purple.',
  ),
  mc(
    [...G35.wheel, 'intermediate colours', 'tertiary colours'],
    'What do you call a colour made by mixing a primary colour with the secondary colour next to it, such as blue-green?',
    'An intermediate colour',
    ['A primary colour', 'A secondary colour', 'A neutral colour'],
    'Colours such as blue-green and red-orange sit between a primary and a secondary on the wheel; they are called intermediate (or tertiary) colours.',
  ),
  mc(
    [...G35.wheel, 'complementary colours', 'complementary colors'],
    'Colours that sit opposite each other on the colour wheel, like red and green, are called what?',
    'Complementary colours',
    ['Analogous colours', 'Primary colours', 'Warm colours'],
    'Complementary colours are directly across from each other on the colour wheel.',
  ),
  tf(
    G35.wheel,
    'Purple is a primary colour.',
    false,
    'Purple is a secondary colour, mixed from red and blue. The primary colours are red, yellow and blue.',
  ),
  sa(
    [...G35.wheel, 'colour mixing', 'color mixing'],
    'Which two primary colours mix to make green?',
    'Blue and yellow.',
    'Green is the secondary colour between blue and yellow on the colour wheel.',
  ),

  // Warm and cool colours
  mc(
    G35.warmCool,
    'Which group shows only cool colours?',
    'Blue, green and purple',
    ['Red, orange and yellow', 'Red, green and orange', 'Yellow, orange and blue'],
    'Cool colours are the blues, greens and purples on one side of the colour wheel.',
  ),
  mc(
    G35.warmCool,
    'Which of these is a warm colour?',
    'Orange',
    ['Blue', 'Green', 'Purple'],
    'Warm colours are the reds, oranges and yellows.',
  ),
  mc(
    G35.warmCool,
    'Warm colours often remind people of what?',
    'Fire and the sun',
    ['Ice and snow', 'The sea and the sky', 'Shade under trees'],
    'Red, orange and yellow are the colours of fire and sunshine, which is why they are called warm.',
  ),
  tf(
    G35.warmCool,
    'Blue is a cool colour.',
    true,
    'Blue is a cool colour, like water, ice and the sky.',
  ),
  tf(
    G35.warmCool,
    'Yellow is a cool colour.',
    false,
    'Yellow is a warm colour, together with red and orange.',
  ),
  sa(
    G35.warmCool,
    'An artist wants a painting to feel calm and cold, like a winter night. Which group of colours should they mostly use? Name one colour from it.',
    'Cool colours, for example blue, green or purple.',
    'Cool colours are linked with water, ice and night, so they make a picture feel calm and cold.',
  ),

  // Elements of art
  mc(
    G35.elements,
    'Which of these is one of the elements of art?',
    'Texture',
    ['Crayon', 'Paper', 'Easel'],
    'The elements of art are line, shape, form, space, colour, value and texture. Crayons, paper and easels are materials and tools.',
  ),
  mc(
    [...G35.elements, 'value'],
    'Which element of art describes how light or dark something is?',
    'Value',
    ['Line', 'Texture', 'Shape'],
    'Value is the lightness or darkness of a colour or tone.',
  ),
  mc(
    [...G35.elements, 'line'],
    'Which element of art is a mark made by a moving point?',
    'Line',
    ['Colour', 'Space', 'Value'],
    'A line is the path a point makes as it moves, such as the mark of a pencil across paper.',
  ),
  tf(
    [...G35.elements, 'space', 'negative space'],
    'In art, space can mean the empty area around and between objects.',
    true,
    'The empty area around and between objects is called negative space; the objects themselves are positive space.',
  ),
  sa(
    G35.elements,
    'Name three of the seven elements of art.',
    'Any three of: line, shape, form, space, colour, value, texture.',
    'The seven elements of art are line, shape, form, space, colour, value and texture.',
  ),

  // Shape and form
  mc(
    G35.form,
    'What is the difference between a shape and a form?',
    'A shape is flat (2D); a form is 3D',
    [
      'A shape is 3D; a form is flat (2D)',
      'A shape is always round; a form has corners',
      'A shape is drawn; a form is always painted',
    ],
    'Shapes have only height and width. Forms also have depth, so they take up space.',
  ),
  mc(
    G35.form,
    'Which of these is a form, not a shape?',
    'A sphere',
    ['A circle', 'A square', 'A triangle'],
    'A sphere is three-dimensional, like a ball. Circles, squares and triangles are flat shapes.',
  ),
  mc(
    G35.form,
    'Every face of a cube is which flat shape?',
    'A square',
    ['A circle', 'A triangle', 'An oval'],
    'A cube is a form with six square faces.',
  ),
  tf(
    G35.form,
    'A cylinder is a three-dimensional form.',
    true,
    'A cylinder, like a can, has height, width and depth, so it is a form.',
  ),
  tf(
    G35.form,
    'A triangle drawn on paper is a form.',
    false,
    'A triangle on paper is flat, so it is a shape. A form, such as a pyramid, is three-dimensional.',
  ),

  // Tints and shades
  mc(
    G35.value,
    'What do you add to a colour to make a tint?',
    'White',
    ['Black', 'Grey', 'Brown'],
    'A tint is a colour mixed with white, which makes it lighter.',
  ),
  mc(
    G35.value,
    'What do you add to a colour to make a shade?',
    'Black',
    ['White', 'Yellow', 'Grey'],
    'A shade is a colour mixed with black, which makes it darker.',
  ),
  mc(
    G35.value,
    'Light blue is made by adding white to blue. What is light blue called?',
    'A tint of blue',
    ['A shade of blue', 'A complement of blue', 'A secondary colour'],
    'Adding white makes a tint, so light blue is a tint of blue.',
  ),
  tf(
    G35.value,
    'Adding black to red makes a darker red, which is called a shade.',
    true,
    'Any colour mixed with black is a shade of that colour.',
  ),
  tf(
    G35.value,
    'A tint is darker than the colour it was made from.',
    false,
    'A tint is made by adding white, so it is lighter than the original colour.',
  ),
  sa(
    [...G35.value, 'value scale'],
    'What is a value scale?',
    'A row of steps or boxes that goes gradually from light to dark (for example white to black).',
    'A value scale shows the range of values from lightest to darkest, step by step.',
  ),

  // Symmetry
  mc(
    G35.symmetry,
    'When both halves of a picture match like a mirror image, the picture has what?',
    'Symmetry',
    ['Texture', 'Perspective', 'Contrast'],
    'A picture is symmetrical when one half is a mirror image of the other.',
  ),
  mc(
    [...G35.symmetry, 'line of symmetry'],
    'Where is the line of symmetry on a butterfly with its wings open?',
    'Down the middle of its body',
    [
      'Across the tips of its wings',
      'Along the bottom of its wings',
      'Around the outside of its wings',
    ],
    'A line down the centre of the body splits the butterfly into two matching halves.',
  ),
  mc(
    [...G35.symmetry, 'line of symmetry'],
    'Which capital letter has a vertical line of symmetry?',
    'A',
    ['F', 'G', 'R'],
    'A line straight down the middle of A gives two matching halves. F, G and R do not match on both sides.',
  ),
  tf(
    G35.symmetry,
    'A human face is roughly symmetrical from left to right.',
    true,
    'A face has an eye, ear and cheek on each side of a central line, so its two halves nearly match.',
  ),
  tf(
    G35.symmetry,
    'A symmetrical design looks different on each side of its line of symmetry.',
    false,
    'In a symmetrical design both sides of the line of symmetry match like mirror images.',
  ),

  // Landscapes
  mc(
    G35.landscapes,
    'In a landscape picture, what is the part that looks closest to the viewer called?',
    'The foreground',
    ['The background', 'The middle ground', 'The horizon'],
    'The foreground is the front of the picture, nearest the viewer.',
  ),
  mc(
    [...G35.landscapes, 'horizon line'],
    'What is the line where the sky seems to meet the land or the sea called?',
    'The horizon line',
    ['The contour line', 'The outline', 'The centre line'],
    'The horizon line is where the sky appears to meet the ground or the sea.',
  ),
  mc(
    G35.landscapes,
    'How should you draw a tree so it looks far away in a landscape?',
    'Smaller and higher up on the page',
    [
      'Bigger and lower down on the page',
      'Bigger and with more detail',
      'The same size as nearby trees',
    ],
    'Things far away look smaller and sit higher up, nearer the horizon line.',
  ),
  tf(
    G35.landscapes,
    'Objects in the background of a landscape usually look smaller than objects in the foreground.',
    true,
    'Things look smaller the further away they are, so background objects are drawn smaller.',
  ),
  sa(
    G35.landscapes,
    'Name the three parts of space in a landscape, from nearest to farthest.',
    'Foreground, middle ground, background.',
    'The foreground is nearest the viewer, the middle ground is in between and the background is farthest away.',
  ),

  // Printmaking
  mc(
    [...G35.printing, 'brayer'],
    'Which tool rolls ink evenly onto a printing plate?',
    'A brayer',
    ['A palette', 'A stylus', 'An easel'],
    'A brayer is a small hand roller, usually rubber, used to spread an even layer of ink.',
  ),
  mc(
    G35.printing,
    'What is the main reason artists make prints?',
    'To make many copies of the same picture',
    [
      'To build a sculpture out of clay',
      'To mix new colours for a painting',
      'To make wet paint dry much faster',
    ],
    'A printing plate can be inked and printed again and again, giving many copies of one design.',
  ),
  mc(
    [...G35.printing, 'relief printing'],
    'In a foam printing plate, what happens to the lines you press into the foam?',
    'They stay the colour of the paper',
    [
      'They print as the darkest lines',
      'They print in a brand new colour',
      'They make holes in the paper',
    ],
    'The ink sits on the raised surface, not in the pressed-in lines, so the lines show as paper colour.',
  ),
  tf(
    [...G35.printing, 'relief printing'],
    'In relief printing, the ink goes into the carved lines instead of onto the raised surface.',
    false,
    'In relief printing the ink is rolled onto the raised surface; the carved lines stay uninked.',
  ),
  sa(
    G35.printing,
    'Why must letters be carved backwards on a printing plate?',
    'Because a print is a mirror image of the plate, so backwards letters print the right way round.',
    'The plate is pressed face down onto the paper, which flips the image from left to right.',
  ),

  // Famous artists
  mc(
    [...G35.artists, "georgia o'keeffe"],
    'Which American artist is known for large paintings of flowers and of the desert in New Mexico?',
    "Georgia O'Keeffe",
    ['Claude Monet', 'Frida Kahlo', 'Andy Warhol'],
    "Georgia O'Keeffe painted close-up flowers and the landscapes of New Mexico, where she lived.",
  ),
  mc(
    [...G35.artists, 'frida kahlo', 'self-portraits'],
    'Which Mexican artist painted many self-portraits, often with flowers in her hair?',
    'Frida Kahlo',
    ["Georgia O'Keeffe", 'Mary Cassatt', 'Yayoi Kusama'],
    'Frida Kahlo is famous for her self-portraits, which often show her with flowers braided in her hair.',
  ),
  mc(
    [...G35.artists, 'michelangelo'],
    'Michelangelo painted the ceiling of which famous building?',
    'The Sistine Chapel',
    ['The Eiffel Tower', 'The Taj Mahal', 'The White House'],
    'Michelangelo painted the Sistine Chapel ceiling in Vatican City between 1508 and 1512.',
  ),
  mc(
    [...G35.artists, 'impressionism', 'monet'],
    'Claude Monet was a leader of which art movement, known for quick brushstrokes and the effects of light?',
    'Impressionism',
    ['Cubism', 'Pop Art', 'Surrealism'],
    'Monet and the Impressionists painted quickly, often outdoors, to capture changing light.',
  ),
  tf(
    [...G35.artists, 'picasso', 'cubism'],
    'Pablo Picasso was one of the artists who started Cubism.',
    true,
    'Picasso developed Cubism together with Georges Braque in the early 1900s.',
  ),
  tf(
    [...G35.artists, 'van gogh', 'mona lisa'],
    'Vincent van Gogh painted the Mona Lisa.',
    false,
    'The Mona Lisa was painted by Leonardo da Vinci. Van Gogh painted works such as The Starry Night and Sunflowers.',
  ),
  sa(
    [...G35.artists, 'andy warhol', 'pop art'],
    'Andy Warhol made famous pictures of soup cans. Which art movement is he part of?',
    'Pop Art.',
    'Pop Art used images from popular culture such as advertising, comics and everyday products.',
  ),
];

const G68 = {
  elements: ['elements of art', 'art elements'],
  principles: [
    'principles of design',
    'design principles',
    'principle of design',
    'principles of art',
  ],
  colour: ['colour theory', 'color theory', 'colour wheel', 'color wheel', 'colour', 'color'],
  perspective: ['perspective', 'one-point perspective', 'linear perspective', 'vanishing point'],
  shading: ['shading', 'value', 'drawing techniques', 'drawing'],
  portraits: ['portraits', 'portrait', 'proportion', 'faces', 'face'],
  printing: ['printmaking', 'prints', 'printing'],
  sculpture: ['sculpture', 'sculptures', '3d art'],
  history: ['art history', 'art movements', 'famous artists', 'artists'],
} as const;

const g6To8: readonly BankQuestion[] = [
  // Elements of art
  mc(
    G68.elements,
    'Which list contains only elements of art?',
    'Line, shape, form and value',
    [
      'Balance, contrast, unity and rhythm',
      'Line, balance, colour and emphasis',
      'Pattern, movement, texture and unity',
    ],
    'The elements of art are line, shape, form, space, colour, value and texture. Balance, contrast, unity, rhythm, emphasis, pattern and movement are principles of design.',
  ),
  mc(
    [...G68.elements, 'space', 'negative space', 'positive space'],
    'What is the difference between positive and negative space?',
    'Positive space is the subject; negative space is the area around it',
    [
      'Positive space is the area around the subject; negative space is the subject',
      'Positive space uses bright colours; negative space uses dark colours',
      'Positive space is in the foreground; negative space is in the background',
    ],
    'Positive space is taken up by the objects or subject; negative space is the empty area around and between them.',
  ),
  mc(
    [...G68.elements, 'texture'],
    'Texture that you can really feel, like thick paint or woven yarn, is called what?',
    'Actual texture',
    ['Implied texture', 'Negative texture', 'Geometric texture'],
    'Actual (real or tactile) texture can be felt by touch; implied (visual) texture only looks as if it could be felt.',
  ),
  mc(
    [...G68.elements, 'line', 'contour drawing'],
    'A contour drawing is built mainly from which element of art?',
    'Line',
    ['Colour', 'Texture', 'Value'],
    'A contour drawing uses lines to trace the outer edges and important inner edges of a subject.',
  ),
  tf(
    [...G68.elements, 'texture'],
    'Implied texture looks rough or smooth in a drawing but feels flat when you touch the paper.',
    true,
    'Implied (visual) texture is created with marks that suggest a surface; the paper itself stays smooth.',
  ),

  // Principles of design
  mc(
    [...G68.principles, 'emphasis', 'focal point'],
    'Which principle of design makes one part of an artwork stand out as the focal point?',
    'Emphasis',
    ['Unity', 'Pattern', 'Proportion'],
    'Emphasis draws the eye to the most important part of a work, the focal point.',
  ),
  mc(
    [...G68.principles, 'balance'],
    'An artwork has different objects on each side, yet both sides feel equal in visual weight. What kind of balance is this?',
    'Asymmetrical balance',
    ['Symmetrical balance', 'Radial balance', 'Formal balance'],
    'Asymmetrical (informal) balance uses different elements that carry equal visual weight. Symmetrical (formal) balance mirrors the two sides.',
  ),
  mc(
    [...G68.principles, 'proportion', 'scale'],
    'Which principle of design is about the size of the parts of an artwork compared with each other?',
    'Proportion',
    ['Rhythm', 'Movement', 'Variety'],
    'Proportion is the size relationship between parts of a work, such as a head compared with a body.',
  ),
  mc(
    [...G68.principles, 'rhythm'],
    'Which principle of design is created by repeating elements in a regular way, like a beat in music?',
    'Rhythm',
    ['Emphasis', 'Balance', 'Proportion'],
    'Rhythm comes from repeating elements at regular intervals, giving a visual beat.',
  ),
  tf(
    [...G68.principles, 'contrast'],
    'Contrast means using elements that are all very similar to each other.',
    false,
    'Contrast is the opposite: placing very different elements together, such as light and dark or rough and smooth.',
  ),
  sa(
    [...G68.principles, 'emphasis', 'contrast'],
    'A painting shows a bright red apple in a grey room, and your eye goes straight to the apple. Which principle of design is this, and how is it created?',
    'Emphasis, created by contrast: the bright red stands out against the dull grey, making the apple the focal point.',
    'Emphasis is the principle; contrast of colour is the means. Accept emphasis or contrast if the explanation is right.',
  ),

  // Colour theory
  mc(
    [...G68.colour, 'complementary colours', 'complementary colors'],
    'Which pair are complementary colours?',
    'Blue and orange',
    ['Blue and green', 'Red and orange', 'Yellow and green'],
    'Complementary colours are opposite each other on the colour wheel: blue-orange, red-green and yellow-purple.',
  ),
  mc(
    [...G68.colour, 'analogous colours', 'analogous colors', 'colour schemes'],
    'Colours that sit next to each other on the colour wheel, like yellow, yellow-green and green, are called what?',
    'Analogous colours',
    ['Complementary colours', 'Triadic colours', 'Neutral colours'],
    'Analogous colours are neighbours on the colour wheel and share a common colour.',
  ),
  mc(
    [...G68.colour, 'monochromatic', 'colour schemes'],
    'What does a monochromatic colour scheme use?',
    'Tints and shades of one hue',
    [
      'Colours opposite on the wheel',
      'Three colours evenly spaced on the wheel',
      'Only warm colours',
    ],
    'Monochromatic means one colour: the scheme uses a single hue with its tints, shades and tones.',
  ),
  mc(
    [...G68.colour, 'intensity', 'saturation'],
    'What does the intensity (saturation) of a colour describe?',
    'How bright or dull it is',
    ['How light or dark it is', 'Where it is on the wheel', 'How warm or cool it is'],
    'Intensity is the brightness or dullness (purity) of a colour; lightness or darkness is value.',
  ),
  tf(
    [...G68.colour, 'complementary colours', 'complementary colors'],
    'Placed side by side, complementary colours make each other look more vivid.',
    true,
    'Next to its complement a colour appears brighter and stronger, which is why complements are used for contrast.',
  ),
  sa(
    [...G68.colour, 'hue'],
    'What is meant by the hue of a colour?',
    'The name of the colour itself, such as red, blue or yellow-green; its place on the colour wheel.',
    'Hue is the property that names a colour, separate from its value (lightness) and intensity (brightness).',
  ),

  // Perspective
  mc(
    G68.perspective,
    'In one-point perspective, where do the lines that go back into the distance meet?',
    'At the vanishing point',
    ['At the edge of the paper', 'At the bottom of the page', 'At the nearest object'],
    'Parallel lines going away from the viewer appear to converge at a single vanishing point.',
  ),
  mc(
    [...G68.perspective, 'horizon line'],
    'In a one-point perspective drawing, where is the vanishing point placed?',
    'On the horizon line',
    ['Below the ground line', 'At the top edge of the page', 'In a corner of the page'],
    "The vanishing point sits on the horizon line, which marks the viewer's eye level.",
  ),
  mc(
    [...G68.perspective, 'orthogonal lines'],
    'What are the lines drawn from the corners of an object back to the vanishing point called?',
    'Orthogonal lines',
    ['Contour lines', 'Horizon lines', 'Hatching lines'],
    'Orthogonal lines are the guide lines that lead to the vanishing point and give objects depth.',
  ),
  tf(
    [...G68.perspective, 'horizon line', 'eye level'],
    'In a perspective drawing, the horizon line shows the eye level of the viewer.',
    true,
    "The horizon line is always at the viewer's eye level; raising or lowering it changes the viewpoint.",
  ),
  tf(
    G68.perspective,
    'In linear perspective, objects are drawn larger as they move further away.',
    false,
    'Objects are drawn smaller as they get further away, shrinking toward the vanishing point.',
  ),
  sa(
    G68.perspective,
    'A straight road going into the distance is drawn in one-point perspective. How are its two edges drawn?',
    'As two lines that get closer together and meet at the vanishing point on the horizon line.',
    'The parallel edges of the road are orthogonals, so they converge at the vanishing point.',
  ),

  // Shading and value
  mc(
    [...G68.shading, 'stippling'],
    'Which shading technique builds up tone with many small dots?',
    'Stippling',
    ['Hatching', 'Blending', 'Cross-hatching'],
    'Stippling uses dots; placing them closer together makes an area darker.',
  ),
  mc(
    [...G68.shading, 'hatching', 'cross-hatching'],
    'What is shading with layers of parallel lines that cross each other called?',
    'Cross-hatching',
    ['Stippling', 'Blending', 'Contour drawing'],
    'Cross-hatching layers sets of parallel lines in different directions; more layers make darker values.',
  ),
  mc(
    [...G68.shading, 'highlight', 'light and shadow'],
    'On a shaded sphere, what is the brightest spot, where light hits most directly, called?',
    'The highlight',
    ['The cast shadow', 'The core shadow', 'The reflected light'],
    'The highlight is where light strikes the surface most directly, so it is the lightest value.',
  ),
  tf(
    [...G68.shading, 'cast shadow', 'light and shadow'],
    'A cast shadow is the dark shape an object throws onto the surface around it, on the side away from the light.',
    true,
    'An object blocks the light, so a cast shadow falls on the surface on the side opposite the light source.',
  ),
  tf(
    G68.shading,
    'To make an object look three-dimensional, artists shade every part of it with the same value.',
    false,
    'A range of values, from highlight to shadow, is what makes a flat drawing look three-dimensional.',
  ),
  sa(
    [...G68.shading, 'light and shadow'],
    'Why do artists shade a drawing of a sphere instead of leaving it as an outlined circle?',
    'Shading shows where light hits and where shadows fall, so the flat circle looks like a round, three-dimensional form.',
    'Changes in value from light to dark suggest how a surface turns away from the light, creating the illusion of form.',
  ),

  // Portraits and proportion
  mc(
    G68.portraits,
    'In typical adult face proportions, where are the eyes?',
    'About halfway down the head',
    [
      'About a quarter of the way down the head',
      'Near the very top of the head',
      'Just above the mouth',
    ],
    'A common beginner mistake is placing the eyes too high; on an adult head they sit about halfway between the top of the skull and the chin.',
  ),
  mc(
    G68.portraits,
    'In a front view of a typical adult face, about how wide is the space between the two eyes?',
    'About one eye width',
    ['About two eye widths', 'About half an eye width', 'About the width of the mouth'],
    'The standard guideline is that the gap between the eyes is roughly the width of one eye.',
  ),
  mc(
    G68.portraits,
    'In a front-view portrait, where do the bottoms of the ears usually line up?',
    'With the bottom of the nose',
    ['With the bottom of the chin', 'With the top of the head', 'With the middle of the mouth'],
    'The ears usually sit between the line of the eyebrows and the bottom of the nose.',
  ),
  tf(
    G68.portraits,
    'In a front-view portrait, the corners of the mouth usually line up roughly below the centres of the eyes.',
    true,
    'A common proportion guideline is that lines dropped from the pupils land near the corners of the mouth.',
  ),
  tf(
    G68.portraits,
    'In a typical front-view face, the eyes sit in the top quarter of the head.',
    false,
    'The eyes sit about halfway down the head; the forehead and skull above them take up much more space than beginners expect.',
  ),

  // Printmaking
  mc(
    [...G68.printing, 'linocut', 'relief printing'],
    'In a linocut, which parts of the block print ink?',
    'The raised surface left after carving',
    [
      'The grooves the artist carves away',
      'Only the outer edges of the block',
      'Every part of the block equally',
    ],
    'A linocut is a relief print: ink is rolled onto the uncarved surface, and the carved areas stay the colour of the paper.',
  ),
  mc(
    [...G68.printing, 'edition'],
    'What does the number 5/20 written in pencil under a print mean?',
    'It is print number 5 of an edition of 20',
    [
      'It is the 5th version of the 20th design',
      'It took 5 hours and 20 minutes',
      'It uses 5 colours on 20 blocks',
    ],
    'Printmakers number each print in an edition: the first number is the print, the second is the size of the edition.',
  ),
  mc(
    [...G68.printing, 'relief printing', 'woodcut'],
    'Which of these printmaking methods is a relief process?',
    'Woodcut',
    ['Etching', 'Screen printing', 'Lithography'],
    'In a woodcut the artist cuts away wood and prints from the raised surface, like a linocut. Etching is intaglio, screen printing uses a stencil and lithography prints from a flat surface.',
  ),
  tf(
    [...G68.printing, 'screen printing'],
    'Screen printing is a relief process in which ink sits on the raised areas of a carved block.',
    false,
    'Screen printing is a stencil process: ink is pushed through a mesh screen wherever the stencil leaves it open.',
  ),
  sa(
    [...G68.printing, 'linocut', 'brayer'],
    'Name the tool used to roll ink onto a printing block and say why the layer of ink should be even.',
    'A brayer; an even, thin layer gives a clean, solid print without blotches, gaps or filled-in lines.',
    'Too much ink fills the carved lines and too little leaves patchy areas, so the brayer is rolled until the ink is even.',
  ),

  // Sculpture
  mc(
    [...G68.sculpture, 'subtractive sculpture', 'carving'],
    'Carving a figure out of a block of wood or stone is which kind of sculpture process?',
    'Subtractive',
    ['Additive', 'Casting', 'Assemblage'],
    'Subtractive sculpture removes material from a block to reveal the form.',
  ),
  mc(
    [...G68.sculpture, 'clay', 'ceramics', 'score and slip'],
    'In ceramics, what is the purpose of scoring and using slip?',
    'To join two pieces of clay together',
    [
      'To give the clay a shiny glaze',
      'To make the clay dry much faster',
      'To add colour all through the clay',
    ],
    'Scratching (scoring) both surfaces and adding slip (watery clay) lets the pieces bond so they do not separate as they dry or fire.',
  ),
  mc(
    [...G68.sculpture, 'relief sculpture'],
    'A sculpture whose figures stand out from a flat background, like the head on a coin, is called what?',
    'A relief sculpture',
    ['A freestanding sculpture', 'A mobile', 'An installation'],
    'A relief projects from a flat background and is meant to be seen from the front, unlike a freestanding sculpture in the round.',
  ),
  mc(
    [...G68.sculpture, 'alexander calder', 'mobile'],
    'Which artist is famous for inventing the mobile, a hanging sculpture that moves in the air?',
    'Alexander Calder',
    ['Auguste Rodin', 'Henry Moore', 'Michelangelo'],
    'Alexander Calder made the first mobiles in the 1930s: balanced hanging sculptures whose parts move with air currents.',
  ),
  tf(
    [...G68.sculpture, 'clay', 'armature'],
    'An armature is an inner framework, often made of wire, that supports a sculpture while it is built.',
    true,
    'Materials such as clay, plaster or papier-mâché are built over an armature so they hold their shape.',
  ),
  sa(
    [...G68.sculpture, 'clay', 'additive sculpture', 'subtractive sculpture'],
    'What is the difference between additive and subtractive sculpture? Give one example of each.',
    'Additive sculpture builds up by adding material (e.g. modelling clay, assembling parts); subtractive removes material (e.g. carving wood or stone).',
    'The two approaches are opposites: adding material to build a form versus taking it away from a block.',
  ),

  // Art history
  mc(
    [...G68.history, 'renaissance'],
    'In which country did the Renaissance begin?',
    'Italy',
    ['France', 'England', 'Spain'],
    'The Renaissance began in Italy, especially Florence, in the 1300s and 1400s, before spreading across Europe.',
  ),
  mc(
    [...G68.history, 'cubism', 'picasso'],
    'Which movement, led by Pablo Picasso and Georges Braque, showed objects from several viewpoints at once using geometric shapes?',
    'Cubism',
    ['Impressionism', 'Pop Art', 'Realism'],
    'Cubism broke subjects into geometric planes and showed several viewpoints in one image.',
  ),
  mc(
    [...G68.history, 'surrealism', 'salvador dali'],
    "Salvador Dalí's dreamlike painting The Persistence of Memory, with its melting clocks, belongs to which movement?",
    'Surrealism',
    ['Impressionism', 'Cubism', 'Pop Art'],
    'Surrealists painted dreamlike, illogical scenes inspired by the unconscious mind.',
  ),
  mc(
    [...G68.history, 'japanese art', 'hokusai'],
    'Which Japanese artist made the woodblock print The Great Wave off Kanagawa?',
    'Katsushika Hokusai',
    ['Yayoi Kusama', 'Claude Monet', 'Frida Kahlo'],
    'Hokusai made The Great Wave around 1831 as part of his series Thirty-six Views of Mount Fuji.',
  ),
  tf(
    [...G68.history, 'pop art'],
    'Pop Art took its images mainly from ancient myths and religious stories.',
    false,
    'Pop Art, from the 1950s and 1960s, took its images from popular culture: advertising, comics, celebrities and everyday products.',
  ),
  sa(
    [...G68.history, 'renaissance'],
    'Name one artist of the Italian Renaissance and one of their famous works.',
    'For example: Leonardo da Vinci, Mona Lisa or The Last Supper; Michelangelo, David or the Sistine Chapel ceiling; Raphael, The School of Athens; Botticelli, The Birth of Venus.',
    'Accept any correctly matched Italian Renaissance artist and work.',
  ),
];

const G912 = {
  movements: ['art movements', 'modern art', 'art history', 'movements'],
  renaissance: ['renaissance art', 'renaissance', 'art history'],
  colour: ['colour theory', 'color theory', 'colour', 'color'],
  perspective: ['perspective', 'two-point perspective', 'linear perspective', 'drawing'],
  criticism: ['art criticism', 'art critique', 'critique', 'art analysis'],
  composition: ['composition', 'principles of design', 'design principles', 'design'],
  printing: ['printmaking', 'prints', 'printing'],
  sculpture: ['sculpture', 'sculptures', '3d art'],
  painting: ['painting techniques', 'painting technique', 'painting', 'paint'],
} as const;

const g9To12: readonly BankQuestion[] = [
  // Art movements
  mc(
    [...G912.movements, 'impressionism'],
    'Which movement took its name from a painting by Claude Monet and aimed to capture the fleeting effects of light?',
    'Impressionism',
    ['Expressionism', 'Realism', 'Fauvism'],
    "A critic mocked Monet's Impression, Sunrise (1872), and the name Impressionism stuck to the group.",
  ),
  mc(
    [...G912.movements, 'fauvism', 'matisse'],
    'Which early 20th-century movement, led by Henri Matisse, used bold, unnatural colour for expression?',
    'Fauvism',
    ['Cubism', 'Surrealism', 'Minimalism'],
    'The Fauves ("wild beasts"), including Matisse and André Derain, used intense colour that did not copy nature.',
  ),
  mc(
    [...G912.movements, 'dada', 'marcel duchamp'],
    "Marcel Duchamp's Fountain (1917), a factory-made urinal signed and submitted as art, is linked with which movement?",
    'Dada',
    ['Pop Art', 'Impressionism', 'Baroque'],
    'Dada challenged accepted ideas of art; Duchamp\'s "readymades" asked whether choosing an object could make it art.',
  ),
  mc(
    [...G912.movements, 'abstract expressionism', 'jackson pollock'],
    "Which movement, including Jackson Pollock's drip paintings, developed in New York after World War II?",
    'Abstract Expressionism',
    ['Cubism', 'Futurism', 'Art Nouveau'],
    'Abstract Expressionism (the New York School) emphasised large, gestural or colour-field abstraction in the late 1940s and 1950s.',
  ),
  tf(
    [...G912.movements, 'cubism', 'impressionism'],
    'Cubism developed before Impressionism.',
    false,
    'Impressionism emerged in France in the 1870s; Cubism was developed by Picasso and Braque around 1907 to 1914.',
  ),
  sa(
    [...G912.movements, 'cubism'],
    'Explain how Cubism broke with the tradition of painting from a single fixed viewpoint.',
    'Cubists showed a subject from several viewpoints at once, broken into geometric planes, which flattened the picture space instead of creating the illusion of depth from one point of view.',
    'Since the Renaissance, linear perspective had assumed one viewer in one position; Cubism rejected that by combining multiple views.',
  ),

  // Renaissance art
  mc(
    [...G912.renaissance, 'sfumato', 'leonardo da vinci'],
    "Which technique of soft, smoky transitions between tones, without hard outlines, is associated with Leonardo da Vinci's Mona Lisa?",
    'Sfumato',
    ['Chiaroscuro', 'Impasto', 'Pointillism'],
    'Sfumato (Italian for "smoky") blends tones so gradually that edges seem to dissolve, as in the Mona Lisa\'s face.',
  ),
  mc(
    [...G912.renaissance, 'chiaroscuro'],
    'What does chiaroscuro mean in painting?',
    'Strong contrast between light and dark to model form',
    [
      'Painting on wet plaster so colours bind to the wall',
      'Applying paint in tiny dots of pure colour',
      'Using thick paint that keeps the brush marks',
    ],
    'Chiaroscuro ("light-dark") uses contrast of light and shadow to make figures look three-dimensional.',
  ),
  mc(
    [...G912.renaissance, 'linear perspective', 'brunelleschi'],
    'Which architect is credited with demonstrating linear perspective in Florence in the early 1400s?',
    'Filippo Brunelleschi',
    ['Leonardo da Vinci', 'Michelangelo', 'Raphael'],
    "Brunelleschi's experiments of about 1415 to 1420 showed how lines converge to a vanishing point; Alberti described the method in writing in 1435.",
  ),
  tf(
    G912.renaissance,
    'Renaissance artists rejected the art and ideas of ancient Greece and Rome.',
    false,
    'The Renaissance ("rebirth") revived classical Greek and Roman art, architecture and learning.',
  ),
  sa(
    G912.renaissance,
    'Give two features that distinguish Italian Renaissance painting from medieval painting.',
    'Any two, e.g. linear perspective creating realistic space; naturalistic, anatomically accurate figures; modelling with light and shadow; classical subjects; humanist focus on the individual.',
    'Renaissance painters aimed for a convincing illusion of the real world, unlike the flatter, more symbolic style of much medieval art.',
  ),

  // Colour theory
  mc(
    [...G912.colour, 'rgb', 'additive colour'],
    'Which primary colours do screens use, mixing light?',
    'Red, green and blue',
    ['Cyan, magenta and yellow', 'Red, yellow and blue', 'Orange, green and violet'],
    'Screens mix red, green and blue light additively; adding all three at full strength gives white.',
  ),
  mc(
    [...G912.colour, 'cmyk', 'subtractive colour'],
    'Besides black, which three ink colours does four-colour (CMYK) printing use?',
    'Cyan, magenta and yellow',
    ['Red, green and blue', 'Red, yellow and blue', 'Orange, green and violet'],
    'CMYK printing overlays cyan, magenta and yellow inks, with black (K, "key") added for deep darks and crisp text.',
  ),
  mc(
    [...G912.colour, 'colour schemes', 'color schemes', 'split complementary'],
    'A split-complementary colour scheme uses a base colour and which others?',
    'The two colours beside its complement',
    [
      'Its direct complement and nothing else',
      'The two colours directly beside itself',
      'Two colours evenly spaced away from itself',
    ],
    'Split-complementary keeps strong contrast but is softer than a direct complement: e.g. blue with yellow-orange and red-orange.',
  ),
  tf(
    [...G912.colour, 'rgb', 'additive colour'],
    'Mixing red, green and blue light at full strength produces white light.',
    true,
    'Light mixing is additive: each added colour adds wavelengths, and all three primaries together give white.',
  ),
  sa(
    [...G912.colour, 'simultaneous contrast'],
    'Explain simultaneous contrast and give an example.',
    'A colour looks different depending on the colours around it: e.g. the same grey looks lighter on black than on white, or a red looks more intense next to green.',
    'Described by Michel Eugène Chevreul in the 19th century, it means colours are always seen in relation to their neighbours.',
  ),

  // Perspective
  mc(
    [...G912.perspective, 'vanishing point'],
    'How many vanishing points does two-point perspective use, and where are they placed?',
    'Two, both on the horizon line',
    [
      'Two, one above and one below the horizon line',
      'One, in the centre of the horizon line',
      'Two, one at each top corner of the page',
    ],
    'In two-point perspective both vanishing points sit on the horizon line (eye level), usually far apart.',
  ),
  mc(
    [...G912.perspective, 'atmospheric perspective', 'aerial perspective'],
    'Atmospheric (aerial) perspective shows distance by making far-off objects look how?',
    'Paler, bluer and less detailed',
    ['Darker, warmer and sharper', 'Larger and more saturated', 'More heavily outlined'],
    'Air and haze scatter light, so distant hills look lighter, bluer, lower in contrast and less detailed.',
  ),
  mc(
    [...G912.perspective, 'foreshortening'],
    'What is foreshortening?',
    'Drawing an object that points at the viewer as shorter',
    [
      'Drawing every object smaller so it all fits the page',
      'Cropping the edges of a composition to tighten it',
      'Leaving out detail in the background of a scene',
    ],
    'An arm pointing at the viewer looks compressed, so artists draw it shorter than its real length to keep the illusion of depth.',
  ),
  tf(
    [...G912.perspective, 'horizon line', 'eye level'],
    "When the horizon line is placed low on the page, the viewer's eye level is low, so tall objects above it are seen from below.",
    true,
    'The horizon line marks eye level; anything above it is above the viewer, so we see its underside.',
  ),
  tf(
    [...G912.perspective, 'three-point perspective'],
    'In three-point perspective, the third vanishing point sits on the horizon line with the other two.',
    false,
    'The third vanishing point is placed well above or below the horizon line, so vertical lines converge too.',
  ),

  // Art criticism
  mc(
    [...G912.criticism, 'feldman'],
    "What are the four steps of Feldman's method of art criticism, in order?",
    'Describe, analyse, interpret, judge',
    [
      'Judge, describe, analyse, interpret',
      'Interpret, describe, judge, analyse',
      'Analyse, judge, describe, interpret',
    ],
    "Edmund Feldman's method moves from observation (describe) through form (analyse) to meaning (interpret) and evaluation (judge).",
  ),
  mc(
    G912.criticism,
    'In art criticism, which step asks what the artwork means or expresses?',
    'Interpretation',
    ['Description', 'Analysis', 'Judgement'],
    'Interpretation explains the meaning, mood or ideas of the work, using evidence from description and analysis.',
  ),
  mc(
    [...G912.criticism, 'formal analysis'],
    'Which statement is formal analysis rather than personal opinion?',
    'Diagonal lines lead the eye to the figure on the right',
    [
      'This is the most beautiful painting ever made',
      'I would like to hang this painting in my room',
      'The artist must have been a very sad person',
    ],
    'Formal analysis explains how elements and principles work in the image; the other statements are preferences or speculation.',
  ),
  tf(
    G912.criticism,
    'In the analysis step of art criticism, the critic examines how the elements of art and principles of design are used.',
    true,
    'Analysis looks at how the work is organised: its use of line, colour, balance, emphasis and so on.',
  ),
  tf(
    G912.criticism,
    'A judgement in art criticism should be based only on whether you like the subject of the work.',
    false,
    'A critical judgement should be supported by evidence and criteria, such as skill, originality and how well the work conveys its ideas.',
  ),
  sa(
    [...G912.criticism, 'subject', 'content'],
    'What is the difference between the subject and the content (meaning) of an artwork? Use an example.',
    'The subject is what is shown (e.g. a skull beside wilting flowers); the content is the idea it conveys (e.g. that life is short).',
    'Two works can share a subject yet carry different content, so critics interpret meaning beyond what is depicted.',
  ),

  // Composition
  mc(
    [...G912.composition, 'rule of thirds'],
    'What does the rule of thirds suggest?',
    'Placing key elements along lines that divide the image into thirds',
    [
      'Using no more than three colours in a work',
      'Repeating the main shape three times',
      'Placing the subject exactly in the centre',
    ],
    'Imagining a 3 × 3 grid and placing subjects on its lines or intersections often gives a more dynamic layout than centring.',
  ),
  mc(
    [...G912.composition, 'focal point', 'emphasis'],
    "What is the area of a composition that draws the viewer's eye first called?",
    'The focal point',
    ['The vanishing point', 'The picture plane', 'The horizon line'],
    'Artists create a focal point through contrast, placement, detail or converging lines.',
  ),
  mc(
    [...G912.composition, 'movement'],
    'An artist wants a composition to feel tense and unstable. Which choice best supports this?',
    'Strong diagonal lines and an off-balance layout',
    [
      'Calm horizontal lines and a centred subject',
      'Symmetrical placement and even spacing',
      'Soft, evenly spread low-contrast tones',
    ],
    'Diagonals suggest motion or falling, and imbalance creates tension; horizontals, symmetry and low contrast feel calm and stable.',
  ),
  tf(
    [...G912.composition, 'negative space'],
    'Negative space can be an active part of a composition, not just empty background.',
    true,
    'The shapes of the spaces around and between objects affect balance and can even form images of their own.',
  ),
  tf(
    [...G912.composition, 'balance'],
    'Symmetrical balance usually makes a composition feel more dynamic and unstable than asymmetrical balance.',
    false,
    'Symmetrical (formal) balance tends to feel stable, calm and formal; asymmetrical balance tends to feel more dynamic.',
  ),

  // Printmaking
  mc(
    [...G912.printing, 'intaglio', 'etching', 'engraving'],
    'Etching and engraving belong to which family of printmaking, in which ink is held in lines below the surface of the plate?',
    'Intaglio',
    ['Relief', 'Planographic', 'Stencil'],
    'In intaglio the plate is inked, the surface is wiped clean and paper is pressed into the inked grooves under high pressure.',
  ),
  mc(
    [...G912.printing, 'lithography'],
    'Lithography depends on which principle?',
    'Grease and water repel each other',
    [
      'Ink sits on raised, carved areas',
      'Ink passes through a mesh stencil',
      'Acid cuts lines that hold the ink',
    ],
    'The image is drawn in a greasy medium on a flat stone or plate; the wetted blank areas repel the oily ink, which sticks only to the image.',
  ),
  mc(
    [...G912.printing, 'screen printing', 'andy warhol', 'pop art'],
    'Which printmaking technique did Andy Warhol use for his repeated images of Marilyn Monroe?',
    'Screen printing',
    ['Etching', 'Woodcut', 'Engraving'],
    'Warhol used photographic silkscreens, which let him repeat and recolour mass-media images quickly.',
  ),
  mc(
    [...G912.printing, 'woodcut', 'albrecht durer'],
    'Which German Renaissance artist is famous for woodcuts and engravings such as Rhinoceros (1515)?',
    'Albrecht Dürer',
    ['Rembrandt van Rijn', 'Katsushika Hokusai', 'Francisco Goya'],
    'Dürer made Rhinoceros as a woodcut in 1515 from a written description and sketch; it was printed in large numbers.',
  ),
  tf(
    [...G912.printing, 'etching', 'intaglio'],
    'In etching, acid bites into lines that have been scratched through a protective ground on a metal plate.',
    true,
    'The acid-resistant ground protects the plate except where the artist has drawn through it, so only those lines are bitten.',
  ),
  sa(
    [...G912.printing, 'reduction print', 'linocut'],
    'Why can a reduction linocut not be reprinted once it is finished?',
    'The same block is carved further for each colour, so earlier stages are destroyed; only the prints made along the way exist.',
    'In the reduction method every colour layer is printed on all sheets before the block is cut again, so the edition size is fixed from the start.',
  ),

  // Sculpture
  mc(
    [...G912.sculpture, 'contrapposto'],
    'What is contrapposto in sculpture?',
    'A pose with weight on one leg, so hips and shoulders tilt',
    [
      'A figure carved from a single block of stone',
      'A figure shown seated on a throne',
      'A scene carved into a flat wall panel',
    ],
    "Contrapposto, developed in ancient Greece and revived in the Renaissance (e.g. Michelangelo's David), makes a standing figure look relaxed and alive.",
  ),
  mc(
    [...G912.sculpture, 'casting', 'bronze'],
    'The lost-wax process is used to make what?',
    'Cast metal sculptures, such as bronzes',
    [
      'Carved statues in marble or granite',
      'Woven sculptures made of fibre',
      'Coil-built pots fired in a kiln',
    ],
    'A wax model is covered in a heat-proof mould, the wax is melted out, and molten metal is poured into the space it leaves.',
  ),
  mc(
    [...G912.sculpture, 'rodin'],
    'Who made The Thinker, the famous bronze figure of a seated man deep in thought?',
    'Auguste Rodin',
    ['Michelangelo', 'Donatello', 'Henry Moore'],
    'The Thinker was created by the French sculptor Auguste Rodin, originally as part of The Gates of Hell.',
  ),
  mc(
    [...G912.sculpture, 'installation art', 'contemporary art'],
    'What is an installation in contemporary art?',
    'A work that transforms a space the viewer enters',
    [
      'A small statue displayed on a plinth',
      'A painting hung in a frame on a wall',
      'A print made as part of a numbered edition',
    ],
    'Installations are designed for a particular space and often surround the viewer, who experiences the work from inside it.',
  ),
  tf(
    [...G912.sculpture, 'subtractive sculpture', 'additive sculpture'],
    'Subtractive sculpture is made by modelling and adding clay.',
    false,
    'Modelling and adding material is additive; subtractive sculpture removes material, as in carving stone or wood.',
  ),
  sa(
    [...G912.sculpture, 'ceramics', 'clay'],
    'Why do sculptors hollow out thick clay pieces before firing them?',
    'Thick solid clay dries and heats unevenly and can trap moisture that turns to steam, so it cracks or bursts in the kiln; even, thinner walls dry and fire safely.',
    'Keeping walls an even, moderate thickness lets water leave the clay evenly during drying and firing.',
  ),

  // Painting techniques
  mc(
    [...G912.painting, 'impasto'],
    'What is impasto?',
    'Paint applied thickly so brush or knife marks stand out',
    [
      'Thin transparent layers of paint over dry paint',
      'Paint applied to wet lime plaster',
      'Tiny dots of pure colour placed side by side',
    ],
    'Impasto leaves a raised, textured surface; Van Gogh used it heavily.',
  ),
  mc(
    [...G912.painting, 'glazing', 'oil painting'],
    'Which painting technique builds colour with thin, transparent layers over dry paint?',
    'Glazing',
    ['Impasto', 'Sgraffito', 'Wet-on-wet'],
    'Glazes let light pass through to the layers below, giving depth and luminous colour.',
  ),
  mc(
    [...G912.painting, 'pointillism', 'seurat'],
    "What is Georges Seurat's technique of painting with small dots of pure colour called?",
    'Pointillism',
    ['Impasto', 'Sfumato', 'Fresco'],
    "Seurat placed dots of unmixed colour side by side so the viewer's eye blends them, as in A Sunday Afternoon on the Island of La Grande Jatte.",
  ),
  mc(
    [...G912.painting, 'egg tempera', 'media'],
    'Which paint, made with pigment bound in egg yolk, was widely used in Europe before oil paint?',
    'Egg tempera',
    ['Acrylic', 'Gouache', 'Watercolour'],
    'Egg tempera was the main panel-painting medium in medieval and early Renaissance Europe until oil paint took over in the 1400s and 1500s.',
  ),
  tf(
    [...G912.painting, 'acrylic', 'oil painting', 'media'],
    'Acrylic paint dries faster than oil paint.',
    true,
    'Acrylic dries as its water evaporates, usually within minutes to an hour; oil paint dries slowly by oxidation over days or longer.',
  ),
  sa(
    [...G912.painting, 'oil painting', 'fat over lean'],
    "Explain the 'fat over lean' rule in oil painting.",
    'Each layer should contain more oil (be "fatter") than the layer below, so upper layers stay flexible and dry more slowly, which prevents cracking.',
    'A lean layer over a fat one dries faster and becomes brittle over a layer still moving, so it cracks.',
  ),
];

/** Art questions by grade band, for the built-in engine's assessments and quizzes. */
export const art: SubjectBank = { 'K-2': kTo2, '3-5': g3To5, '6-8': g6To8, '9-12': g9To12 };
