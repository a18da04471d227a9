import { useQuery } from '@tanstack/react-query'
import { useContext, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import type { CityCode } from '../../../domain/cities'
import { useLocale } from '../../../i18n/use-locale'
import type { AddressSearchProvider, FoundPlace } from '../address-search/address-search-provider'
import { AddressSearchContext } from '../address-search/address-search-providers'
import { AddressRefine } from './address-refine'
import { AddressSearch } from './address-search'
import type { BookingSnapshot, SendBooking } from './booking-view'

type Leg = 'handover' | 'handback'

const muted = css({ fontSize: 'sm', color: 'fg.muted' })

/**
 * Whether the places provider can answer: the sandbox always can; Google once its script has
 * loaded, which starts when the dialog opens (a failure is reported by the adapter, once).
 */
function useProviderReady(
  provider: AddressSearchProvider | null,
  open: boolean,
  city: CityCode,
): { state: 'ready' | 'loading' | 'failed'; retry: () => void } {
  const { language } = useLocale()
  const prepare = provider?.prepare
  const result = useQuery({
    queryKey: ['address-search', 'prepare', provider?.id ?? 'none'] as const,
    queryFn: async () => {
      await prepare?.({ language, city })
      return true
    },
    enabled: open && prepare !== undefined,
    retry: false,
    staleTime: Infinity,
  })
  const retry = () => void result.refetch()
  if (!provider) return { state: 'failed', retry }
  if (!prepare) return { state: 'ready', retry }
  return { state: result.isError ? 'failed' : result.isSuccess ? 'ready' : 'loading', retry }
}

/**
 * The address dialog of SPEC §4, driven by the machine's `addressModal`: `delivery` / `return`
 * search for a place, `deliveryrefine` / `returnrefine` place the pin and add the building and
 * directions. One dialog element serves both steps, so moving between them keeps it open (and
 * focus inside).
 */
export function AddressDialog(props: {
  snapshot: BookingSnapshot
  send: SendBooking
  city: CityCode
}) {
  const { t } = useTranslation()
  const { addressModal: modal, trip, city } = props.snapshot.context
  const provider = useContext(AddressSearchContext)
  const ready = useProviderReady(provider, modal !== 'none', props.city)
  // The place picked in the search step waits here for its details; it is not a draft yet.
  const [picked, setPicked] = useState<{ leg: Leg; place: FoundPlace } | null>(null)
  const leg: Leg = modal === 'return' || modal === 'returnrefine' ? 'handback' : 'handover'
  const saved = leg === 'handover' ? trip.handoverAddress : trip.handbackAddress
  const fromSearch = picked?.leg === leg ? picked.place : null
  const refining = modal === 'deliveryrefine' || modal === 'returnrefine'
  // After a reload the picked place is gone: refine the saved address, or search again.
  const refinePlace = fromSearch ?? saved
  const step = refining && refinePlace ? 2 : 1
  const searchModal = leg === 'handover' ? 'delivery' : 'return'
  const zone = city.businessZone

  const body = () => {
    if (!provider || ready.state === 'failed')
      return (
        <div className={css({ display: 'grid', gap: '3' })}>
          <p role="alert">{t('booking.address.unavailable')}</p>
          {provider ? (
            <button type="button" className={button({ variant: 'outline' })} onClick={ready.retry}>
              {t('common.tryAgain')}
            </button>
          ) : null}
        </div>
      )
    if (ready.state === 'loading')
      return (
        <p role="status" className={muted}>
          {t('booking.address.loading')}
        </p>
      )
    if (step === 2 && refinePlace)
      return (
        <AddressRefine
          key={`${refinePlace.location.latitude},${refinePlace.location.longitude}`}
          provider={provider}
          zone={zone}
          place={refinePlace}
          details={fromSearch ? undefined : saved?.details}
          onSearchAgain={() => props.send({ type: 'address.open', modal: searchModal })}
          onSave={(address) => {
            setPicked(null)
            props.send({ type: 'trip.address', which: leg, address })
          }}
        />
      )
    return (
      <AddressSearch
        provider={provider}
        city={props.city}
        zone={zone}
        onChoose={(place) => {
          setPicked({ leg, place })
          props.send({
            type: 'address.open',
            modal: leg === 'handover' ? 'deliveryrefine' : 'returnrefine',
          })
        }}
      />
    )
  }

  return (
    <ModalDialog
      open={modal !== 'none'}
      onClose={() => {
        setPicked(null)
        props.send({ type: 'address.close' })
      }}
      title={t(
        leg === 'handover' ? 'booking.address.deliveryTitle' : 'booking.address.returnTitle',
      )}
      closeLabel={t('booking.address.close')}
      initialFocus={step === 1 && ready.state === 'ready' ? 'input' : undefined}
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <p className={muted}>
          {t(step === 1 ? 'booking.address.stepSearch' : 'booking.address.stepRefine')}
        </p>
        {body()}
      </div>
    </ModalDialog>
  )
}
