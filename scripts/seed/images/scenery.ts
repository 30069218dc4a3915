import { num } from './color.ts';
import type { Palette } from './palette.ts';
import type { Random } from './random.ts';

export interface Ridge {
  svg: string;
  yAt(x: number): number;
}

export interface Size {
  width: number;
  height: number;
}

/** One of each per document. */
export function skyDefs(palette: Palette): string {
  return (
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${palette.skyTop}"/>` +
    `<stop offset="1" stop-color="${palette.skyBottom}"/></linearGradient>` +
    `<radialGradient id="glow">` +
    `<stop offset="0" stop-color="${palette.sunGlow}" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="${palette.sunGlow}" stop-opacity="0"/></radialGradient>`
  );
}

export function sky(size: Size): string {
  return `<rect width="${size.width}" height="${size.height}" fill="url(#sky)"/>`;
}

export function sun(palette: Palette, x: number, y: number, radius: number): string {
  return (
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius * 3)}" fill="url(#glow)"/>` +
    `<circle cx="${num(x)}" cy="${num(y)}" r="${num(radius)}" fill="${palette.sun}"/>`
  );
}

export function cloud(palette: Palette, rng: Random, x: number, y: number, width: number): string {
  const puffs = rng.int(3, 4);
  const parts: string[] = [];
  for (let i = 0; i < puffs; i++) {
    const t = (i + 0.5) / puffs;
    const r = width * (0.13 + 0.12 * Math.sin(Math.PI * t)) * rng.range(0.85, 1.15);
    parts.push(`<circle cx="${num(x - width / 2 + t * width)}" cy="${num(y - r)}" r="${num(r)}"/>`);
  }
  const h = width * 0.16;
  parts.push(
    `<rect x="${num(x - width / 2 - h / 2)}" y="${num(y - h)}" width="${num(width + h)}" height="${num(h)}" rx="${num(h / 2)}"/>`,
  );
  return `<g fill="${palette.cloud}" opacity="0.85">${parts.join('')}</g>`;
}

export function ridge(
  rng: Random,
  size: Size,
  options: { baseY: number; amplitude: number; fill: string; waves?: number },
): Ridge {
  const { baseY, amplitude } = options;
  const waves = options.waves ?? 1;
  const long = { length: (size.width * rng.range(0.7, 1.3)) / waves, phase: rng.range(0, 6.3) };
  const short = { length: size.width * rng.range(0.22, 0.4), phase: rng.range(0, 6.3) };
  const yAt = (x: number): number =>
    baseY -
    amplitude * Math.sin((2 * Math.PI * x) / long.length + long.phase) -
    amplitude * 0.35 * Math.sin((2 * Math.PI * x) / short.length + short.phase);
  const steps = 32;
  const points: [number, number][] = [];
  for (let i = 0; i <= steps; i++) {
    const x = -20 + ((size.width + 40) * i) / steps;
    points.push([x, yAt(x)]);
  }
  let d = `M-20 ${size.height + 10}L${num(points[0]?.[0] ?? -20)} ${num(points[0]?.[1] ?? baseY)}`;
  for (let i = 1; i < points.length - 1; i++) {
    const [x, y] = points[i] ?? [0, 0];
    const [nx, ny] = points[i + 1] ?? [x, y];
    d += `Q${num(x)} ${num(y)} ${num((x + nx) / 2)} ${num((y + ny) / 2)}`;
  }
  const last = points[points.length - 1] ?? [size.width + 20, baseY];
  d += `L${num(last[0])} ${num(last[1])}L${size.width + 20} ${size.height + 10}Z`;
  return { svg: `<path d="${d}" fill="${options.fill}"/>`, yAt };
}

export function cypress(palette: Palette, x: number, y: number, height: number): string {
  const w = height * 0.22;
  const h = height;
  return (
    `<path d="M${num(x - w / 2)} ${num(y)}` +
    `C${num(x - w * 0.62)} ${num(y - h * 0.45)} ${num(x - w * 0.2)} ${num(y - h * 0.88)} ${num(x)} ${num(y - h)}` +
    `C${num(x + w * 0.2)} ${num(y - h * 0.88)} ${num(x + w * 0.62)} ${num(y - h * 0.45)} ${num(x + w / 2)} ${num(y)}Z" fill="${palette.cypress}"/>` +
    `<path d="M${num(x)} ${num(y - h)}C${num(x + w * 0.2)} ${num(y - h * 0.88)} ${num(x + w * 0.62)} ${num(y - h * 0.45)} ${num(x + w / 2)} ${num(y)}L${num(x + w * 0.08)} ${num(y)}Z" fill="#000" opacity="0.12"/>`
  );
}

