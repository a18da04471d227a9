import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { CAR_COLORS, PHOTO_WIDTHS, type CarColor } from '../mocks/seed/listings'
import { SHAPES, type CarShape, type Point } from './car-images/shapes'
import { at, k, mix, n, outline, rect, segment, xy } from './car-images/svg'

// Draws the sandbox fleet's pictures as small flat SVG illustrations: every category, colour and
// view (1 side, 2 three-quarter front, 3 rear). They are made here rather than downloaded, so the
// sandbox stays offline and free of image licences. Each is also written as WebP at the widths a
// photo service would offer (PHOTO_WIDTHS), drawn by Chromium's canvas: the cards' srcset picks
// the smallest that fills the slot, and a raster photo is decoded off the main thread (an SVG
// image is a document the page's thread builds). Usage: npm run sandbox:images (needs the
// Chromium the browser tests use: CHROMIUM_PATH, default /usr/bin/chromium).

const OUT_DIR = join(import.meta.dirname, '..', 'public', 'sandbox-cars')

const PAINT: Record<CarColor, string> = {
  white: '#f3f4f6',
  black: '#2b2e34',
  silver: '#c4c9d0',
  red: '#c7353d',
  blue: '#2f62ad',
  grey: '#737882',
  green: '#2f7150',
  sand: '#d7c39b',
}

const INK = {
  background: '#eef2f6',
  floor: '#e1e7ee',
  shadow: '#1b2430',
  glass: '#34495d',
  tyre: '#202328',
  arch: '#15171a',
  rim: '#c9ced6',
  hub: '#858b94',
  headlight: '#fff4d6',
  taillight: '#c01826',
  plate: '#f4f6f8',
  grille: '#24272d',
}

interface Palette {
  body: string
  dark: string
  light: string
  line: string
  glass: string
}

function palette(color: CarColor): Palette {
  const body = PAINT[color]
  return {
    body,
    dark: mix(body, 0, 0.2),
    light: mix(body, 255, 0.28),
    line: mix(body, 0, 0.38),
    // Tinted glass would vanish into a black body.
    glass: color === 'black' ? mix(INK.glass, 255, 0.22) : INK.glass,
  }
}

function wheel(x: number, shape: CarShape): string {
  const r = shape.wheelRadius
  return [
    // The wheel arch: the part of a slightly larger circle above the sill, cut into the body.
    segment(x, r, r + 7, shape.clearance, 'above', INK.arch),
    `<circle cx="${n(x)}" cy="${r}" r="${r}" fill="${INK.tyre}"/>`,
    `<circle cx="${n(x)}" cy="${r}" r="${n(r * 0.6)}" fill="${INK.rim}"/>`,
    `<circle cx="${n(x)}" cy="${r}" r="${n(r * 0.2)}" fill="${INK.hub}"/>`,
  ].join('')
}

/** The near side, in model coordinates (y up, front at x = 0). */
function side(shape: CarShape, colors: Palette): string {
  const glassTop = Math.max(...shape.glass.map((point) => point[1]))
  const glassBottom = Math.min(...shape.glass.map((point) => point[1]))
  const [hx, hy, hw, hh] = shape.headlight
  const [tx, ty, tw, th] = shape.taillight
  return [
    `<path d="${outline(shape.profile)}" fill="${colors.body}" stroke="${colors.line}" stroke-width="3" stroke-linejoin="round"/>`,
    rect(8, shape.clearance + 4, shape.length - 16, 14, 7, colors.dark),
    `<path d="${outline(shape.glass)}" fill="${colors.glass}"/>`,
    ...shape.pillars.map((x) =>
      rect(x - 5, glassBottom - 2, 10, glassTop - glassBottom + 4, 2, colors.body),
    ),
    `<path d="${shape.pillars.map((x) => `M${n(x)} ${n(shape.clearance + 22)}V${n(glassBottom)}`).join('')}" stroke="${colors.line}" stroke-width="2"/>`,
    ...shape.pillars.map((x) => rect(x + 14, glassBottom - 20, 24, 6, 3, colors.dark)),
    rect(hx, hy, hw, hh, 5, INK.headlight, colors.line),
    rect(tx, ty, tw, th, 4, INK.taillight),
    ...shape.wheels.map((x) => wheel(x, shape)),
  ].join('')
}

function shadow(cx: number, cy: number, rx: number, ry: number): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${INK.shadow}" opacity=".14"/>`
}

function sideView(shape: CarShape, colors: Palette): string {
  const left = (800 - shape.length) / 2
  return [
    shadow(400, 402, shape.length / 2 + 30, 14),
    `<g transform="matrix(1 0 0 -1 ${n(left)} 400)">${side(shape, colors)}</g>`,
  ].join('')
}

