// Deterministic demo illustrations: SVG shapes (no fonts, no photos) rendered with sharp, so the
// same seed always gives byte-identical images.
import { animal, animalWidth, randomCoat } from './images/animals.ts';
import type { AnimalKind } from './images/animals.ts';
import { renderSvg, svgDocument } from './images/encode.ts';
import type { GeneratedImage, ImageFormat } from './images/encode.ts';
import { createPalette } from './images/palette.ts';
import type { Palette } from './images/palette.ts';
import { createRandom } from './images/random.ts';
import type { Random } from './images/random.ts';
import {
  cloud,
  cypress,
  fence,
  grass,
  ridge,
  roundTree,
  shadow,
  sky,
  skyDefs,
  sun,
} from './images/scenery.ts';
import type { Ridge, Size } from './images/scenery.ts';
import { balloons, barn, bunting, tent } from './images/festive.ts';

export type { GeneratedImage, ImageFormat } from './images/encode.ts';

export const IMAGE_SIZES = {
  horseThumb: { width: 400, height: 400 },
  horseZoom: { width: 1200, height: 800 },
  eventThumb: { width: 400, height: 400 },
  header: { width: 1600, height: 600 },
} as const;

function landscape(
  rng: Random,
  palette: Palette,
  size: Size,
  options: { horizon: number; sunX: [number, number]; clouds: number },
): { background: string; far: Ridge; mid: Ridge; near: Ridge } {
  const { horizon } = options;
  const parts: string[] = [sky(size)];
  const sunR = size.height * rng.range(0.07, 0.095);
  parts.push(
    sun(palette, rng.range(...options.sunX), rng.range(horizon * 0.3, horizon * 0.62), sunR),
  );
  for (let i = 0; i < options.clouds; i++) {
    const x = ((i + rng.range(0.2, 0.8)) / options.clouds) * size.width;
    parts.push(
      cloud(
        palette,
        rng,
        x,
        rng.range(horizon * 0.3, horizon * 0.6),
        size.height * rng.range(0.14, 0.22),
      ),
    );
  }
  const far = ridge(rng, size, {
    baseY: horizon,
    amplitude: size.height * 0.04,
    fill: palette.hills[0],
    waves: 2,
  });
  const mid = ridge(rng, size, {
    baseY: horizon + size.height * 0.1,
    amplitude: size.height * 0.035,
    fill: palette.hills[1],
  });
  const near = ridge(rng, size, {
    baseY: horizon + size.height * 0.2,
    amplitude: size.height * 0.018,
    fill: palette.meadow,
  });
  parts.push(far.svg);
  return { background: parts.join(''), far, mid, near };
}

function trees(
  rng: Random,
  palette: Palette,
  on: Ridge,
  options: { x0: number; x1: number; count: number; height: number; avoid?: [number, number] },
): string {
  const parts: string[] = [];
  const cluster = rng.chance(0.5);
  for (let i = 0; i < options.count; i++) {
    let x = options.x0 + ((i + rng.range(0.1, 0.9)) / options.count) * (options.x1 - options.x0);
    if (options.avoid && x > options.avoid[0] && x < options.avoid[1]) {
      x = x - options.avoid[0] < options.avoid[1] - x ? options.avoid[0] : options.avoid[1];
    }
    const h = options.height * rng.range(0.75, 1.2);
    const y = on.yAt(x) + h * 0.04;
    if (cluster || rng.chance(0.6)) {
      parts.push(cypress(palette, x, y, h));
      if (cluster) parts.push(cypress(palette, x + h * 0.16, y + h * 0.02, h * 0.8));
    } else {
      parts.push(roundTree(palette, rng, x, y, h * 0.75));
    }
  }
  return parts.join('');
}

/** The thumbnail shows its central square. */
function horseScene(seed: string, kind: AnimalKind): string {
  const rng = createRandom(`horse:${seed}`);
  const palette = createPalette(rng.fork('palette'));
  const size = { width: 1200, height: 800 };
  const land = landscape(rng.fork('land'), palette, size, {
    horizon: 400,
    sunX: [260, 940],
    clouds: 3,
  });
  const facing = rng.chance(0.5) ? 'left' : 'right';
  const height = kind === 'donkey' ? rng.range(410, 440) : rng.range(440, 470);
  const groundY = rng.range(725, 745);
  const width = animalWidth(kind, height);
  const x = 600 + rng.range(-15, 15);
  const hasFence = rng.chance(0.65);
  const decor = rng.fork('decor');
  return [
    `<defs>${skyDefs(palette)}</defs>`,
    land.background,
    trees(decor, palette, land.far, { x0: 40, x1: 1160, count: decor.int(2, 4), height: 90 }),
    land.mid.svg,
    trees(decor, palette, land.mid, {
      x0: 60,
      x1: 1140,
      count: decor.int(2, 3),
      height: 150,
      avoid: [380, 820],
    }),
    land.near.svg,
    hasFence
      ? fence(palette, {
          x0: -30,
          x1: 1230,
          yAt: (fx) => land.near.yAt(fx) + 40,
          height: 80,
          gap: 150,
        })
      : '',
    grass(palette, decor, { count: 26, x0: 0, x1: 1200, y0: 640, y1: 800, height: 26 }),
    shadow(x, groundY, width * 1.05),
    animal({ kind, coat: randomCoat(rng.fork('coat'), kind), x, groundY, height, facing }),
  ].join('');
}

