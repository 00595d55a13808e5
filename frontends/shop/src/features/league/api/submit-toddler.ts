import type { Toddler } from '@ela/contracts';
import { http } from '@ela/web-kit';

export interface ToddlerSubmission {
  name: string;
  ageMonths: number;
  photo: File;
}

/** POST /toddler (multipart): the caller's toddler for review; `onProgress` hears the share sent. */
export async function submitToddler(
  submission: ToddlerSubmission,
  onProgress: (event: { loaded: number; total?: number; progress?: number }) => void,
): Promise<Toddler> {
  const form = new FormData();
  form.append('name', submission.name);
  form.append('ageMonths', String(submission.ageMonths));
  form.append('file', submission.photo);
  const { data } = await http.post<Toddler>('/toddler', form, {
    onUploadProgress: onProgress,
    // A photo on a slow line takes longer than the client's usual patience.
    timeout: 120_000,
  });
  return data;
}
