// Prints the share of the built-in engine's texts that read on target, per grade (issue 34
// item 1), as the Markdown table in the README. Run: npx tsx scripts/reading-levels-builtin.ts
import { builtinShares, sharesTable } from '../src/server/ai/builtin/text-levels.report';

console.log(sharesTable(builtinShares()));
