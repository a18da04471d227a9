// The silhouettes behind scripts/generate-car-images.ts, in model units: y up from the ground,
// x from the front bumper. SUVs sit taller, vans are boxes, luxury cars are long and low.

/** x, y, corner radius, and what the segment to the next point is (for the three-quarter view). */
export type Point = readonly [x: number, y: number, radius?: number, kind?: 'glass']

export interface CarShape {
  category: 'economy' | 'compact' | 'sedan' | 'suv' | 'luxury' | 'van'
  length: number
  /** Across the car, for the three-quarter and rear views. */
  width: number
  clearance: number
  wheelRadius: number
  wheels: readonly [front: number, rear: number]
  /** The outline, from the bottom of the front bumper over the roof and back along the floor. */
  profile: readonly Point[]
  glass: readonly Point[]
  /** Where the side windows are split (and the doors begin). */
  pillars: readonly number[]
  headlight: readonly [x: number, y: number, w: number, h: number]
  taillight: readonly [x: number, y: number, w: number, h: number]
  rear: {
    belt: number
    roof: number
    /** Roof width against the body's. */
    roofWidth: number
    lights: 'wide' | 'tall' | 'bar'
    rails?: boolean
  }
}

export const SHAPES: readonly CarShape[] = [
  {
    category: 'economy',
    length: 540,
    width: 220,
    clearance: 22,
    wheelRadius: 42,
    wheels: [98, 440],
    profile: [
      [0, 22, 4],
      [0, 68, 12],
      [22, 88, 18],
      [150, 100, 6, 'glass'],
      [235, 165, 16],
      [358, 168, 22, 'glass'],
      [445, 108, 8],
      [525, 104, 8],
      [540, 80, 8],
      [540, 22, 4],
    ],
    glass: [
      [160, 106, 4],
      [238, 158, 10],
      [354, 160, 12],
      [432, 106, 4],
    ],
    pillars: [298],
    headlight: [4, 56, 34, 12],
    taillight: [520, 84, 18, 14],
    rear: { belt: 104, roof: 168, roofWidth: 0.72, lights: 'wide' },
  },
  {
    category: 'compact',
    length: 540,
    width: 226,
    clearance: 22,
    wheelRadius: 44,
    wheels: [100, 448],
    profile: [
      [0, 22, 4],
      [0, 70, 12],
      [20, 92, 18],
      [150, 104, 6, 'glass'],
      [232, 172, 16],
      [420, 174, 24, 'glass'],
      [522, 138, 12],
      [538, 100, 8],
      [540, 22, 4],
    ],
    glass: [
      [160, 110, 4],
      [236, 164, 10],
      [416, 166, 14],
      [492, 128, 6],
      [494, 110, 4],
    ],
    pillars: [318],
    headlight: [4, 58, 32, 12],
    taillight: [524, 98, 14, 26],
    rear: { belt: 104, roof: 174, roofWidth: 0.74, lights: 'wide' },
  },
  {
    category: 'sedan',
    length: 600,
    width: 240,
    clearance: 22,
    wheelRadius: 46,
    wheels: [106, 492],
    profile: [
      [0, 22, 4],
      [0, 70, 12],
      [24, 90, 20],
      [190, 102, 6, 'glass'],
      [286, 170, 18],
      [426, 172, 24, 'glass'],
      [515, 110, 8],
      [585, 106, 10],
      [600, 82, 8],
      [600, 22, 4],
    ],
    glass: [
      [200, 108, 4],
      [289, 163, 10],
      [422, 165, 14],
      [500, 110, 4],
    ],
    pillars: [350],
    headlight: [4, 58, 38, 12],
    taillight: [578, 86, 20, 14],
    rear: { belt: 106, roof: 172, roofWidth: 0.68, lights: 'wide' },
  },
  {
    category: 'suv',
    length: 600,
    width: 260,
    clearance: 40,
    wheelRadius: 56,
    wheels: [114, 482],
    profile: [
      [0, 40, 6],
      [0, 104, 12],
      [16, 128, 18],
      [150, 142, 6, 'glass'],
      [226, 226, 18],
      [520, 228, 18, 'glass'],
      [590, 200, 12],
      [600, 150, 8],
      [600, 40, 6],
    ],
    glass: [
      [162, 148, 4],
      [230, 218, 10],
      [514, 220, 10],
      [574, 192, 6],
      [578, 148, 4],
    ],
    pillars: [330, 464],
    headlight: [4, 86, 36, 16],
    taillight: [584, 148, 14, 34],
    rear: { belt: 146, roof: 228, roofWidth: 0.82, lights: 'tall', rails: true },
  },
  {
    category: 'luxury',
    length: 660,
    width: 262,
    clearance: 20,
    wheelRadius: 48,
    wheels: [124, 534],
    profile: [
      [0, 20, 4],
      [0, 62, 12],
      [26, 80, 22],
      [245, 96, 6, 'glass'],
      [348, 160, 26],
      [472, 164, 30, 'glass'],
      [572, 104, 10],
      [640, 100, 10],
      [660, 76, 8],
      [660, 20, 4],
    ],
    glass: [
      [256, 102, 4],
      [350, 153, 14],
      [468, 156, 16],
      [552, 106, 4],
    ],
    pillars: [408],
    headlight: [4, 52, 44, 10],
    taillight: [636, 82, 22, 10],
    rear: { belt: 100, roof: 164, roofWidth: 0.64, lights: 'bar' },
  },
  {
    category: 'van',
    length: 620,
    width: 250,
    clearance: 30,
    wheelRadius: 46,
    wheels: [108, 510],
    profile: [
      [0, 30, 6],
      [0, 110, 14],
      [18, 140, 18],
      [96, 160, 8, 'glass'],
      [178, 258, 20],
      [604, 262, 16],
      [620, 240, 10],
      [620, 30, 6],
    ],
    glass: [
      [110, 166, 4],
      [180, 248, 12],
      [600, 250, 8],
      [600, 166, 4],
    ],
    pillars: [230, 370, 500],
    headlight: [4, 92, 30, 16],
    taillight: [608, 60, 12, 50],
    rear: { belt: 150, roof: 262, roofWidth: 0.92, lights: 'tall' },
  },
]
