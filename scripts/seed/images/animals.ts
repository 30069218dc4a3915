import { hsl, num } from './color.ts';
import type { Random } from './random.ts';

export type AnimalKind = 'horse' | 'donkey';

export interface Coat {
  body: string;
  far: string;
  mane: string;
  hoof: string;
  /** Donkeys: pale muzzle, eye ring and belly. */
  pale: string | null;
  blaze: boolean;
  socks: readonly boolean[];
}

export interface AnimalPlacement {
  kind: AnimalKind;
  coat: Coat;
  /** Front hooves' ground point, in scene units. */
  x: number;
  groundY: number;
  height: number;
  facing: 'left' | 'right';
}

// Every silhouette is drawn facing right in a 220 x 200 box, ground at y = 200.

const HORSE = {
  top: 28,
  left: 23,
  right: 207,
  body:
    'M40 113C46 99 62 95 80 100C94 104 106 104 116 98' +
    'C128 88 146 66 160 50L166 52L156 76' +
    'C159 92 161 108 157 122C154 132 147 140 140 146' +
    'C120 151 92 151 72 147C58 146 48 141 44 133C40 127 38 119 40 113Z',
  head: 'M174.2 50.2L202.9 79.5A9.5 9.5 0 0 1 191.1 94.5L155.8 73.8A15 15 0 1 1 174.2 50.2Z',
  ear: 'M161 51C160 43 162 35 166 28C171 34 173 42 172 50Z',
  farEar: 'M156 52C155 45 156 38 159 32C163 37 165 44 165 51Z',
  mane:
    'M163 45C150 58 132 82 110 99C122 97 128 93 132 87C134 91 138 89 141 83' +
    'C144 82 148 77 150 71C153 69 157 63 160 59Z',
  forelock: '',
  tail: 'M42 110C30 112 23 128 24 152C25 165 29 175 33 180C34 170 35 160 38 148C40 135 43 124 47 117Z',
  frontLeg:
    'M134 128L154 128C154 140 151 152 150 162C151 166 150 170 149 172L149 186' +
    'C150 189 152 192 153 195L155 200L142 200L142 194C140 191 140 188 141 185L141 172' +
    'C140 168 140 164 140 160C139 150 136 140 134 128Z',
  hindLeg:
    'M44 124C45 138 50 150 53 160C55 165 54 169 53 173L53 188C53 192 54 194 55 196' +
    'L55 200L67 200L65 194C63 191 63 189 63 186L63 173C63 166 67 158 71 150C75 142 76 135 72 126Z',
  frontHoof: 'M142 194L153.5 194L155 200L142 200Z',
  hindHoof: 'M55 194L65 194L67 200L55 200Z',
  frontSock: 'M141 178L149 178L149 186C150 189 152 192 153 194L142 194C140 191 140 188 141 185Z',
  hindSock: 'M53 180L63 180L63 186C63 189 63 191 65 194L55 194C54 192 53 191 53 188Z',
  blaze: 'M172 57C177 59 188 72 196 82C198 85 197 88 194 88C187 78 178 67 171 61Z',
  shade:
    'M146 138C132 148 96 152 72 147C60 145 50 141 45 134C60 139 74 141 92 141C112 141 130 140 146 138Z',
  muscles: 'M78 132C80 120 72 110 56 106M124 102C131 112 137 122 141 134',
  eye: { x: 172, y: 60, r: 2.4 },
  nostril: { x: 200, y: 86, r: 1.7 },
  farFrontOffset: -9,
  farHindOffset: 10,
};

const DONKEY = {
  top: 22,
  left: 26,
  right: 189,
  body:
    'M40 121C46 110 60 107 78 110C96 113 110 112 124 107' +
    'C134 101 143 88 149 74C148 62 146 40 145 27C152 36 158 52 159 68' +
    'C166 74 176 88 184 101C189 108 187 116 179 117C172 118 166 114 161 110' +
    'C156 106 151 105 148 109C146 118 148 128 146 135C145 146 141 154 136 158' +
    'C116 164 88 165 68 159C56 156 47 150 44 142C40 134 38 127 40 121Z',
  farEar: 'M147 72C142 58 138 40 138 28C145 35 152 52 154 70Z',
  mane: 'M121 104C131 97 140 84 146 68L151 70L150.5 75.5C144.5 89.5 135.5 102.5 125.5 108.5Z',
  forelock: '',
  head: '',
  ear: '',
  tail:
    'M42 119C36 125 33 136 32 150C31 158 31 164 31 168' +
    'C27 172 26 178 28 184C32 182 36 178 36 170C35 166 35 162 35 156C36 142 39 130 45 122Z',
  frontLeg:
    'M130 140L145 140C146 152 145 162 144 170L144 188C145 192 146 194 146 196L147 200' +
    'L136 200L136 195C135 192 135 190 135 188L136 172C135 162 132 152 130 140Z',
  hindLeg:
    'M44 130C45 144 50 154 53 162C56 167 55 171 54 175L54 189C54 192 55 194 55 196' +
    'L55 200L66 200L64.5 195C64 192 64 190 64 188L64 176C64 169 67 163 70 157C73 150 74 143 72 134Z',
  frontHoof: 'M136 195L146.3 195L147 200L136 200Z',
  hindHoof: 'M55 195L64.5 195L66 200L55 200Z',
  frontSock: '',
  hindSock: '',
  blaze: '',
  shade: '',
  muscles: 'M76 140C78 128 70 118 54 114',
  eye: { x: 160, y: 80, r: 2.6 },
  nostril: { x: 181, y: 109, r: 1.8 },
  farFrontOffset: -8,
  farHindOffset: 9,
};

type Shape = typeof HORSE;

