import { defineTokens } from '@pandacss/dev'

export const tokens = defineTokens({
  fonts: {
    body: {
      value:
        "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Arabic', 'Geeza Pro', Tahoma, sans-serif",
    },
    mono: { value: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace" },
  },
  colors: {
    brand: {
      50: { value: '#ecf8f3' },
      100: { value: '#cdeee0' },
      200: { value: '#9cdcc2' },
      500: { value: '#12805c' },
      600: { value: '#0c6a4b' },
      700: { value: '#08543b' },
      900: { value: '#03281c' },
    },
    sand: {
      50: { value: '#faf8f4' },
      100: { value: '#f2eee6' },
      200: { value: '#e4ddd0' },
      300: { value: '#cfc5b3' },
      600: { value: '#6b6357' },
      700: { value: '#4d463d' },
      900: { value: '#1d1a16' },
    },
  },
  sizes: {
    container: { value: '1240px' },
  },
  radii: {
    control: { value: '10px' },
    card: { value: '16px' },
  },
})
