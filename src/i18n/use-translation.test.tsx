import { act, render, screen } from '@testing-library/react'
import i18next, { type i18n as I18n } from 'i18next'
import { useEffect } from 'react'
import { I18nextProvider } from 'react-i18next'
import { describe, expect, it } from 'vitest'
import ar from '../../public/locales/ar/common.json'
import en from '../../public/locales/en/common.json'
import { withPlainLookups } from './plain-lookups'
import { useTranslation, type Translation } from './use-translation'

// The app's `useTranslation` in place of react-i18next's: the same strings and redraws, without a
// copy of the instance for each component.

async function instance(): Promise<I18n> {
  const created = i18next.createInstance()
  withPlainLookups(created)
  await created.init({
    lng: 'en',
    fallbackLng: 'en',
    ns: ['common'],
    defaultNS: 'common',
    resources: { en: { common: en }, ar: { common: ar } },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  })
  return created
}

function Greeting({ seen }: { seen: Translation[] }) {
  const translation = useTranslation()
  useEffect(() => {
    seen.push(translation)
  })
  return (
    <p>
      {translation.t('cars.title', { city: 'Dubai' })} · {translation.t('cars.count', { count: 3 })}
    </p>
  )
}

describe('useTranslation', () => {
  it("reads the provider's instance, and draws again in the new language when it changes", async () => {
    const i18n = await instance()
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting seen={[]} />
      </I18nextProvider>,
    )
    expect(screen.getByText('Cars in Dubai · 3 cars available')).toBeTruthy()
    await act(() => i18n.changeLanguage('ar'))
    expect(screen.getByText('سيارات في Dubai · 3 سيارات متاحة')).toBeTruthy()
  })

  it('gives every component the same t and the instance itself, with no copy of it', async () => {
    const i18n = await instance()
    const first: Translation[] = []
    const second: Translation[] = []
    const { rerender } = render(
      <I18nextProvider i18n={i18n}>
        <Greeting seen={first} />
        <Greeting seen={second} />
      </I18nextProvider>,
    )
    rerender(
      <I18nextProvider i18n={i18n}>
        <Greeting seen={first} />
        <Greeting seen={second} />
      </I18nextProvider>,
    )
    const answers = [...first, ...second]
    expect(answers).toHaveLength(4)
    // react-i18next's hook hands each component a copy of the instance, made as it mounts.
    for (const answer of answers) {
      expect(answer.i18n).toBe(i18n)
      expect(answer.t).toBe(answers[0]?.t)
      expect(answer.ready).toBe(true)
    }
  })

  it('gives a new t once the language changes, and that t speaks the new language', async () => {
    const i18n = await instance()
    const seen: Translation[] = []
    render(
      <I18nextProvider i18n={i18n}>
        <Greeting seen={seen} />
      </I18nextProvider>,
    )
    await act(() => i18n.changeLanguage('ar'))
    const [before, after] = [seen[0], seen.at(-1)]
    expect(after?.t).not.toBe(before?.t)
    expect(after?.t('cars.count', { count: 1 })).toBe('سيارة واحدة متاحة')
    expect(before?.t('cars.count', { count: 1 })).toBe('1 car available')
  })

  it('is not ready before the instance is set up, and draws again once it is', async () => {
    const i18n = i18next.createInstance()
    function Status() {
      const { ready } = useTranslation()
      return <p>{ready ? 'ready' : 'waiting'}</p>
    }
    render(
      <I18nextProvider i18n={i18n}>
        <Status />
      </I18nextProvider>,
    )
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(() =>
      i18n.init({
        lng: 'en',
        resources: { en: { common: en } },
        ns: ['common'],
        defaultNS: 'common',
      }),
    )
    expect(screen.getByText('ready')).toBeTruthy()
  })
})
