import { z } from 'zod';
import { PDF_CONTENT_TYPE } from './upload-files.ts';

/** Where a stored file is served: GET /api/files/<storage key>. */
export const fileUrl = (storageKey: string) => `/api/files/${storageKey}`;

/** An uploaded file as the upload widget, the review dialog and the feed tiles see it. */
export const ZAttachment = z.object({
  id: z.string(),
  url: z.string(),
  thumbUrl: z.string().nullable(),
  type: z.enum(['image', 'pdf']),
  originalName: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
});
export type Attachment = z.infer<typeof ZAttachment>;

/** The columns an attachment is presented from (a row, or an element of a json_agg). */
export type AttachmentSource = {
  id: string;
  storageKey: string;
  thumbKey: string | null;
  mime: string;
  originalName: string;
  width: number | null;
  height: number | null;
};

export function presentAttachment(row: AttachmentSource): Attachment {
  return {
    id: row.id,
    url: fileUrl(row.storageKey),
    thumbUrl: row.thumbKey ? fileUrl(row.thumbKey) : null,
    type: row.mime === PDF_CONTENT_TYPE ? 'pdf' : 'image',
    originalName: row.originalName,
    width: row.width,
    height: row.height,
  };
}
