import { defineRecipe } from '@pandacss/dev'

export const buttonRecipe = defineRecipe({
  className: 'button',
  description: 'Actions: one solid primary per view, outline for the rest, danger to destroy.',
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minHeight: '44px',
    minWidth: '44px',
    paddingInline: '5',
    borderRadius: 'control',
    fontWeight: 'semibold',
    fontSize: 'md',
    cursor: 'pointer',
    borderWidth: '1px',
    borderStyle: 'solid',
    transition: 'background-color 120ms ease, border-color 120ms ease',
    textDecoration: 'none',
    _disabled: { opacity: 0.55, cursor: 'not-allowed' },
  },
  variants: {
    variant: {
      solid: {
        bg: 'bg.brand',
        color: 'fg.onBrand',
        borderColor: 'bg.brand',
        _hover: { bg: 'bg.brandHover', borderColor: 'bg.brandHover' },
      },
      outline: {
        bg: 'bg.surface',
        color: 'fg.default',
        borderColor: 'border.control',
        _hover: { bg: 'bg.subtle' },
      },
      /** Destructive confirmations (cancel a booking, remove a card). */
      danger: {
        bg: 'fg.danger',
        color: 'fg.inverse',
        borderColor: 'fg.danger',
        _hover: { filter: 'brightness(0.88)' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        borderColor: 'transparent',
        _hover: { bg: 'bg.subtle' },
      },
    },
    size: {
      sm: { minHeight: '36px', paddingInline: '3', fontSize: 'sm' },
      md: {},
    },
  },
  defaultVariants: { variant: 'solid', size: 'md' },
})