/** Oblique projection of a point (x along the car, y up, z across) for the three-quarter view. */
const AXES = { x: [0.9, -0.1], z: [-0.45, -0.17] } as const

function threeQuarterView(shape: CarShape, colors: Palette): string {
  const s = 0.92
  const w = shape.width
  const spanX = s * (AXES.x[0] * shape.length - AXES.z[0] * w)
  const x0 = 400 - spanX / 2 - s * AXES.z[0] * w
  const y0 = 430 + (s * AXES.x[1] * shape.length) / 2
  const project = (x: number, y: number, z: number): [number, number] => [
    x0 + s * (AXES.x[0] * x + AXES.z[0] * z),
    y0 + s * (AXES.x[1] * x + AXES.z[1] * z - y),
  ]
  const plane = (ax: readonly [number, number], ox: number, oy: number) =>
    `matrix(${k(s * ax[0])} ${k(s * ax[1])} 0 ${k(-s)} ${n(ox)} ${n(oy)})`
  const [farX, farY] = project(0, 0, w)
  const profile = shape.profile
  const strips = profile
    .map((point, index) => {
      const next = at(profile, index + 1)
      const quad = [
        project(point[0], point[1], 0),
        project(next[0], next[1], 0),
        project(next[0], next[1], w),
        project(point[0], point[1], w),
      ]
      const area = quad.reduce((sum, p, i) => {
        const q = quad[(i + 1) % quad.length] ?? p
        return sum + p[0] * q[1] - q[0] * p[1]
      }, 0)
      const steep = Math.abs(next[1] - point[1]) > Math.abs(next[0] - point[0]) * 1.5
      const fill = point[3] === 'glass' ? colors.glass : steep ? colors.dark : colors.light
      return {
        area,
        depth: point[0] + next[0],
        path: `<path d="M${quad.map(xy).join('L')}Z" fill="${fill}"/>`,
      }
    })
    .filter((strip) => strip.area < 0)
    .sort((a, b) => b.depth - a.depth)
  const [, hy, , hh] = shape.headlight
  const front = [
    rect(w * 0.06, hy, w * 0.24, hh, 5, INK.headlight, colors.line),
    rect(w * 0.7, hy, w * 0.24, hh, 5, INK.headlight, colors.line),
    rect(w * 0.34, shape.clearance + 22, w * 0.32, hy + hh - shape.clearance - 22, 6, INK.grille),
    rect(w * 0.16, shape.clearance + 6, w * 0.68, 10, 5, colors.dark),
  ].join('')
  const ground = `matrix(${k(s * AXES.x[0])} ${k(s * AXES.x[1])} ${k(s * AXES.z[0])} ${k(s * AXES.z[1])} ${n(x0)} ${n(y0)})`
  return [
    `<g transform="${ground}"><ellipse cx="${n(shape.length / 2)}" cy="${n(w / 2)}" rx="${n(shape.length / 2 + 24)}" ry="${n(w / 2 + 24)}" fill="${INK.shadow}" opacity=".14"/></g>`,
    `<g transform="${plane(AXES.x, farX, farY)}">${shape.wheels.map((x) => segment(x, shape.wheelRadius, shape.wheelRadius, shape.clearance + 10, 'below', INK.tyre)).join('')}</g>`,
    `<g stroke="${colors.line}" stroke-width="2" stroke-linejoin="round">${strips.map((strip) => strip.path).join('')}</g>`,
    `<g transform="${plane(AXES.z, x0, y0)}">${front}</g>`,
    `<g transform="${plane(AXES.x, x0, y0)}">${side(shape, colors)}</g>`,
  ].join('')
}

