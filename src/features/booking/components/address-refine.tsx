import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import type { TripAddress } from '../../../../machines/booking/booking.types'
import type { Address, GeoPoint } from '../../../api/schemas/common'
import { FormField } from '../../../components/ui/form-field'
import { TextField } from '../../../components/ui/text-field'
import { useFormatters } from '../../../i18n/use-formatters'
import type { AddressSearchProvider } from '../address-search/address-search-provider'
import { AddressPin } from './address-pin'

// Step two of an address: the pin where the driver stops, moved on the map or by buttons, then the
// building, flat and a note for the driver, kept together in the address's `details` (the
// platform allows 300 characters; the three limits add up to less). What is saved is the place's
// label, the pin's coordinates as confirmed here, and the provider's place ID.

const LIMITS = { building: 80, flat: 40, note: 170 } as const

const place = css({
  display: 'grid',
  gap: '0.5',
  padding: '3',
  bg: 'bg.subtle',
  borderRadius: 'control',
})

export function AddressRefine(props: {
  provider: AddressSearchProvider
  zone: readonly GeoPoint[]
  /** The place found, or the address being edited. */
  place: Pick<Address, 'label' | 'location'> & {
    detail?: string | undefined
    placeId?: string | undefined
  }
  details: string | undefined
  onSave: (address: TripAddress) => void
  onSearchAgain: () => void
}) {
  const { t } = useTranslation()
  const format = useFormatters()
  const first = useRef<HTMLInputElement>(null)
  const [pin, setPin] = useState(props.place.location)
  const [building, setBuilding] = useState('')
  const [flat, setFlat] = useState('')
  // Details saved before come back whole in the note, so nothing is lost when editing.
  const [note, setNote] = useState(props.details ?? '')
  const noteLimit = Math.max(LIMITS.note, props.details?.length ?? 0)

  // The dialog stays open from the search step; the first field takes focus on arrival.
  useEffect(() => first.current?.focus(), [])

  // Parts are joined with the page language's comma: "Dubai Marina، Tower 2" in Arabic.
  const save = () => {
    const details = format
      .label([building, flat, note].map((part) => part.trim()).filter(Boolean))
      .slice(0, 300)
    const label = format
      .label(props.place.detail ? [props.place.label, props.place.detail] : [props.place.label])
      .slice(0, 300)
    props.onSave({
      label,
      location: pin,
      ...(details ? { details } : {}),
      ...(props.place.placeId ? { placeId: props.place.placeId } : {}),
    })
  }

  return (
    <form
      noValidate
      className={css({ display: 'grid', gap: '4' })}
      onSubmit={(event) => {
        event.preventDefault()
        save()
      }}
    >
      <div className={place}>
        <bdi className={css({ fontWeight: 'semibold' })}>{props.place.label}</bdi>
        {props.place.detail ? (
          <bdi className={css({ fontSize: 'sm', color: 'fg.muted' })}>{props.place.detail}</bdi>
        ) : null}
      </div>
      <AddressPin provider={props.provider} pin={pin} zone={props.zone} onMove={setPin} />
      <TextField
        ref={first}
        label={t('booking.address.building')}
        optionalLabel={t('booking.address.optional')}
        autoComplete="address-line1"
        maxLength={LIMITS.building}
        value={building}
        onChange={(event) => setBuilding(event.currentTarget.value)}
      />
      <TextField
        label={t('booking.address.flat')}
        optionalLabel={t('booking.address.optional')}
        autoComplete="address-line2"
        maxLength={LIMITS.flat}
        value={flat}
        onChange={(event) => setFlat(event.currentTarget.value)}
      />
      <FormField
        label={t('booking.address.note')}
        optionalLabel={t('booking.address.optional')}
        hint={t('booking.address.noteHint', { count: noteLimit - note.length })}
      >
        {(aria) => (
          <textarea
            {...aria}
            maxLength={noteLimit}
            rows={3}
            className={field({ kind: 'textarea' })}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value.slice(0, noteLimit))}
          />
        )}
      </FormField>
      <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
        <button type="submit" className={button()}>
          {t('booking.address.use')}
        </button>
        <button
          type="button"
          className={button({ variant: 'outline' })}
          onClick={props.onSearchAgain}
        >
          {t('booking.address.searchAgain')}
        </button>
      </div>
    </form>
  )
}
