// The Content-Security-Policy entries a configured build's address search needs (Maps JavaScript
// API with Places API (New) and advanced markers), from Google's Content Security Policy guide for
// the Maps JavaScript API: the API's scripts and calls on googleapis.com and gstatic.com, map
// tiles and marker images from Google's image hosts, its fonts and stylesheet, the frames it
// opens on google.com, and the data: and blob: fetches of the vector map. Google's sample also
// lists 'unsafe-eval', which this policy does not grant: the app's own scripts stay eval-free.

export interface MapsSources {
  script: string[]
  style: string[]
  img: string[]
  font: string[]
  frame: string[]
  connect: string[]
}

export function mapsSources(env: Record<string, string | undefined>): MapsSources {
  if (!env.VITE_GOOGLE_MAPS_API_KEY || !env.VITE_GOOGLE_MAPS_MAP_ID)
    return { script: [], style: [], img: [], font: [], frame: [], connect: [] }
  return {
    script: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com'],
    style: ['https://fonts.googleapis.com'],
    img: [
      'https://*.googleapis.com',
      'https://*.gstatic.com',
      'https://*.google.com',
      'https://*.googleusercontent.com',
    ],
    font: ['https://fonts.gstatic.com'],
    frame: ['https://*.google.com'],
    connect: [
      'https://*.googleapis.com',
      'https://*.google.com',
      'https://*.gstatic.com',
      'data:',
      'blob:',
    ],
  }
}
