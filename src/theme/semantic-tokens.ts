import { defineSemanticTokens } from '@pandacss/dev'

// Every colour the UI uses is named for its role; contrast pairs are chosen for WCAG AA.
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: '{colors.sand.50}' },
      surface: { value: '{colors.white}' },
      subtle: { value: '{colors.sand.100}' },
      inverse: { value: '{colors.sand.900}' },
      brand: { value: '{colors.brand.600}' },
      brandHover: { value: '{colors.brand.700}' },
      brandSubtle: { value: '{colors.brand.50}' },
      /** Behind modal dialogs. */
      overlay: { value: 'rgba(29, 26, 22, 0.55)' },
    },
    fg: {
      default: { value: '{colors.sand.900}' },
      muted: { value: '{colors.sand.700}' },
      subtle: { value: '{colors.sand.600}' },
      inverse: { value: '{colors.white}' },
      onBrand: { value: '{colors.white}' },
      brand: { value: '{colors.brand.700}' },
      danger: { value: '{colors.red.700}' },
      success: { value: '{colors.green.800}' },
      warning: { value: '{colors.amber.800}' },
    },
    border: {
      default: { value: '{colors.sand.200}' },
      strong: { value: '{colors.sand.300}' },
      control: { value: '{colors.sand.600}' },
      danger: { value: '{colors.red.700}' },
    },
    status: {
      successBg: { value: '{colors.green.50}' },
      successBorder: { value: '{colors.green.700}' },
      errorBg: { value: '{colors.red.50}' },
      errorBorder: { value: '{colors.red.700}' },
      warningBg: { value: '{colors.amber.50}' },
      warningBorder: { value: '{colors.amber.700}' },
      infoBg: { value: '{colors.sky.50}' },
      infoBorder: { value: '{colors.sky.700}' },
    },
    focusRing: { value: '{colors.sky.600}' },
  },
})
