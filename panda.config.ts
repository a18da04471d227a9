import { defineConfig } from '@pandacss/dev'
import { buttonRecipe } from './src/theme/recipes/button'
import { fieldRecipe } from './src/theme/recipes/field'
import { semanticTokens } from './src/theme/semantic-tokens'
import { tokens } from './src/theme/tokens'

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}', './mocks/panel/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // SPEC §9: the product's own breakpoints replace Panda's defaults (mobile first, min-width).
  theme: {
    breakpoints: {
      mobileS: '320px',
      mobileM: '375px',
      mobileL: '425px',
      mobileXL: '480px',
      tabletS: '680px',
      tablet: '768px',
      laptop: '1024px',
      laptopL: '1440px',
      desktop: '2560px',
    },
    extend: { tokens, semanticTokens, recipes: { button: buttonRecipe, field: fieldRecipe } },
  },
  conditions: {
    extend: {
      // SPEC §9 height queries.
      heightSmall: '@media (max-height: 700px)',
      heightMedium: '@media (max-height: 900px)',
      heightLarge: '@media (min-height: 1200px)',
      reducedMotion: '@media (prefers-reduced-motion: reduce)',
    },
  },
  globalCss: {
    html: {
      colorScheme: 'light',
      WebkitTextSizeAdjust: '100%',
    },
    body: {
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
