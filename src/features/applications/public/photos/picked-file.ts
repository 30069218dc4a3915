import type { PhotoProblem } from './photo-problem';

/** Refused before decoding: a phone would struggle with larger files. */
export const MAX_PICKED_BYTES = 30 * 1024 * 1024;
// Some systems give no type for some photos (HEIC on Windows): their extension says what they are.
const imageExtension = /\.(avif|bmp|gif|heic|heif|jfif|jpe?g|png|tiff?|webp)$/i;

export function pickedFileProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
): PhotoProblem | undefined {
  const image =
    file.type.startsWith('image/') || (file.type === '' && imageExtension.test(file.name));
  if (!image) return 'not-image';
  if (file.size > MAX_PICKED_BYTES) return 'file-too-big';
  return undefined;
}
