import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import type { GeoPoint } from '../../../api/schemas/common'
import { GEOCODE_MAX_QUERY_LENGTH } from '../../../api/schemas/sandbox'
import type { CityCode } from '../../../domain/cities'
import { useLocale } from '../../../i18n/use-locale'
import type {
  AddressSearchProvider,
  AddressSuggestion,
  FoundPlace,
} from '../address-search/address-search-provider'
import { useAddressSuggestions } from '../hooks/use-address-suggestions'

const list = css({
  display: 'grid',
  gap: '1',
  listStyle: 'none',
  padding: '0',
  margin: '0',
  maxHeight: '320px',
  overflowY: 'auto',
})

const option = css({
  display: 'grid',
  gap: '0.5',
  minHeight: '52px',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  borderWidth: '1px',
  borderColor: 'transparent',
  cursor: 'pointer',
  '&[aria-selected=true]': { bg: 'bg.brandSubtle', borderColor: 'fg.brand' },
  _hover: { bg: 'bg.subtle' },
})

const muted = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * Step one of an address: search the city's places. The field is a combobox whose results list
 * stays open below it; arrow keys move through the results and Enter takes one. The search is one
 * provider session, from mounting to the place chosen.
 */
export function AddressSearch(props: {
  provider: AddressSearchProvider
  city: CityCode
  zone: readonly GeoPoint[]
  onChoose: (place: FoundPlace) => void
}) {
  const { t } = useTranslation()
  const { language } = useLocale()
  const id = useId()
  const [text, setText] = useState('')
  const input = useRef<HTMLInputElement>(null)
  // Back from the refine step the search field takes focus again (on opening, the dialog does).
  useEffect(() => input.current?.focus(), [])
  const [active, setActive] = useState(-1)
  const [session] = useState(() => props.provider.startSession())
  const search = useAddressSuggestions(session, {
    text,
    city: props.city,
    language,
    zone: props.zone,
  })
  const { places } = search
  const current = active < places.length ? active : -1
  const optionId = (index: number) => `${id}-option-${index}`
  const [choosing, setChoosing] = useState<'idle' | 'busy' | 'failed'>('idle')

  // Details are fetched only for the place taken (Google bills them with the session).
  const choose = (place: AddressSuggestion) => {
    if (choosing === 'busy') return
    setChoosing('busy')
    void session.choose(place).then(props.onChoose, () => setChoosing('failed'))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (places.length === 0) return
    if (event.key === 'ArrowDown') {
      event.preventDefault()
      setActive((current + 1) % places.length)
    } else if (event.key === 'ArrowUp') {
      event.preventDefault()
      setActive(current <= 0 ? places.length - 1 : current - 1)
    } else if (event.key === 'Enter') {
      event.preventDefault()
      const place = places[current]
      if (place) choose(place)
    }
  }

  const status = search.failed
    ? t('booking.address.searchFailed')
    : choosing === 'failed'
      ? t('booking.address.placeFailed')
      : search.searching
        ? t('booking.address.searching')
        : places.length === 0
          ? search.answered === ''
            ? ''
            : t('booking.address.noResults')
          : search.answered === ''
            ? t('booking.address.popular')
            : t('booking.address.results', { count: places.length })

  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <label htmlFor={`${id}-input`} className={css({ fontWeight: 'semibold' })}>
        {t('booking.address.searchLabel')}
      </label>
      <input
        ref={input}
        id={`${id}-input`}
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={places.length > 0}
        aria-controls={places.length > 0 ? `${id}-list` : undefined}
        aria-activedescendant={current >= 0 ? optionId(current) : undefined}
        aria-describedby={`${id}-hint`}
        autoComplete="off"
        maxLength={GEOCODE_MAX_QUERY_LENGTH}
        className={field()}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value)
          setActive(-1)
        }}
        onKeyDown={onKeyDown}
      />
      <p id={`${id}-hint`} className={muted}>
        {t('booking.address.searchHint')}
      </p>
      <p role="status" className={muted}>
        {status}
      </p>
      {search.failed ? (
        <button type="button" className={button({ variant: 'outline' })} onClick={search.retry}>
          {t('common.tryAgain')}
        </button>
      ) : null}
      {places.length > 0 ? (
        <ul
          id={`${id}-list`}
          role="listbox"
          aria-label={t('booking.address.resultsLabel')}
          className={list}
        >
          {places.map((place, index) => (
            <li
              key={place.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              className={option}
              onPointerMove={() => setActive(index)}
              onClick={() => choose(place)}
            >
              <bdi className={css({ fontWeight: 'semibold' })}>{place.label}</bdi>
              <bdi className={muted}>{place.detail}</bdi>
            </li>
          ))}
        </ul>
      ) : null}
      {props.provider.attribution === 'google' && places.length > 0 ? (
        <p className={muted}>{t('booking.address.poweredByGoogle')}</p>
      ) : null}
    </div>
  )
}
