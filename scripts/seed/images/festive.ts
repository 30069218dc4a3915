import { hsl, num } from './color.ts';
import type { Palette } from './palette.ts';
import type { Random } from './random.ts';

const CREAM = '#fbf4e4';

export function bunting(
  palette: Palette,
  rng: Random,
  options: { x0: number; y0: number; x1: number; y1: number; sag: number; flag: number },
): string {
  const { x0, y0, x1, y1, sag, flag } = options;
  const cx = (x0 + x1) / 2;
  const cy = (y0 + y1) / 2 + sag * 2;
  const at = (t: number): [number, number] => [
    (1 - t) ** 2 * x0 + 2 * (1 - t) * t * cx + t ** 2 * x1,
    (1 - t) ** 2 * y0 + 2 * (1 - t) * t * cy + t ** 2 * y1,
  ];
  const count = Math.round((x1 - x0) / (flag * 1.35));
  const offset = rng.int(0, palette.accents.length - 1);
  const parts = [
    `<path d="M${num(x0)} ${num(y0)}Q${num(cx)} ${num(cy)} ${num(x1)} ${num(y1)}" stroke="${palette.woodDark}" stroke-width="3" fill="none"/>`,
  ];
  for (let i = 0; i < count; i++) {
    const t = (i + 0.5) / count;
    const [ax, ay] = at(t - 0.32 / count);
    const [bx, by] = at(t + 0.32 / count);
    const [mx, my] = at(t);
    const color = palette.accents[(i + offset) % palette.accents.length] ?? CREAM;
    parts.push(
      `<path d="M${num(ax)} ${num(ay)}L${num(bx)} ${num(by)}L${num(mx)} ${num(my + flag)}Z" fill="${color}"/>`,
    );
  }
  return parts.join('');
}

/** Strings tied at (x, y + 3 radius). */
export function balloons(
  palette: Palette,
  rng: Random,
  options: { x: number; y: number; count: number; radius: number },
): string {
  const { x, y, count, radius } = options;
  const knotY = y + radius * 4.2;
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const bx = x + (i - (count - 1) / 2) * radius * 1.5 + rng.range(-6, 6);
    const by = y + rng.range(-radius, radius) - (i % 2) * radius * 0.8;
    const color = palette.accents[(i * 2 + rng.int(0, 4)) % palette.accents.length] ?? CREAM;
    parts.push(
      `<path d="M${num(bx)} ${num(by + radius * 1.1)}Q${num(bx + 8)} ${num((by + knotY) / 2)} ${num(x)} ${num(knotY)}" stroke="#6b5a4a" stroke-width="2" fill="none"/>`,
      `<ellipse cx="${num(bx)}" cy="${num(by)}" rx="${num(radius * 0.86)}" ry="${num(radius)}" fill="${color}"/>`,
      `<path d="M${num(bx - 5)} ${num(by + radius * 1.14)}L${num(bx + 5)} ${num(by + radius * 1.14)}L${num(bx)} ${num(by + radius * 0.96)}Z" fill="${color}"/>`,
      `<ellipse cx="${num(bx - radius * 0.3)}" cy="${num(by - radius * 0.4)}" rx="${num(radius * 0.16)}" ry="${num(radius * 0.26)}" fill="#fff" opacity="0.45"/>`,
    );
  }
  return parts.join('');
}