export function roundTree(
  palette: Palette,
  rng: Random,
  x: number,
  y: number,
  height: number,
): string {
  const r = height * 0.3;
  const trunkW = height * 0.08;
  const cy = y - height + r;
  return (
    `<rect x="${num(x - trunkW / 2)}" y="${num(cy)}" width="${num(trunkW)}" height="${num(y - cy)}" fill="${palette.trunk}"/>` +
    `<g fill="${palette.tree}">` +
    `<circle cx="${num(x)}" cy="${num(cy)}" r="${num(r)}"/>` +
    `<circle cx="${num(x - r * 0.7)}" cy="${num(cy + r * 0.35)}" r="${num(r * rng.range(0.6, 0.75))}"/>` +
    `<circle cx="${num(x + r * 0.7)}" cy="${num(cy + r * 0.3)}" r="${num(r * rng.range(0.6, 0.75))}"/></g>` +
    `<circle cx="${num(x + r * 0.35)}" cy="${num(cy + r * 0.25)}" r="${num(r * 0.6)}" fill="${palette.treeDark}" opacity="0.35"/>`
  );
}

export function fence(
  palette: Palette,
  options: { x0: number; x1: number; yAt: (x: number) => number; height: number; gap: number },
): string {
  const { x0, x1, yAt, height, gap } = options;
  const postW = height * 0.13;
  const railH = height * 0.11;
  const posts: string[] = [];
  const xs: number[] = [];
  for (let x = x0; x < x1 + gap; x += gap) xs.push(x);
  const rail = (fraction: number): string => {
    let d = '';
    xs.forEach((x, i) => {
      const y = yAt(x) - height * fraction;
      d += `${i === 0 ? 'M' : 'L'}${num(x)} ${num(y)}`;
    });
    return `<path d="${d}" stroke="${palette.wood}" stroke-width="${num(railH)}" fill="none"/>`;
  };
  for (const x of xs) {
    const y = yAt(x);
    posts.push(
      `<rect x="${num(x - postW / 2)}" y="${num(y - height)}" width="${num(postW)}" height="${num(height)}" fill="${palette.woodDark}"/>`,
    );
  }
  return rail(0.78) + rail(0.42) + posts.join('');
}

export function shadow(x: number, y: number, width: number): string {
  return `<ellipse cx="${num(x)}" cy="${num(y)}" rx="${num(width / 2)}" ry="${num(width * 0.06)}" fill="#000" opacity="0.14"/>`;
}

export function grass(
  palette: Palette,
  rng: Random,
  options: { count: number; x0: number; x1: number; y0: number; y1: number; height: number },
): string {
  let d = '';
  for (let i = 0; i < options.count; i++) {
    const x = rng.range(options.x0, options.x1);
    const y = rng.range(options.y0, options.y1);
    const h =
      options.height *
      rng.range(0.6, 1.2) *
      (0.5 + (y - options.y0) / (options.y1 - options.y0 + 1));
    d += `M${num(x - h * 0.35)} ${num(y)}Q${num(x - h * 0.2)} ${num(y - h * 0.5)} ${num(x - h * 0.45)} ${num(y - h)}`;
    d += `M${num(x)} ${num(y)}Q${num(x)} ${num(y - h * 0.6)} ${num(x + h * 0.1)} ${num(y - h * 1.2)}`;
    d += `M${num(x + h * 0.35)} ${num(y)}Q${num(x + h * 0.25)} ${num(y - h * 0.5)} ${num(x + h * 0.5)} ${num(y - h * 0.9)}`;
  }
  return `<path d="${d}" stroke="${palette.meadowShade}" stroke-width="${num(options.height * 0.12)}" stroke-linecap="round" fill="none"/>`;
}
