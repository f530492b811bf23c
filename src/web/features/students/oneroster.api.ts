import { useMutation } from '@tanstack/react-query';
import { strToU8, zipSync } from 'fflate';
import type { RosterPreview, RosterReport } from '../../../contracts/interop.contract';
import { ROSTER_FILES } from '../../../contracts/interop.contract';
import { uploadFile } from '../../lib/upload';
import { useRosterMutation } from './students.api';

const ONEROSTER = '/api/students/import/oneroster';
const query = (teacher: string) => (teacher ? `?teacher=${encodeURIComponent(teacher)}` : '');

/**
 * The upload: a zip as chosen, or the chosen CSV files packed into one (the server reads zips),
 * named as OneRoster names them whatever their case. A chosen manifest.csv goes along: it says
 * whether the files are a delta, which the server refuses.
 */
export async function rosterBundle(files: File[]): Promise<Blob> {
  if (files.length === 1 && /\.zip$/i.test(files[0]!.name)) return files[0]!;
  const entries: Record<string, Uint8Array> = {};
  for (const f of files) {
    const name = f.name.toLowerCase();
    if ([...ROSTER_FILES, 'manifest.csv'].includes(name)) entries[name] = strToU8(await f.text());
  }
  return new Blob([zipSync(entries) as Uint8Array<ArrayBuffer>], { type: 'application/zip' });
}

export const usePreviewRoster = () =>
  useMutation({
    mutationFn: ({ bundle, teacher }: { bundle: Blob; teacher: string }) =>
      uploadFile<RosterPreview>(`${ONEROSTER}/preview${query(teacher)}`, bundle),
  });

/** Applies the bundle; students, classes and every roster figure reload. */
export const useImportRoster = () =>
  useRosterMutation(({ bundle, teacher }: { bundle: Blob; teacher: string }) =>
    uploadFile<RosterReport>(`${ONEROSTER}${query(teacher)}`, bundle),
  );