const HORSE_COATS: readonly (readonly [string, string, string])[] = [
  // body, far side, mane and tail
  [hsl(22, 55, 34), hsl(20, 55, 25), hsl(15, 30, 12)], // bay
  [hsl(18, 62, 44), hsl(16, 60, 34), hsl(14, 58, 30)], // chestnut
  [hsl(40, 62, 62), hsl(36, 52, 50), hsl(45, 55, 90)], // palomino
  [hsl(30, 6, 78), hsl(30, 6, 64), hsl(30, 5, 50)], // grey
  [hsl(20, 14, 20), hsl(20, 14, 12), hsl(20, 10, 8)], // black
  [hsl(34, 42, 58), hsl(32, 38, 46), hsl(24, 30, 22)], // dun
];

const DONKEY_COATS: readonly (readonly [string, string, string, string])[] = [
  // body, far side, mane, pale points
  [hsl(30, 7, 56), hsl(30, 7, 44), hsl(25, 10, 28), hsl(35, 20, 90)], // grey
  [hsl(24, 30, 36), hsl(22, 30, 27), hsl(20, 25, 16), hsl(34, 30, 84)], // brown
  [hsl(20, 14, 24), hsl(20, 14, 16), hsl(20, 10, 10), hsl(32, 25, 78)], // dark
  [hsl(32, 22, 68), hsl(30, 20, 55), hsl(26, 18, 34), hsl(38, 25, 92)], // light dun
];

export function randomCoat(rng: Random, kind: AnimalKind): Coat {
  const hoof = hsl(25, 12, 18);
  if (kind === 'donkey') {
    const [body, far, mane, pale] = rng.pick(DONKEY_COATS);
    return { body, far, mane, hoof, pale, blaze: false, socks: [false, false] };
  }
  const [body, far, mane] = rng.pick(HORSE_COATS);
  return {
    body,
    far,
    mane,
    hoof,
    pale: null,
    blaze: rng.chance(0.4),
    socks: [rng.chance(0.3), rng.chance(0.4)],
  };
}

function path(d: string, fill: string, extra = ''): string {
  return d ? `<path d="${d}" fill="${fill}"${extra}/>` : '';
}

function donkeyPoints(coat: Coat): string {
  if (!coat.pale) return '';
  const pale = coat.pale;
  return (
    // muzzle, eye ring and belly
    path(
      'M170 100C175 102 180 106 184 103C188 108 187 116 179 117C172 118 166 114 161 110C163 105 166 101 170 100Z',
      pale,
    ) +
    `<ellipse cx="160" cy="80" rx="5.5" ry="4.5" fill="${pale}"/>` +
    path('M84 162C96 158 116 157 128 160C116 164 96 165 84 162Z', pale, ' opacity="0.8"') +
    // dark cross on the withers
    path('M120 107C124 112 126 120 126 128C124 120 121 113 117 109Z', coat.mane, ' opacity="0.5"') +
    path(
      'M58 112.5C80 114.5 104 114.5 124 109.5L124 111.5C104 117.5 80 116.5 58 114.5Z',
      coat.mane,
      ' opacity="0.45"',
    )
  );
}

function silhouette(shape: Shape, coat: Coat, kind: AnimalKind): string {
  const farFront = `translate(${shape.farFrontOffset} 0)`;
  const farHind = `translate(${shape.farHindOffset} 0)`;
  return [
    // Far legs first, a shade darker.
    `<g transform="${farFront}">${path(shape.frontLeg, coat.far)}${path(shape.frontHoof, coat.hoof)}</g>`,
    `<g transform="${farHind}">${path(shape.hindLeg, coat.far)}${path(shape.hindHoof, coat.hoof)}</g>`,
    path(shape.farEar, coat.far),
    path(shape.tail, coat.mane),
    path(shape.body, coat.body),
    path(shape.head, coat.body),
    path(shape.frontLeg, coat.body),
    path(shape.hindLeg, coat.body),
    coat.socks[0] ? path(shape.frontSock, '#f4efe6') : '',
    coat.socks[1] ? path(shape.hindSock, '#f4efe6') : '',
    path(shape.frontHoof, coat.hoof),
    path(shape.hindHoof, coat.hoof),
    path(shape.shade, '#000', ' opacity="0.12"'),
    `<path d="${shape.muscles}" stroke="#000" stroke-opacity="0.12" stroke-width="2.2" stroke-linecap="round" fill="none"/>`,
    kind === 'donkey' ? donkeyPoints(coat) : '',
    path(shape.mane, kind === 'donkey' ? coat.far : coat.mane),
    path(shape.ear, coat.body),
    path(shape.forelock, coat.mane),
    coat.blaze ? path(shape.blaze, '#f4efe6') : '',
    `<circle cx="${shape.eye.x}" cy="${shape.eye.y}" r="${shape.eye.r}" fill="#1b1410"/>`,
    `<circle cx="${shape.nostril.x}" cy="${shape.nostril.y}" r="${shape.nostril.r}" fill="#1b1410" opacity="0.6"/>`,
  ].join('');
}

export function animal(placement: AnimalPlacement): string {
  const shape: Shape = placement.kind === 'donkey' ? DONKEY : HORSE;
  const scale = placement.height / (200 - shape.top);
  const flip = placement.facing === 'left' ? -1 : 1;
  const transform =
    `translate(${num(placement.x)} ${num(placement.groundY)}) ` +
    `scale(${(flip * scale).toFixed(4)} ${scale.toFixed(4)}) translate(${-(shape.left + shape.right) / 2} -200)`;
  return `<g transform="${transform}">${silhouette(shape, placement.coat, placement.kind)}</g>`;
}

export function animalWidth(kind: AnimalKind, height: number): number {
  const shape: Shape = kind === 'donkey' ? DONKEY : HORSE;
  return (height / (200 - shape.top)) * (shape.right - shape.left);
}
