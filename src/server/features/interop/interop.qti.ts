import { strToU8, zipSync } from 'fflate';
import {
  questionName,
  responseWeights,
  type ExportQuestion,
  type ExportSet,
} from './interop.questions';
import { XML_DECLARATION, xmlText } from '../../platform/xml/xml-text';

const QTI_NS =
  'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"';
const MAP_RESPONSE = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response';

/** Identifiers unique to this export (see ExportSet.ref); file names stay short. */
const testId = (set: ExportSet) => `chalkwise-${set.ref}`;
const itemId = (set: ExportSet, q: ExportQuestion) => `${testId(set)}-item${q.number}`;
const itemHref = (q: ExportQuestion) => `items/item${q.number}.xml`;

/** Text with its line breaks kept: XHTML collapses a raw one, so a listed prompt ran together. */
const xmlLines = (text: string) => xmlText(text).replace(/\r\n|[\r\n\u2028\u2029]/g, '<br/>');

/** Choice identifiers: letters would run out oddly; `choice1`..`choice8` are valid NCNames. */
const choiceId = (k: number) => `choice${k + 1}`;

function choiceItem(q: ExportQuestion, choices: { id: string; text: string }[], right: string) {
  return {
    declaration: [
      '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="identifier">',
      `    <correctResponse>\n      <value>${right}</value>\n    </correctResponse>`,
      // The points of the question: map_response scores the mapped value of the answer given.
      `    <mapping defaultValue="0">\n      <mapEntry mapKey="${right}" mappedValue="${q.points}"/>\n    </mapping>`,
      '  </responseDeclaration>',
    ],
    body: [
      '    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="1">',
      `      <prompt>${xmlLines(q.prompt)}</prompt>`,
      ...choices.map(
        (c) => `      <simpleChoice identifier="${c.id}">${xmlText(c.text)}</simpleChoice>`,
      ),
      '    </choiceInteraction>',
    ],
  };
}

/**
 * Multiple response: any number of choices, each mapped to its share of the points (a wrong one
 * to a negative share), the sum kept between 0 and the points. Canvas reads several right values
 * as its "multiple answers" question.
 */
function responseItem(q: ExportQuestion) {
  const weights = responseWeights(q);
  const right = (q.rightChoices ?? []).map(choiceId);
  const mapped = (k: number) => Number(((weights[k]! * q.points) / 100).toFixed(5));
  return {
    declaration: [
      '  <responseDeclaration identifier="RESPONSE" cardinality="multiple" baseType="identifier">',
      `    <correctResponse>\n${right.map((id) => `      <value>${id}</value>`).join('\n')}\n    </correctResponse>`,
      `    <mapping lowerBound="0" upperBound="${q.points}" defaultValue="0">`,
      ...q.choices.map(
        (_, k) => `      <mapEntry mapKey="${choiceId(k)}" mappedValue="${mapped(k)}"/>`,
      ),
      '    </mapping>',
      '  </responseDeclaration>',
    ],
    body: [
      `    <choiceInteraction responseIdentifier="RESPONSE" shuffle="false" maxChoices="0">`,
      `      <prompt>${xmlLines(q.prompt)}</prompt>`,
      ...q.choices.map(
        (text, k) =>
          `      <simpleChoice identifier="${choiceId(k)}">${xmlText(text)}</simpleChoice>`,
      ),
      '    </choiceInteraction>',
    ],
  };
}

/** A short answer with a key: a one-line text entry, the key mapped to the question's points. */
function textItem(q: ExportQuestion) {
  return {
    declaration: [
      '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">',
      `    <correctResponse>\n      <value>${xmlText(q.answer)}</value>\n    </correctResponse>`,
      `    <mapping defaultValue="0">\n      <mapEntry mapKey="${xmlText(q.answer)}" mappedValue="${q.points}" caseSensitive="false"/>\n    </mapping>`,
      '  </responseDeclaration>',
    ],
    body: [
      `    <p>${xmlLines(q.prompt)}</p>`,
      '    <p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="40"/></p>',
    ],
  };
}

