import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'

/**
 * For route tests run in both languages: the language, its path prefix and its own strings, so
 * an Arabic run asserts Arabic text (`it.each(PAGE_LANGUAGES)`).
 */
export const PAGE_LANGUAGES = [
  ['en', '', en],
  ['ar', '/ar-DXB', ar],
] as const
