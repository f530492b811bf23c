import { readFile } from 'node:fs/promises';
import { catalogFile, type CatalogModel } from '../../../contracts/ai-admin.contract';

const GB = 1_000_000_000;

/**
 * The models the AI tab and `npm run ai:download` offer (issue 24). Each is an instruct model
 * under Apache-2.0, in the Q4_K_M quantization, at a pinned revision of the publisher's own
 * repository, so the bytes, and therefore the sha256, cannot change under us.
 *
 * Where the figures come from (Hugging Face itself cannot be reached from the machine this was
 * written on): the byte sizes and sha256 are the Git LFS object ids Hugging Face publishes for
 * these exact files, as pinned by several unrelated public projects that download and verify
 * them (each figure below was found identical in at least three). The downloader refuses any
 * file whose sha256 differs, so a wrong figure here can only refuse a download, never accept a
 * different file. RAM needs are the upper end of published llama.cpp figures for the size at
 * Q4_K_M with a 4k context. Licences were read from each repository's LICENSE: Qwen2.5 0.5B and
 * 1.5B and all Qwen3 dense models are Apache-2.0 (unlike Qwen2.5 3B, Llama and Gemma, which
 * carry their own licences and are left out).
 */
export const CATALOG: readonly CatalogModel[] = [
  {
    id: 'qwen2.5-1.5b-instruct',
    name: 'Qwen2.5 1.5B Instruct',
    repo: 'Qwen/Qwen2.5-1.5B-Instruct-GGUF',
    revision: '91cad51170dc346986eccefdc2dd33a9da36ead9',
    file: 'qwen2.5-1.5b-instruct-q4_k_m.gguf',
    licence: 'Apache-2.0',
    licenceUrl: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/blob/main/LICENSE',
    parameters: '1.5B',
    sizeBytes: 1_117_320_736,
    ramBytes: 2.5 * GB,
    sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e',
    summary:
      'The default: good structured answers, usable on 2-4 CPU cores (about 10-20 tokens a second).',
    recommended: true,
  },
  {
    id: 'qwen2.5-0.5b-instruct',
    name: 'Qwen2.5 0.5B Instruct',
    repo: 'Qwen/Qwen2.5-0.5B-Instruct-GGUF',
    revision: '9217f5db79a29953eb74d5343926648285ec7e67',
    file: 'qwen2.5-0.5b-instruct-q4_k_m.gguf',
    licence: 'Apache-2.0',
    licenceUrl: 'https://huggingface.co/Qwen/Qwen2.5-0.5B-Instruct-GGUF/blob/main/LICENSE',
    parameters: '0.5B',
    sizeBytes: 491_400_032,
    ramBytes: 1 * GB,
    sha256: '74a4da8c9fdbcd15bd1f6d01d621410d31c6fc00986f5eb687824e7b93d7a9db',
    summary:
      'The smallest: fast on an old or busy machine with little memory, but plainer and less accurate.',
    recommended: false,
  },
  {
    id: 'qwen3-4b',
    name: 'Qwen3 4B',
    repo: 'Qwen/Qwen3-4B-GGUF',
    revision: 'bc640142c66e1fdd12af0bd68f40445458f3869b',
    file: 'Qwen3-4B-Q4_K_M.gguf',
    licence: 'Apache-2.0',
    licenceUrl: 'https://huggingface.co/Qwen/Qwen3-4B-GGUF/blob/main/LICENSE',
    parameters: '4B',
    sizeBytes: 2_497_280_256,
    ramBytes: 5 * GB,
    sha256: '7485fe6f11af29433bc51cab58009521f205840f5b4ae3a32fa7f92e8534fdf5',
    summary:
      'For a machine with 8 or more cores and 8 GB of memory: better plans and questions, about half the speed.',
    recommended: false,
  },
];

/**
 * The catalog in use: the one above, or the file LOCAL_MODEL_CATALOG names (a school's own
 * mirror with other models, or a test's tiny model), validated with the same schema so a bad
 * file stops the start with a readable message rather than a broken tab.
 */
export async function loadCatalog(file: string | undefined): Promise<readonly CatalogModel[]> {
  if (!file) return CATALOG;
  const parsed = catalogFile.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new Error(
      `LOCAL_MODEL_CATALOG (${file}): ${first?.path.join('.') ?? ''} ${first?.message ?? 'is not a catalog'}`,
    );
  }
  return parsed.data;
}

/** Where Hugging Face (or a mirror at HF_ENDPOINT) serves a model's file. */
export function modelUrl(
  endpoint: string,
  model: Pick<CatalogModel, 'repo' | 'revision' | 'file'>,
) {
  const base = endpoint.replace(/\/+$/, '');
  return `${base}/${model.repo}/resolve/${encodeURIComponent(model.revision)}/${encodeURIComponent(model.file)}`;
}