/**
 * Graded by hand: an open text with no response key (a key would be matched exactly and score
 * every real answer 0) and the model answer in a rubric block only scorers see.
 */
function essayItem(q: ExportQuestion) {
  return {
    declaration: [
      '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string"/>',
    ],
    body: [
      ...(q.answer.trim()
        ? [
            `    <rubricBlock view="scorer">\n      <p>Model answer: ${xmlText(q.answer)}</p>\n    </rubricBlock>`,
          ]
        : []),
      '    <extendedTextInteraction responseIdentifier="RESPONSE">',
      `      <prompt>${xmlLines(q.prompt)}</prompt>`,
      '    </extendedTextInteraction>',
    ],
  };
}

/**
 * One QTI 2.1 assessmentItem; the question's points are its MAXSCORE and mapped value. The
 * explanation is left out: QTI's feedback needs response processing of our own rather than the
 * standard template, which importers read most reliably. An essay has no response processing:
 * its score is the grader's.
 */
export function assessmentItem(set: ExportSet, q: ExportQuestion): string {
  const parts =
    q.kind === 'multiple_choice'
      ? choiceItem(
          q,
          q.choices.map((text, k) => ({ id: choiceId(k), text })),
          choiceId(q.correct),
        )
      : q.kind === 'true_false'
        ? choiceItem(
            q,
            [
              { id: 'true', text: 'True' },
              { id: 'false', text: 'False' },
            ],
            q.answer === 'false' ? 'false' : 'true',
          )
        : q.kind === 'essay'
          ? essayItem(q)
          : q.kind === 'multiple_response'
            ? responseItem(q)
            : textItem(q);
  const outcome = (id: string, value: number) =>
    `  <outcomeDeclaration identifier="${id}" cardinality="single" baseType="float">\n    <defaultValue>\n      <value>${value}</value>\n    </defaultValue>\n  </outcomeDeclaration>`;
  return [
    XML_DECLARATION,
    `<assessmentItem ${QTI_NS} identifier="${itemId(set, q)}" title="${xmlText(questionName(q))}" adaptive="false" timeDependent="${q.timeLimitSeconds ? 'true' : 'false'}">`,
    ...parts.declaration,
    outcome('SCORE', 0),
    outcome('MAXSCORE', q.points),
    '  <itemBody>',
    ...parts.body,
    '  </itemBody>',
    ...(q.kind === 'essay' ? [] : [`  <responseProcessing template="${MAP_RESPONSE}"/>`]),
    '</assessmentItem>',
    '',
  ].join('\n');
}

/**
 * The test: one hidden section of item references, each with its points as `weight` (the QTI 2.1
 * place Canvas reads a question's points from; nothing here sums weights, so other players do
 * not count them twice) and a quiz question's own time limit. A quiz also gets a whole-test limit,
 * the sum of its questions' rounded up to whole minutes: Canvas takes the first `timeLimits` in
 * the file as the quiz's, and would otherwise take the first question's.
 */
function assessmentTest(set: ExportSet): string {
  const perQuestion = set.questions.reduce((sum, q) => sum + (q.timeLimitSeconds ?? 0), 0);
  const whole =
    set.timeLimitSeconds ?? (perQuestion > 0 ? Math.ceil(perQuestion / 60) * 60 : undefined);
  const ref = (q: ExportQuestion) =>
    [
      `      <assessmentItemRef identifier="${itemId(set, q)}" href="${itemHref(q)}">`,
      ...(q.timeLimitSeconds ? [`        <timeLimits maxTime="${q.timeLimitSeconds}"/>`] : []),
      `        <weight identifier="points" value="${q.points}"/>`,
      '      </assessmentItemRef>',
    ].join('\n');
  return [
    XML_DECLARATION,
    `<assessmentTest ${QTI_NS} identifier="${testId(set)}" title="${xmlText(set.title)}">`,
    ...(whole ? [`  <timeLimits maxTime="${whole}"/>`] : []),
    '  <testPart identifier="part1" navigationMode="linear" submissionMode="individual">',
    // Hidden: a visible section's title is shown as a block of text (Canvas: a text-only question).
    '    <assessmentSection identifier="section1" title="Questions" visible="false">',
    ...set.questions.map(ref),
    '    </assessmentSection>',
    '  </testPart>',
    '</assessmentTest>',
    '',
  ].join('\n');
}

