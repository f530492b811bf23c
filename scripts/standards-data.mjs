// Builds src/server/ai/builtin/offline-data/standards/*.json from the public sources named in
// src/server/ai/builtin/offline-data/standards/NOTICE.md (issue 34 item 2). Run once by hand when the sources
// change; the output is committed, so nothing is downloaded at install or run time:
//   node scripts/standards-data.mjs <CC-math-0.8.0.json> <literacy-0.8.0.json> <ngss.json>
// Kept per standard: code, description, subject, grades, domain, cluster (nothing else).
import fs from 'node:fs';
import path from 'node:path';

const [mathFile, elaFile, ngssFile] = process.argv.slice(2);
if (!ngssFile) {
  console.error('usage: node scripts/standards-data.mjs <math.json> <literacy.json> <ngss.json>');
  process.exit(1);
}
const out = path.resolve(
  path.dirname(new URL(import.meta.url).pathname),
  '../src/server/ai/builtin/offline-data/standards',
);
const read = (f) => JSON.parse(fs.readFileSync(f, 'utf8'));
const ENTITIES = {
  '&gt;': '>',
  '&lt;': '<',
  '&amp;': '&',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};
const clean = (s) =>
  String(s ?? '')
    .replace(/&(gt|lt|amp|quot|#39|nbsp);/g, (e) => ENTITIES[e])
    .replace(/<[^>]+>/g, '')
    .replace(/\s+/g, ' ')
    .trim();
const grade = (g) => (g === 'KG' || g === 'K' ? 'K' : String(Number(g)));
const ORDER = ['K', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'];
const grades = (list) =>
  [...new Set(list.map(grade))]
    .filter((g) => ORDER.includes(g))
    .sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b));
const write = (name, source, standards) => {
  const seen = new Set();
  for (const s of standards) {
    if (seen.has(s.code)) throw new Error(`${name}: duplicate code ${s.code}`);
    seen.add(s.code);
  }
  fs.writeFileSync(
    path.join(out, name),
    JSON.stringify({ source, standards }, null, 0).replace(/\},\{/g, '},\n{') + '\n',
  );
  console.log(name, standards.length);
};

// ---- Common Core Mathematics: cluster letters restored from the cluster folders (4.NF.3 sits
// under folder 4.NF.B, so its current code is 4.NF.B.3); high-school codes in today's form
// (A-SSE.1 -> HSA.SSE.A.1).
{
  const math = read(mathFile);
  const domainNames = new Map();
  for (const s of math)
    if (s.cls === 'folder' && s.shortCode) domainNames.set(s.shortCode, clean(s.statement));
  const hs = (c) => c.replace(/^([NAFGS])-([A-Z]+)/, 'HS$1.$2');
  const clusterNames = new Map();
  for (const s of math) {
    const m = s.cls === 'folder' && /^(.*)\.([A-Z])$/.exec(s.shortCode ?? '');
    if (m) clusterNames.set(`${m[1]}.${m[2]}`, clean(s.statement));
  }
  const rows = math.filter((s) => s.shortCode && s.cls !== 'folder');
  const byAsn = new Map(rows.map((s) => [s.ASN?.id, s]));
  const parts = (sc) => {
    const m = /^(.*)\.(\d+)([a-z]?)$/.exec(sc);
    if (!m) throw new Error(`math: unexpected code ${sc}`);
    return { domain: m[1], number: Number(m[2]), letter: m[3] };
  };
  // The source names no cluster for a standard, but the standards of one cluster share one ASN
  // parent: a domain's parent groups, ordered by their first standard, are its clusters A, B, C.
  const top = (s) => (byAsn.has(s.ASN?.parent) ? byAsn.get(s.ASN.parent) : s);
  const groups = new Map();
  for (const s of rows) {
    if (s.shortCode.startsWith('MP.') || top(s) !== s) continue;
    const { domain, number } = parts(s.shortCode);
    const list = groups.get(domain) ?? new Map();
    const first = list.get(s.ASN.parent);
    if (first === undefined || number < first) list.set(s.ASN.parent, number);
    groups.set(domain, list);
  }
  const letterOf = (s) => {
    const head = top(s);
    const { domain } = parts(head.shortCode);
    const order = [...groups.get(domain).entries()].sort((a, b) => a[1] - b[1]).map((e) => e[0]);
    return String.fromCharCode(65 + order.indexOf(head.ASN.parent));
  };
  const standards = [];
  for (const s of rows) {
    const sc = s.shortCode;
    if (sc.startsWith('MP.')) {
      standards.push({
        code: sc,
        description: clean(s.statement),
        subject: 'Mathematics',
        grades: grades(s.gradeLevels ?? []),
        domain: 'Standards for Mathematical Practice',
        cluster: '',
      });
      continue;
    }
    const { domain, number, letter: sub } = parts(sc);
    const letter = letterOf(s);
    const cluster = clusterNames.get(`${domain}.${letter}`);
    if (cluster === undefined) throw new Error(`math: no cluster ${domain}.${letter} for ${sc}`);
    standards.push({
      code: hs(`${domain}.${letter}.${number}${sub}`),
      description: clean(s.statement),
      subject: 'Mathematics',
      grades: grades(s.gradeLevels ?? []),
      domain: domainNames.get(domain) ?? '',
      cluster,
    });
  }
  write(
    'ccss-math.json',
    {
      name: 'Common Core State Standards for Mathematics',
      from: 'github.com/commoncurriculum/common-standards-project, clean-data/CC/math/CC-math-0.8.0.json at commit 93a235c0798f2e63239fba608b29f810ce873be1 (2012-09-16)',
    },
    standards,
  );
}

// ---- Common Core ELA/Literacy: grade-specific standards (the K-12 anchor standards are left
// out: they name no grade). Codes as CCSS publishes them (CCSS.ELA-Literacy.RL.3.1 -> RL.3.1).
{
  const ela = read(elaFile);
  const byId = new Map(ela.map((s) => [s.ASN?.id, s]));
  const STRANDS = {
    RL: 'Reading: Literature',
    RI: 'Reading: Informational Text',
    RF: 'Reading: Foundational Skills',
    W: 'Writing',
    SL: 'Speaking and Listening',
    L: 'Language',
    RH: 'Reading: History/Social Studies',
    RST: 'Reading: Science and Technical Subjects',
    WHST: 'Writing: History/Social Studies, Science, and Technical Subjects',
  };
  const standards = [];
  for (const s of ela) {
    const dot = s.CCSS?.dotNotation;
    if (!dot || !s.ASN?.statementNotation) continue;
    const code = dot.replace(/^CCSS\.ELA-Literacy\./, '');
    if (code.startsWith('CCRA.')) continue;
    const strand = code.split('.')[0];
    if (!STRANDS[strand]) throw new Error(`ela: unexpected strand in ${code}`);
    // The cluster is the nearest folder ("Key Ideas and Details"); a sub-standard's parent is a
    // standard, so go up past it.
    let parent = byId.get(s.ASN.parent);
    while (parent && parent.ASN?.cls !== 'folder' && parent.ASN?.statementNotation)
      parent = byId.get(parent.ASN.parent);
    standards.push({
      code,
      description: clean(s.statement),
      subject: 'English',
      grades: grades(s.gradeLevels ?? []),
      domain: STRANDS[strand],
      cluster: parent ? clean(parent.statement) : '',
    });
  }
  write(
    'ccss-ela.json',
    {
      name: 'Common Core State Standards for English Language Arts & Literacy in History/Social Studies, Science, and Technical Subjects',
      from: 'github.com/commoncurriculum/common-standards-project, clean-data/CC/literacy/literacy-0.8.0.json at commit 93a235c0798f2e63239fba608b29f810ce873be1 (2012-09-16)',
    },
    standards,
  );
}

// ---- NGSS performance expectations, from the Achievement Standards Network's export (D2454348).
{
  const ngss = read(ngssFile);
  const P = (k) => `http://purl.org/${k}`;
  const v1 = (node, key) => node?.[key]?.[0]?.value;
  const DOMAINS = {
    PS: 'Physical Sciences',
    LS: 'Life Sciences',
    ESS: 'Earth and Space Sciences',
    ETS: 'Engineering, Technology, and Applications of Science',
  };
  const standards = [];
  for (const node of Object.values(ngss)) {
    if (v1(node, P('ASN/schema/core/statementLabel')) !== 'Performance Expectation') continue;
    const code = v1(node, P('ASN/schema/core/statementNotation'));
    const m = /^(?:K|\d|\d-\d|MS|HS|K-2)-(PS|LS|ESS|ETS)\d-\d$/.exec(code ?? '');
    if (!m) throw new Error(`ngss: unexpected code ${code}`);
    const parent = ngss[v1(node, P('gem/qualifiers/isChildOf'))];
    const topic = ngss[v1(parent, P('gem/qualifiers/isChildOf'))];
    standards.push({
      code,
      description: clean(v1(node, P('dc/terms/description'))),
      subject: 'Science',
      grades: grades(node[P('dc/terms/educationLevel')].map((e) => e.value.split('/').pop())),
      domain: DOMAINS[m[1]],
      cluster: clean(v1(topic, P('dc/terms/description'))),
    });
  }
  const rank = (c) =>
    ['K', '1', '2', 'K-2', '3', '4', '5', '3-5', 'MS', 'HS'].indexOf(
      c.replace(/-(PS|LS|ESS|ETS).*$/, ''),
    );
  // The NGSS's own order: by grade band, then physical, life, earth and space, engineering.
  const area = (c) => ['PS', 'LS', 'ESS', 'ETS'].indexOf(/-(PS|LS|ESS|ETS)\d/.exec(c)[1]);
  standards.sort(
    (a, b) =>
      rank(a.code) - rank(b.code) ||
      area(a.code) - area(b.code) ||
      a.code.localeCompare(b.code, 'en', { numeric: true }),
  );
  write(
    'ngss.json',
    {
      name: 'Next Generation Science Standards: performance expectations',
      from: 'Achievement Standards Network export D2454348 (modified 2013-05-30), as held in github.com/concord-consortium/ngss-explorer, src/ngss.json at commit 9d32006fb55017f12b408f69663f19ec7adf8a05 (2020-09-16)',
    },
    standards,
  );
}