export async function horseImage(
  seed: string,
  options: { kind: 'horse' | 'donkey'; size: 'thumb' | 'zoom'; format: ImageFormat },
): Promise<GeneratedImage> {
  const content = horseScene(seed, options.kind);
  const { width, height } =
    options.size === 'thumb' ? IMAGE_SIZES.horseThumb : IMAGE_SIZES.horseZoom;
  const viewBox =
    options.size === 'thumb' ? ([240, 80, 720, 720] as const) : ([0, 0, 1200, 800] as const);
  return renderSvg(svgDocument(content, { width, height, viewBox }), width, height, options.format);
}

export async function eventImage(
  seed: string,
  options: { format: ImageFormat },
): Promise<GeneratedImage> {
  const rng = createRandom(`event:${seed}`);
  const palette = createPalette(rng.fork('palette'));
  const size = { width: 800, height: 800 };
  const land = landscape(rng.fork('land'), palette, size, {
    horizon: 420,
    sunX: [120, 680],
    clouds: 2,
  });
  const decor = rng.fork('decor');
  const cx = 400 + rng.range(-50, 50);
  const groundY = 640;
  const useTent = rng.chance(0.55);
  const building = useTent
    ? tent(palette, decor, { x: cx, groundY, width: 400 })
    : barn(palette, decor, { x: cx, groundY, width: 330 });
  const balloonSide = cx < 400 ? 1 : -1;
  const content = [
    `<defs>${skyDefs(palette)}</defs>`,
    land.background,
    land.mid.svg,
    trees(decor, palette, land.mid, { x0: 30, x1: 770, count: 3, height: 130, avoid: [220, 580] }),
    land.near.svg,
    shadow(cx, groundY + 4, 470),
    building,
    grass(palette, decor, { count: 16, x0: 0, x1: 800, y0: 660, y1: 800, height: 24 }),
    balloons(palette, decor, { x: 400 + balloonSide * 290, y: 330, count: 3, radius: 36 }),
    bunting(palette, decor, { x0: -20, y0: 40, x1: 820, y1: 40, sag: 90, flag: 46 }),
    rng.chance(0.5)
      ? bunting(palette, decor, { x0: -20, y0: 150, x1: 820, y1: 150, sag: 60, flag: 38 })
      : '',
  ].join('');
  const { width, height } = IMAGE_SIZES.eventThumb;
  const svg = svgDocument(content, { width, height, viewBox: [0, 0, 800, 800] });
  return renderSvg(svg, width, height, options.format);
}

export async function headerImage(
  page: string,
  options: { format: ImageFormat },
): Promise<GeneratedImage> {
  const rng = createRandom(`header:${page}`);
  const palette = createPalette(rng.fork('palette'));
  const size = { width: 1600, height: 600 };
  const land = landscape(rng.fork('land'), palette, size, {
    horizon: 290,
    sunX: [150, 1450],
    clouds: 4,
  });
  const decor = rng.fork('decor');
  const herd = rng.fork('herd');
  const count = herd.int(3, 5);
  const animals: { y: number; svg: string }[] = [];
  const slot = 1300 / count;
  for (let i = 0; i < count; i++) {
    const kind: AnimalKind = i > 0 && herd.chance(0.25) ? 'donkey' : 'horse';
    const x = 150 + slot * (i + herd.range(0.2, 0.8));
    const groundY = land.near.yAt(x) + herd.range(30, 150);
    const height = 40 + (groundY - 380) * 0.6;
    animals.push({
      y: groundY,
      svg:
        shadow(x, groundY, animalWidth(kind, height)) +
        animal({
          kind,
          coat: randomCoat(herd, kind),
          x,
          groundY,
          height,
          facing: herd.chance(0.5) ? 'left' : 'right',
        }),
    });
  }
  animals.sort((a, b) => a.y - b.y);
  const content = [
    `<defs>${skyDefs(palette)}</defs>`,
    land.background,
    trees(decor, palette, land.far, { x0: 30, x1: 1570, count: decor.int(3, 6), height: 70 }),
    land.mid.svg,
    trees(decor, palette, land.mid, { x0: 30, x1: 1570, count: decor.int(3, 5), height: 110 }),
    land.near.svg,
    grass(palette, decor, { count: 30, x0: 0, x1: 1600, y0: 480, y1: 600, height: 18 }),
    ...animals.map((a) => a.svg),
    decor.chance(0.6)
      ? fence(palette, {
          x0: -40,
          x1: 1640,
          yAt: (fx) => 590 - 12 * Math.sin(fx / 400),
          height: 70,
          gap: 170,
        })
      : '',
  ].join('');
  const { width, height } = IMAGE_SIZES.header;
  const svg = svgDocument(content, { width, height, viewBox: [0, 0, 1600, 600] });
  return renderSvg(svg, width, height, options.format);
}
