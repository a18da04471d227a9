// Text and attribute values written into the build's HTML (the prerendered pages, the policy).

export const escapeText = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export const escapeAttribute = (text: string): string => escapeText(text).replace(/"/g, '&quot;')
