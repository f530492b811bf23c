import { strToU8, zipSync } from 'fflate';
import type { ExportQuestion, ExportSet } from './interop.questions';
import { XML_DECLARATION, xmlText } from './interop.xml';

const QTI_NS =
  'xmlns="http://www.imsglobal.org/xsd/imsqti_v2p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqti_v2p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/imsqti_v2p1.xsd"';
const MAP_RESPONSE = 'http://www.imsglobal.org/question/qti_v2p1/rptemplates/map_response';

export const itemId = (q: ExportQuestion) => `item${q.number}`;
export const itemHref = (q: ExportQuestion) => `items/${itemId(q)}.xml`;

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
      `      <prompt>${xmlText(q.prompt)}</prompt>`,
      ...choices.map(
        (c) => `      <simpleChoice identifier="${c.id}">${xmlText(c.text)}</simpleChoice>`,
      ),
      '    </choiceInteraction>',
    ],
  };
}

function textItem(q: ExportQuestion) {
  const hasAnswer = q.answer.trim() !== '';
  return {
    declaration: [
      '  <responseDeclaration identifier="RESPONSE" cardinality="single" baseType="string">',
      ...(hasAnswer
        ? [
            `    <correctResponse>\n      <value>${xmlText(q.answer)}</value>\n    </correctResponse>`,
            `    <mapping defaultValue="0">\n      <mapEntry mapKey="${xmlText(q.answer)}" mappedValue="${q.points}" caseSensitive="false"/>\n    </mapping>`,
          ]
        : []),
      '  </responseDeclaration>',
    ],
    // No model answer: an open text the teacher grades by hand.
    body: hasAnswer
      ? [
          `    <p>${xmlText(q.prompt)}</p>`,
          '    <p><textEntryInteraction responseIdentifier="RESPONSE" expectedLength="40"/></p>',
        ]
      : [
          '    <extendedTextInteraction responseIdentifier="RESPONSE">',
          `      <prompt>${xmlText(q.prompt)}</prompt>`,
          '    </extendedTextInteraction>',
        ],
  };
}

/**
 * One QTI 2.1 assessmentItem; the question's points are its MAXSCORE and mapped value. The
 * explanation is left out: QTI's feedback needs response processing of our own rather than the
 * standard template, which importers read most reliably.
 */
export function assessmentItem(q: ExportQuestion): string {
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
        : textItem(q);
  const outcome = (id: string, value: number) =>
    `  <outcomeDeclaration identifier="${id}" cardinality="single" baseType="float">\n    <defaultValue>\n      <value>${value}</value>\n    </defaultValue>\n  </outcomeDeclaration>`;
  return [
    XML_DECLARATION,
    `<assessmentItem ${QTI_NS} identifier="${itemId(q)}" title="Q${q.number}" adaptive="false" timeDependent="false">`,
    ...parts.declaration,
    outcome('SCORE', 0),
    outcome('MAXSCORE', q.points),
    '  <itemBody>',
    ...parts.body,
    '  </itemBody>',
    `  <responseProcessing template="${MAP_RESPONSE}"/>`,
    '</assessmentItem>',
    '',
  ].join('\n');
}

function assessmentTest(set: ExportSet): string {
  return [
    XML_DECLARATION,
    `<assessmentTest ${QTI_NS} identifier="test" title="${xmlText(set.title)}">`,
    '  <testPart identifier="part1" navigationMode="linear" submissionMode="individual">',
    '    <assessmentSection identifier="section1" title="Questions" visible="true">',
    ...set.questions.map(
      (q) => `      <assessmentItemRef identifier="${itemId(q)}" href="${itemHref(q)}"/>`,
    ),
    '    </assessmentSection>',
    '  </testPart>',
    '</assessmentTest>',
    '',
  ].join('\n');
}

function manifest(set: ExportSet): string {
  const items = set.questions.map((q) =>
    [
      `    <resource identifier="res-${itemId(q)}" type="imsqti_item_xmlv2p1" href="${itemHref(q)}">`,
      `      <file href="${itemHref(q)}"/>`,
      '    </resource>',
    ].join('\n'),
  );
  return [
    XML_DECLARATION,
    '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" identifier="chalkwise-export" xsi:schemaLocation="http://www.imsglobal.org/xsd/imscp_v1p1 http://www.imsglobal.org/xsd/qti/qtiv2p1/qtiv2p1_imscpv1p2_v1p0.xsd">',
    '  <metadata>\n    <schema>QTIv2.1 Package</schema>\n    <schemaversion>1.0.0</schemaversion>\n  </metadata>',
    '  <organizations/>',
    '  <resources>',
    '    <resource identifier="res-test" type="imsqti_test_xmlv2p1" href="test.xml">',
    '      <file href="test.xml"/>',
    ...set.questions.map((q) => `      <dependency identifierref="res-${itemId(q)}"/>`),
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
  for (const q of set.questions) files[itemHref(q)] = strToU8(assessmentItem(q));
  return zipSync(files, { level: 6 });
}
