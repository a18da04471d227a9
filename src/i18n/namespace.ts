/**
 * The app's one namespace of UI strings: public/locales/<language>/common.json. Its type is
 * i18next's `defaultNS` (src/i18n/i18next.d.ts).
 */
export const NAMESPACE = 'common'
