import { renderToStaticMarkup } from 'react-dom/server'
import { FloorCards } from './cards'

/** The floor as static HTML: the same ten cards, no JavaScript at all. */
export function staticFloorHtml(): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="UTF-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<title>Floor (static)</title></head>',
    `<body><div id="root">${renderToStaticMarkup(<FloorCards />)}</div></body>`,
    '</html>',
  ].join('\n')
}
