import type { Point } from './shapes'

// Small SVG writers for the car pictures: short numbers, rounded outlines, rectangles and
// circle segments.

/** Coordinates with at most one decimal keep the files small. */
export function n(value: number): string {
  return String(Math.round(value * 10) / 10)
}

/** Transform coefficients need more precision than coordinates. */
export function k(value: number): string {
  return String(Math.round(value * 1000) / 1000)
}

/** Mixes a #rrggbb colour towards the grey level `target` (0 black, 255 white). */
export function mix(hex: string, target: number, amount: number): string {
  const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16))
  return `#${channels
    .map((c) => Math.round(c + (target - c) * amount))
    .map((c) => c.toString(16).padStart(2, '0'))
    .join('')}`
}

function towards(from: Point, to: Point, radius: number): [number, number] {
  const dx = to[0] - from[0]
  const dy = to[1] - from[1]
  const length = Math.hypot(dx, dy) || 1
  const step = Math.min(radius, length / 2) / length
  return [from[0] + dx * step, from[1] + dy * step]
}

/** A closed outline whose corners are rounded by each point's radius. */
export function outline(points: readonly Point[]): string {
  return `${points
    .map((point, index) => {
      const radius = point[2] ?? 0
      const start = (index === 0 ? 'M' : 'L') + xy(towards(point, at(points, index - 1), radius))
      return radius
        ? `${start}Q${xy(point)} ${xy(towards(point, at(points, index + 1), radius))}`
        : start
    })
    .join('')}Z`
}

export function at(points: readonly Point[], index: number): Point {
  const point = points[(index + points.length) % points.length]
  if (!point) throw new Error('Empty outline')
  return point
}

export function xy(point: readonly [number, number, ...unknown[]]): string {
  return `${n(point[0])} ${n(point[1])}`
}

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  stroke?: string,
): string {
  const edge = stroke ? ` stroke="${stroke}" stroke-width="2"` : ''
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" rx="${n(r)}" fill="${fill}"${edge}/>`
}

/** The part of a circle on one side of the chord y = `chordY` (model coordinates, y up). */
export function segment(
  x: number,
  cy: number,
  radius: number,
  chordY: number,
  side: 'above' | 'below',
  fill: string,
): string {
  const half = Math.sqrt(radius * radius - (cy - chordY) ** 2)
  const holdsCentre = side === 'above' ? chordY < cy : chordY > cy
  const arc = `${holdsCentre ? 1 : 0} ${side === 'above' ? 0 : 1}`
  return `<path d="M${n(x - half)} ${n(chordY)}A${n(radius)} ${n(radius)} 0 ${arc} ${n(x + half)} ${n(chordY)}Z" fill="${fill}"/>`
}
