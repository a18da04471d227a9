import type { Plugin } from 'vite'

// Sonner ships its stylesheet twice: as `sonner/dist/styles.css` and as a 15 KB string its script
// writes into a <style> element when it loads. The build drops the string (the toaster imports the
// stylesheet instead, src/lib/sonner.ts), so the browser parses
// those rules as CSS only, not first as JavaScript. The dev server pre-bundles sonner without
// this plugin; there both apply the same rules.
//
// The stylesheet arrives after the page is interactive, and its first rules set sonner's custom
// properties on `html[dir=…]` as well as on the toaster: inherited properties on the root, so
// adding the sheet restyled every element of the page (a whole-page style recalculation, ~20 ms
// on a phone, in the middle of start-up). The toaster is always given its `dir`
// (toast-host.tsx), so the build keeps those properties on `[data-sonner-toaster][dir=…]` only
// and the sheet restyles nothing already on the page.

const SONNER = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/
const SONNER_CSS = /[\\/]node_modules[\\/]sonner[\\/]dist[\\/]styles\.css$/
const INSERT_CSS = /^__insertCSS\("(?:[^"\\]|\\.)*"\);?$/m
/** `html[dir='ltr'],` in front of the toaster's own selector, in any quoting. */
const ROOT_SELECTOR = /html\[dir=(['"]?)(ltr|rtl)\1\]\s*,\s*(?=\[data-sonner-toaster\]\[dir=)/g

/** Sonner's script without its inline copy of the stylesheet; throws if that copy is not found. */
export function withoutInlineStyles(code: string): string {
  if (!INSERT_CSS.test(code)) {
    throw new Error(
      "sonner's script no longer writes its stylesheet as expected: check scripts/vite/sonner-stylesheet.ts",
    )
  }
  return code.replace(INSERT_CSS, '')
}

/**
 * Sonner's stylesheet with no rule on the document's root; throws if the two direction rules are
 * not found, or if any other rule still selects `html`.
 */
export function withoutRootRules(css: string): string {
  const matches = css.match(ROOT_SELECTOR) ?? []
  const scoped = css.replace(ROOT_SELECTOR, '')
  if (matches.length !== 2 || /(^|[\s,}])(html|:root)\b/.test(scoped)) {
    throw new Error(
      "sonner's stylesheet no longer styles the root as expected: check scripts/vite/sonner-stylesheet.ts",
    )
  }
  return scoped
}

export function sonnerStylesheet(): Plugin[] {
  return [
    {
      name: 'rental-sonner-stylesheet',
      apply: 'build',
      transform: {
        filter: { id: SONNER },
        handler: (code) => ({ code: withoutInlineStyles(code), map: null }),
      },
    },
    {
      // Before Vite's own CSS plugins, on the file as sonner ships it.
      name: 'rental-sonner-stylesheet-scope',
      apply: 'build',
      enforce: 'pre',
      transform: {
        filter: { id: SONNER_CSS },
        handler: (code) => ({ code: withoutRootRules(code), map: null }),
      },
    },
  ]
}
