import { z } from 'zod';
import { err } from '../shared/errors.ts';
import { optionalText, requiredText } from '../shared/text.ts';

export const POSTER_DESCRIPTION_MAX = 500;
export const POSTER_URL_MAX = 2000;
/** The multipart field of POST /api/admin/posters/images. */
export const POSTER_IMAGE_FIELD = 'image';

/** A poster image we stored: 'posters/<uuid>.webp' (made by the server, never typed by a person). */
export const POSTER_IMAGE_KEY = /^posters\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;

/** An image on the web (http or https) or one of the site's own files ('/posters/welcome.svg'). */
export function isPosterUrl(value: string) {
  if (/^\/(?![/\\])/.test(value)) return !/\s/.test(value);
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/** Blank (an emptied form field) means no URL. */
const ZPosterUrl = z
  .string(err('posterUrlInvalid'))
  .trim()
  .max(POSTER_URL_MAX, err('posterUrlInvalid'))
  .refine((value) => value === '' || isPosterUrl(value), err('posterUrlInvalid'))
  .nullish()
  .transform((value) => value || null);

/**
 * POST /api/admin/posters and PUT /api/admin/posters/:id: the whole poster. Its image is either an
 * uploaded one (imageKey from POST /api/admin/posters/images) or a URL, exactly one of them
 * (reported on the field 'image'); a malformed URL is reported on 'url'.
 */
export const ZPosterInput = z
  .object({
    description: requiredText(POSTER_DESCRIPTION_MAX, 'posterDescriptionRequired', 'posterDescriptionTooLong'),
    descriptionMs: optionalText(POSTER_DESCRIPTION_MAX, 'posterDescriptionTooLong'),
    url: ZPosterUrl,
    imageKey: z.string(err('invalidValue')).regex(POSTER_IMAGE_KEY, err('invalidValue')).nullish(),
    active: z.boolean(err('invalidValue')).default(true),
  })
  .superRefine((poster, ctx) => {
    const sources = Number(Boolean(poster.url)) + Number(Boolean(poster.imageKey));
    if (sources !== 1) ctx.addIssue({ code: 'custom', path: ['image'], message: sources === 0 ? 'posterImageRequired' : 'posterImageOrUrl' });
  });
export type PosterInput = z.infer<typeof ZPosterInput>;

/** PUT /api/admin/posters/order: every poster's id, in the order the home page shows them. */
export const ZPosterOrder = z.object({ ids: z.array(z.uuid(err('invalidValue'))).max(1000, err('invalidValue')) });
export type PosterOrder = z.infer<typeof ZPosterOrder>;