export function tent(
  palette: Palette,
  rng: Random,
  options: { x: number; groundY: number; width: number },
): string {
  const { x, groundY, width } = options;
  const stripe = rng.pick(palette.accents);
  const wallH = width * 0.36;
  const roofH = width * 0.36;
  const left = x - width / 2;
  const top = groundY - wallH;
  const eave = width * 0.06;
  const parts: string[] = [];
  parts.push(
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="${num(wallH)}" fill="${CREAM}"/>`,
  );
  const stripes = 8;
  for (let i = 0; i < stripes; i += 2) {
    parts.push(
      `<rect x="${num(left + (i * width) / stripes)}" y="${num(top)}" width="${num(width / stripes)}" height="${num(wallH)}" fill="${stripe}"/>`,
    );
  }
  parts.push(
    `<path d="M${num(x - width * 0.13)} ${num(groundY)}L${num(x)} ${num(top + wallH * 0.12)}L${num(x + width * 0.13)} ${num(groundY)}Z" fill="#4a3326"/>`,
    `<path d="M${num(x - width * 0.13)} ${num(groundY)}L${num(x)} ${num(top + wallH * 0.12)}L${num(x - width * 0.05)} ${num(groundY)}Z" fill="${CREAM}" opacity="0.9"/>`,
  );
  const apexY = top - roofH;
  const roofL = left - eave;
  const roofW = width + eave * 2;
  const segments = 8;
  for (let i = 0; i < segments; i++) {
    const a = roofL + (i * roofW) / segments;
    const b = roofL + ((i + 1) * roofW) / segments;
    parts.push(
      `<path d="M${num(x)} ${num(apexY)}L${num(a)} ${num(top)}L${num(b)} ${num(top)}Z" fill="${i % 2 === 0 ? stripe : CREAM}"/>`,
    );
  }
  const scallops = 10;
  const r = roofW / scallops / 2;
  for (let i = 0; i < scallops; i++) {
    const sx = roofL + r + i * 2 * r;
    parts.push(
      `<path d="M${num(sx - r)} ${num(top)}A${num(r)} ${num(r)} 0 0 0 ${num(sx + r)} ${num(top)}Z" fill="${i % 2 === 0 ? CREAM : stripe}"/>`,
    );
  }
  const flagColor = rng.pick(palette.accents);
  parts.push(
    `<rect x="${num(x - 3)}" y="${num(apexY - 50)}" width="6" height="52" fill="${palette.woodDark}"/>`,
    `<path d="M${num(x + 3)} ${num(apexY - 50)}L${num(x + 48)} ${num(apexY - 38)}L${num(x + 3)} ${num(apexY - 26)}Z" fill="${flagColor}"/>`,
  );
  return parts.join('');
}

export function barn(
  palette: Palette,
  rng: Random,
  options: { x: number; groundY: number; width: number },
): string {
  const { x, groundY, width } = options;
  const wall = hsl(rng.pick([4, 10, 18, 32]), 55, 44);
  const wallShade = hsl(rng.pick([4, 10]), 50, 34);
  const trim = CREAM;
  const roof = palette.woodDark;
  const wallH = width * 0.5;
  const left = x - width / 2;
  const top = groundY - wallH;
  const shoulder = width * 0.22;
  const ridgeY = top - width * 0.42;
  const parts: string[] = [];
  parts.push(
    `<path d="M${num(left)} ${num(groundY)}L${num(left)} ${num(top)}L${num(left + shoulder * 0.5)} ${num(top - width * 0.26)}L${num(x)} ${num(ridgeY)}L${num(x + width / 2 - shoulder * 0.5)} ${num(top - width * 0.26)}L${num(x + width / 2)} ${num(top)}L${num(x + width / 2)} ${num(groundY)}Z" fill="${wall}"/>`,
    `<path d="M${num(left - 12)} ${num(top + 6)}L${num(left + shoulder * 0.5 - 4)} ${num(top - width * 0.26 - 6)}L${num(x)} ${num(ridgeY - 12)}L${num(x + width / 2 - shoulder * 0.5 + 4)} ${num(top - width * 0.26 - 6)}L${num(x + width / 2 + 12)} ${num(top + 6)}" stroke="${roof}" stroke-width="16" fill="none" stroke-linejoin="round"/>`,
  );
  const loftW = width * 0.22;
  const loftY = top - width * 0.18;
  parts.push(
    `<rect x="${num(x - loftW / 2)}" y="${num(loftY)}" width="${num(loftW)}" height="${num(loftW * 0.9)}" fill="${trim}"/>`,
    `<rect x="${num(x - loftW / 2 + 7)}" y="${num(loftY + 7)}" width="${num(loftW - 14)}" height="${num(loftW * 0.9 - 14)}" fill="#4a3326"/>`,
    `<path d="M${num(x - loftW / 2 + 14)} ${num(loftY + loftW * 0.9 - 7)}l12 -22 10 22z" fill="${palette.sun}"/>`,
  );
  const doorW = width * 0.46;
  const doorH = wallH * 0.72;
  const dx = x - doorW / 2;
  const dy = groundY - doorH;
  parts.push(
    `<rect x="${num(dx)}" y="${num(dy)}" width="${num(doorW)}" height="${num(doorH)}" fill="${wallShade}" stroke="${trim}" stroke-width="8"/>`,
    `<path d="M${num(dx)} ${num(dy)}L${num(x)} ${num(groundY)}M${num(x)} ${num(dy)}L${num(dx)} ${num(groundY)}M${num(x)} ${num(dy)}L${num(dx + doorW)} ${num(groundY)}M${num(dx + doorW)} ${num(dy)}L${num(x)} ${num(groundY)}M${num(x)} ${num(dy)}L${num(x)} ${num(groundY)}" stroke="${trim}" stroke-width="6"/>`,
    `<rect x="${num(left)}" y="${num(top)}" width="${num(width)}" height="6" fill="${trim}" opacity="0.8"/>`,
  );
  return parts.join('');
}