const LOM_NS = 'http://ltsc.ieee.org/xsd/LOM';
const lomString = (value: string) => `<imsmd:string language="en">${xmlText(value)}</imsmd:string>`;

/**
 * The standards as IEEE LOM classification in a resource's metadata, the place QTI 2.1's content
 * packaging gives item metadata: purpose "educational objective" (the LOMv1.0 vocabulary), one
 * taxon path per standards set, each code as a taxon's id with its description as the entry.
 */
function lomStandards(set: ExportSet, indent: string): string[] {
  if (set.standards.length === 0) return [];
  const bySet = new Map<string, ExportSet['standards']>();
  for (const s of set.standards) {
    const name = s.set ?? 'Standards';
    bySet.set(name, [...(bySet.get(name) ?? []), s]);
  }
  const i = (n: number) => indent + '  '.repeat(n);
  return [
    `${indent}<metadata>`,
    `${i(1)}<imsmd:lom>`,
    `${i(2)}<imsmd:classification>`,
    `${i(3)}<imsmd:purpose><imsmd:source>LOMv1.0</imsmd:source><imsmd:value>educational objective</imsmd:value></imsmd:purpose>`,
    ...[...bySet].flatMap(([name, standards]) => [
      `${i(3)}<imsmd:taxonPath>`,
      `${i(4)}<imsmd:source>${lomString(name)}</imsmd:source>`,
      ...standards.map(
        (s) =>
          `${i(4)}<imsmd:taxon><imsmd:id>${xmlText(s.code)}</imsmd:id><imsmd:entry>${lomString(s.description)}</imsmd:entry></imsmd:taxon>`,
      ),
      `${i(3)}</imsmd:taxonPath>`,
    ]),
    `${i(2)}</imsmd:classification>`,
    `${i(1)}</imsmd:lom>`,
    `${indent}</metadata>`,
  ];
}

function manifest(set: ExportSet): string {
  const items = set.questions.map((q) =>
    [
      `    <resource identifier="res-${itemId(set, q)}" type="imsqti_item_xmlv2p1" href="${itemHref(q)}">`,
      ...lomStandards(set, '      '),
      `      <file href="${itemHref(q)}"/>`,
      '    </resource>',
    ].join('\n'),
  );
  return [
    XML_DECLARATION,
    `<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:imsmd="${LOM_NS}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" identifier="chalkwise-export" xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd ${LOM_NS} http://www.imsglobal.org/xsd/imsmd_loose_v1p3p2.xsd">`,
    '  <metadata>\n    <schema>QTIv2.1 Package</schema>\n    <schemaversion>1.0.0</schemaversion>\n  </metadata>',
    '  <organizations/>',
    '  <resources>',
    `    <resource identifier="res-${testId(set)}" type="imsqti_test_xmlv2p1" href="test.xml">`,
    ...lomStandards(set, '      '),
    '      <file href="test.xml"/>',
    ...set.questions.map((q) => `      <dependency identifierref="res-${itemId(set, q)}"/>`),
    '    </resource>',
    ...items,
    '  </resources>',
    '</manifest>',
    '',
  ].join('\n');
}

/**
 * An IMS QTI 2.1 content package: imsmanifest.xml at the root, an assessmentTest (test.xml)
 * referencing one assessmentItem file per question under items/, every file listed in the
 * manifest. Small enough (100 questions at most) to build on the request's thread.
 */
export function toQtiPackage(set: ExportSet): Uint8Array {
  const files: Record<string, Uint8Array> = {
    'imsmanifest.xml': strToU8(manifest(set)),
    'test.xml': strToU8(assessmentTest(set)),
  };
  for (const q of set.questions) files[itemHref(q)] = strToU8(assessmentItem(set, q));
  return zipSync(files, { level: 6 });
}
