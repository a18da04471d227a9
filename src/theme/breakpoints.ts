/**
 * SPEC §9: the product's own breakpoints (mobile first, min-width), Panda's conditions and the
 * widths the app's own media queries are written from.
 */
export const breakpoints = {
  mobileS: '320px',
  mobileM: '375px',
  mobileL: '425px',
  mobileXL: '480px',
  tabletS: '680px',
  tablet: '768px',
  laptop: '1024px',
  laptopL: '1440px',
  desktop: '2560px',
} as const

export type Breakpoint = keyof typeof breakpoints
