import type { Plugin } from 'vite'

// Sonner ships its stylesheet twice: as `sonner/dist/styles.css` and as a 15 KB string its script
// writes into a <style> element when it loads. The build drops the string (the toaster imports the
// stylesheet instead, src/lib/sonner.ts), so the browser parses
// those rules as CSS only, not first as JavaScript. The dev server pre-bundles sonner without
// this plugin; there both apply the same rules.

const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/
const INSERT_CSS = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m

/** Sonner's script without its inline copy of the stylesheet; throws if that copy is not found. */
export function withoutInlineStyles(code: string): string {
  if (!INSERT_CSS.test(code)) {
    throw new Error(
      "sonner's script no longer writes its stylesheet as expected: check scripts/vite/sonner-stylesheet.ts",
    )
  }
  return code.replace(INSERT_CSS, '')
}

export function sonnerStylesheet(): Plugin {
  return {
    name: 'rental-sonner-stylesheet',
    apply: 'build',
    transform: {
      filter: { id: SONNER },
      handler: (code) => ({ code: withoutInlineStyles(code), map: null }),
    },
  }
}
