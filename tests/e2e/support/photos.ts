import type { Page } from '@playwright/test';

/**
 * A PNG drawn by the browser itself (no file in the repository): a field of `background` with a
 * rectangle of `accent` in the middle third, `width` × `height` pixels. Landscape sizes let the
 * tests check the conversion and the crop of the app's photo pipelines.
 */
export async function pngPhoto(
  page: Page,
  { width = 640, height = 480, background = '#7fb069', accent = '#6b4226' } = {},
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, fill, mark]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d canvas');
      context.fillStyle = fill;
      context.fillRect(0, 0, w, h);
      context.fillStyle = mark;
      context.fillRect(w / 3, h / 3, w / 3, h / 3);
      return canvas.toDataURL('image/png');
    },
    [width, height, background, accent] as const,
  );
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
}
