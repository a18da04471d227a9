import { defineConfig } from '@pandacss/dev'
import { breakpoints } from './src/theme/breakpoints'
import { buttonRecipe } from './src/theme/recipes/button'
import { fieldRecipe } from './src/theme/recipes/field'
import { semanticTokens } from './src/theme/semantic-tokens'
import { tokens } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  hooks: {
    // preset-base's global styles declare 33 custom properties (filter, backdrop, gradient,
    // transform and scroll-snap parts) on every element and pseudo-element, for its composite
    // `auto` utilities, which this app never uses: each element's style carried them all, on
    // every style recalculation of every page. `npm run size` fails if a style starts
    // reading one of them (scripts/bench/unset-style-globals.ts).
    'preset:resolved': ({ name, preset, utils }) =>
      name === '@pandacss/preset-base' ? utils.omit(preset, ['globalCss']) : preset,
  },
  include: ['./src/**/*.{ts,tsx}', './mocks/panel/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // SPEC §9: the product's own breakpoints replace Panda's defaults (mobile first, min-width).
  theme: {
    breakpoints,
    extend: { tokens, semanticTokens, recipes: { button: buttonRecipe, field: fieldRecipe } },
  },
  conditions: {
    extend: {
      // SPEC §9 height queries.
      heightSmall: '@media (max-height: 700px)',
      heightMedium: '@media (max-height: 900px)',
      heightLarge: '@media (min-height: 1200px)',
      reducedMotion: '@media (prefers-reduced-motion: reduce)',
      // Wide enough that the floating controls fit in the side gutter beside the 1240 px column.
      floatingGutter: '@media (min-width: 1680px)',
    },
  },
  globalCss: {
    html: {
      colorScheme: 'light',
      WebkitTextSizeAdjust: '100%',
      // Focus and in-page scrolling stop above the floating controls' strip.
      scrollPaddingBlockEnd: 'var(--floating-dock-size)',
    },
    // While a floating control (support launcher, sandbox toggle) is on the page, <html> carries
    // data-floating-dock (src/lib/floating-dock.ts), and while the side gutter is too narrow for
    // it, the shell reserves a strip of this height at the bottom for them (see
    // docs/decisions/011-floating-controls-never-cover-an-action-or-a-price.md).
    // The header's row (its 1 px rule below): the toasts start under it, never over it.
    ':root': { '--floating-dock-size': '0px', '--header-block-size': '64px' },
    ':root[data-floating-dock]': {
      '--floating-dock-size': '64px',
      '@media (min-width: 1680px)': { '--floating-dock-size': '0px' },
    },
    body: {
      // The last content scrolls clear of the strip.
      paddingBlockEnd: 'var(--floating-dock-size)',
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: '1.5',
      minHeight: '100dvh',
    },
    'a, button, input, select, textarea, [tabindex]': {
      _focusVisible: {
        outline: '3px solid',
        outlineColor: 'focusRing',
        outlineOffset: '2px',
      },
    },
    // Latin text, prices and phone numbers inside Arabic copy keep their own direction.
    bdi: { unicodeBidi: 'isolate' },
  },
})