function rearView(shape: CarShape, colors: Palette): string {
  const s = 1.3
  const half = (shape.width * s) / 2
  const { belt, roof, roofWidth, lights } = shape.rear
  const y = (height: number) => 432 - height * s
  const top = half * roofWidth
  const cabin: Point[] = [
    [-half * 0.93, y(belt)],
    [-top, y(roof), 16],
    [top, y(roof), 16],
    [half * 0.93, y(belt)],
  ]
  const window: Point[] = [
    [-half * 0.8, y(belt + 10), 6],
    [-top + 12, y(roof - 12), 10],
    [top - 12, y(roof - 12), 10],
    [half * 0.8, y(belt + 10), 6],
  ]
  const body: Point[] = [
    [-half, y(shape.clearance), 14],
    [-half, y(belt), 22],
    [half, y(belt), 22],
    [half, y(shape.clearance), 14],
  ]
  const lightY = lights === 'tall' ? y(belt - 6) : y(belt - 12)
  const lightH = lights === 'tall' ? 56 * s : 20 * s
  const lightW = lights === 'tall' ? half * 0.14 : half * 0.3
  const tyreW = half * 0.3
  return [
    shadow(400, 432, half + 40, 16),
    rect(400 - half + 10, y(shape.clearance + 20), tyreW, (shape.clearance + 20) * s, 10, INK.tyre),
    rect(
      400 + half - 10 - tyreW,
      y(shape.clearance + 20),
      tyreW,
      (shape.clearance + 20) * s,
      10,
      INK.tyre,
    ),
    `<g transform="translate(400 0)">`,
    rect(-half - 16, y(belt + 22), 24, 16, 6, colors.dark),
    rect(half - 8, y(belt + 22), 24, 16, 6, colors.dark),
    `<path d="${outline(cabin)}" fill="${colors.body}" stroke="${colors.line}" stroke-width="3" stroke-linejoin="round"/>`,
    `<path d="${outline(window)}" fill="${colors.glass}"/>`,
    `<path d="${outline(body)}" fill="${colors.body}" stroke="${colors.line}" stroke-width="3" stroke-linejoin="round"/>`,
    rect(-half + 8, y(shape.clearance + 24), half * 2 - 16, 24 * s, 10, colors.dark),
    rect(-half + 10, lightY, lightW, lightH, 6, INK.taillight),
    rect(half - 10 - lightW, lightY, lightW, lightH, 6, INK.taillight),
    lights === 'bar' ? rect(-half + 10, lightY + 4, half * 2 - 20, 7, 3, INK.taillight) : '',
    rect(-half * 0.26, y(shape.clearance + 58), half * 0.52, 24 * s, 4, INK.plate, colors.line),
    shape.rear.rails ? rect(-top, y(roof + 8), top * 2, 8, 4, colors.dark) : '',
    lights === 'tall' && shape.category === 'van'
      ? `<path d="M0 ${n(y(belt + 6))}V${n(y(shape.clearance + 58))}" stroke="${colors.line}" stroke-width="3"/>`
      : '',
    '</g>',
  ].join('')
}

/** The floor starts higher behind the three-quarter view, which looks down on the car. */
const FLOOR_Y = [400, 300, 400] as const

function svg(content: string, floorY: number): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">',
    `<rect width="800" height="500" fill="${INK.background}"/>`,
    `<rect y="${floorY}" width="800" height="${500 - floorY}" fill="${INK.floor}"/>`,
    content,
    '</svg>\n',
  ].join('')
}

const VIEWS = [sideView, threeQuarterView, rearView] as const

/** WebP quality: the flat shapes show no artefacts at 0.8, and 800 px stays under ~11 KB. */
const WEBP_QUALITY = 0.8

mkdirSync(OUT_DIR, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
})
try {
  const page = await browser.newPage()
  let largest = 0
  let rasterBytes = 0
  for (const shape of SHAPES) {
    for (const color of CAR_COLORS) {
      for (const [index, view] of VIEWS.entries()) {
        const name = `${shape.category}-${color}-${index + 1}`
        const file = svg(view(shape, palette(color)), FLOOR_Y[index] ?? 400)
        largest = Math.max(largest, file.length)
        writeFileSync(join(OUT_DIR, `${name}.svg`), file)
        const renditions = await page.evaluate(
          async ({ markup, widths, quality }) => {
            const image = new Image()
            image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
            await image.decode()
            return widths.map((width) => {
              const canvas = document.createElement('canvas')
              canvas.width = width
              canvas.height = Math.round((width * 5) / 8)
              canvas.getContext('2d')?.drawImage(image, 0, 0, canvas.width, canvas.height)
              return canvas.toDataURL('image/webp', quality)
            })
          },
          { markup: file, widths: [...PHOTO_WIDTHS], quality: WEBP_QUALITY },
        )
        for (const [position, dataUrl] of renditions.entries()) {
          const [header = '', base64 = ''] = dataUrl.split(',')
          if (!header.startsWith('data:image/webp')) throw new Error(`No WebP encoder: ${header}`)
          const bytes = Buffer.from(base64, 'base64')
          rasterBytes += bytes.length
          writeFileSync(join(OUT_DIR, `${name}-${PHOTO_WIDTHS[position]}.webp`), bytes)
        }
      }
    }
  }
  const count = SHAPES.length * CAR_COLORS.length * VIEWS.length
  console.log(
    `Wrote ${count} images to ${OUT_DIR} (largest SVG ${largest} bytes), each also as WebP at ${PHOTO_WIDTHS.join(', ')} px (${Math.round(rasterBytes / 1024)} KB in all)`,
  )
} finally {
  await browser.close()
}
