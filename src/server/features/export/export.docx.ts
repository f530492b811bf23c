import {
  Document,
  HeadingLevel,
  Packer,
  Paragraph,
  Tab,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';
import { listMarker, type Block, type Run } from './export.blocks';

const HEADINGS = [
  HeadingLevel.HEADING_1,
  HeadingLevel.HEADING_2,
  HeadingLevel.HEADING_3,
  HeadingLevel.HEADING_4,
] as const;
const textRuns = (runs: Run[]) =>
  runs.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }));

function toDocx(block: Block): (Paragraph | Table)[] {
  switch (block.kind) {
    case 'heading':
      return [
        new Paragraph({
          heading: HEADINGS[Math.min(block.level, 4) - 1],
          children: textRuns(block.runs),
        }),
      ];
    case 'paragraph':
      return [new Paragraph({ children: textRuns(block.runs) })];
    case 'list': {
      // Word has nine list levels (0-8); deeper lists print at the last one.
      const level = Math.min(block.depth, 8);
      return block.items.map((item, i) => {
        const marker = listMarker(block, i);
        if (marker === '• ') return new Paragraph({ children: textRuns(item), bullet: { level } });
        // Numbers and task boxes hang in the margin (the tab goes to the hanging indent), so
        // wrapped lines line up under the text as a bullet's do.
        return new Paragraph({
          children: [new TextRun({ children: [marker.trimEnd(), new Tab()] }), ...textRuns(item)],
          indent: { left: 360 * (level + 1), hanging: 360 },
        });
      });
    }
    case 'table':
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [block.header, ...block.rows].map(
            (row, r) =>
              new TableRow({
                children: row.map(
                  (cell) =>
                    new TableCell({
                      children: [
                        new Paragraph({
                          children: textRuns(
                            r === 0 ? cell.map((c) => ({ ...c, bold: true })) : cell,
                          ),
                        }),
                      ],
                    }),
                ),
              }),
          ),
        }),
      ];
    case 'code':
      return block.text
        .split('\n')
        .map(
          (line) => new Paragraph({ children: [new TextRun({ text: line, font: 'Courier New' })] }),
        );
    case 'rule':
      return [new Paragraph({ text: '' })];
  }
}

export async function docxOf(title: string, blocks: Block[]): Promise<Buffer> {
  const doc = new Document({
    title,
    creator: 'Chalkwise',
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
          ...blocks.flatMap(toDocx),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}
