import { defineRecipe } from '@pandacss/dev'

export const fieldRecipe = defineRecipe({
  className: 'field',
  description: 'Form controls: inputs, selects, textareas and buttons that open a picker.',
  base: {
    display: 'block',
    width: '100%',
    minHeight: '44px',
    paddingInline: '3',
    borderWidth: '1px',
    borderStyle: 'solid',
    borderColor: 'border.control',
    borderRadius: 'control',
    bg: 'bg.surface',
    color: 'fg.default',
    fontSize: 'md',
    '&[aria-invalid=true]': { borderColor: 'border.danger', borderWidth: '2px' },
  },
  variants: {
    kind: {
      input: {},
      select: { paddingInlineEnd: '2' },
      textarea: { paddingBlock: '2', minHeight: '88px', resize: 'vertical' },
      trigger: {
        display: 'flex',
        alignItems: 'center',
        gap: '2',
        textAlign: 'start',
        cursor: 'pointer',
        _hover: { bg: 'bg.subtle' },
      },
    },
  },
  defaultVariants: { kind: 'input' },
})
