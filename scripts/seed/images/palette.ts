import { hsl } from './color.ts';
import type { Random } from './random.ts';

export interface Palette {
  skyTop: string;
  skyBottom: string;
  sun: string;
  sunGlow: string;
  cloud: string;
  /** Hills from the farthest (hazy) to the nearest. */
  hills: readonly [string, string, string];
  meadow: string;
  meadowShade: string;
  tree: string;
  treeDark: string;
  cypress: string;
  trunk: string;
  wood: string;
  woodDark: string;
  accents: readonly string[];
}

interface Mood {
  sky: [number, number, number, number, number, number];
  sun: [number, number, number];
  hills: [number, number, number];
  hillSaturation: number;
  hillLightness: [number, number, number];
  tree: number;
}

// Warm moods: morning gold, summer wheat, late afternoon, early autumn.
const MOODS: readonly Mood[] = [
  {
    sky: [200, 60, 80, 38, 90, 86],
    sun: [46, 100, 72],
    hills: [150, 95, 80],
    hillSaturation: 34,
    hillLightness: [76, 58, 47],
    tree: 105,
  },
  {
    sky: [195, 55, 78, 48, 85, 86],
    sun: [50, 100, 74],
    hills: [170, 62, 44],
    hillSaturation: 42,
    hillLightness: [78, 64, 60],
    tree: 95,
  },
  {
    sky: [22, 75, 80, 42, 95, 84],
    sun: [36, 100, 68],
    hills: [8, 70, 82],
    hillSaturation: 30,
    hillLightness: [74, 55, 46],
    tree: 90,
  },
  {
    sky: [34, 70, 82, 16, 80, 86],
    sun: [28, 100, 66],
    hills: [18, 42, 60],
    hillSaturation: 40,
    hillLightness: [72, 56, 48],
    tree: 28,
  },
];

// Red, orange, sunflower, sage, teal, cornflower, rose.
const FESTIVE_HUES: readonly number[] = [4, 26, 44, 95, 175, 212, 338];

export function createPalette(rng: Random): Palette {
  const mood = rng.pick(MOODS);
  const shift = rng.range(-8, 8);
  const [skyH1, skyS1, skyL1, skyH2, skyS2, skyL2] = mood.sky;
  const [farH, midH, nearH] = mood.hills;
  const [farL, midL, nearL] = mood.hillLightness;
  const sat = mood.hillSaturation + rng.range(-5, 5);
  const offset = rng.int(0, FESTIVE_HUES.length - 1);
  const accents = FESTIVE_HUES.map((_, i) => {
    const hue = FESTIVE_HUES[(i + offset) % FESTIVE_HUES.length] ?? 0;
    return hsl(hue + rng.range(-6, 6), 62 + rng.range(-6, 6), 56 + rng.range(-3, 3));
  });
  return {
    skyTop: hsl(skyH1 + shift, skyS1, skyL1 + rng.range(-3, 3)),
    skyBottom: hsl(skyH2 + shift, skyS2, skyL2),
    sun: hsl(mood.sun[0] + shift / 2, mood.sun[1], mood.sun[2]),
    sunGlow: hsl(mood.sun[0] + shift / 2, 100, 86),
    cloud: hsl(skyH2 + shift, 70, 96),
    hills: [
      hsl(farH + shift, sat * 0.6, farL),
      hsl(midH + shift, sat, midL),
      hsl(nearH + shift, sat + 4, nearL),
    ],
    meadow: hsl(nearH + shift + 6, sat + 8, nearL + 6),
    meadowShade: hsl(nearH + shift, sat + 6, nearL - 6),
    tree: hsl(mood.tree + shift, 38, 38),
    treeDark: hsl(mood.tree + shift + 10, 40, 26),
    cypress: hsl(110 + shift, 32 + rng.range(-4, 4), 27),
    trunk: hsl(25, 35, 28),
    wood: hsl(30 + shift / 2, 38, 52),
    woodDark: hsl(26 + shift / 2, 38, 36),
    accents,
  };
}
