import { horsePhotoSizes, photoFileError, toWebp } from '#src/features/horses/admin';
import { fail, ok, type Result } from '#src/lib/data/result';
import { conversionFailure, convertPicked } from '#src/lib/images/picked-photo';

/** One fixed shape lets the public page reserve its place before the photo loads. */
export const newsPhotoSize = horsePhotoSizes.zoom;

export async function prepareNewsPhoto(file: File): Promise<Result<Blob>> {
  const refused = photoFileError(file);
  if (refused) return fail('invalid-argument', refused);
  try {
    return ok(await convertPicked(file, (image) => toWebp(image, newsPhotoSize)));
  } catch (error) {
    return conversionFailure(error, 'the news photo');
  }
}
