import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { css } from '../../../../styled-system/css'
import type { GeocodePlace } from '../../../api/schemas/sandbox'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import type { CityCode } from '../../../domain/cities'
import { AddressRefine } from './address-refine'
import { AddressSearch } from './address-search'
import type { BookingSnapshot, SendBooking } from './booking-view'

type Leg = 'handover' | 'handback'

/**
 * The address dialog of SPEC §4, driven by the machine's `addressModal`: `delivery` / `return`
 * search for a place, `deliveryrefine` / `returnrefine` add the building and directions. One
 * dialog element serves both steps, so moving between them keeps it open (and focus inside).
 */
export function AddressDialog(props: {
  snapshot: BookingSnapshot
  send: SendBooking
  city: CityCode
}) {
  const { t } = useTranslation()
  const { addressModal: modal, trip } = props.snapshot.context
  // The place picked in the search step waits here for its details; it is not a draft yet.
  const [picked, setPicked] = useState<{ leg: Leg; place: GeocodePlace } | null>(null)
  const leg: Leg = modal === 'return' || modal === 'returnrefine' ? 'handback' : 'handover'
  const saved = leg === 'handover' ? trip.handoverAddress : trip.handbackAddress
  const fromSearch = picked?.leg === leg ? picked.place : null
  const refining = modal === 'deliveryrefine' || modal === 'returnrefine'
  // After a reload the picked place is gone: refine the saved address, or search again.
  const refinePlace = fromSearch ?? saved
  const step = refining && refinePlace ? 2 : 1
  const searchModal = leg === 'handover' ? 'delivery' : 'return'

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
      initialFocus={step === 1 ? 'input' : undefined}
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t(step === 1 ? 'booking.address.stepSearch' : 'booking.address.stepRefine')}
        </p>
        {step === 2 && refinePlace ? (
          <AddressRefine
            key={`${refinePlace.location.latitude},${refinePlace.location.longitude}`}
            place={refinePlace}
            details={fromSearch ? undefined : saved?.details}
            onSearchAgain={() => props.send({ type: 'address.open', modal: searchModal })}
            onSave={(address) => {
              setPicked(null)
              props.send({ type: 'trip.address', which: leg, address })
            }}
          />
        ) : (
          <AddressSearch
            city={props.city}
            onChoose={(place) => {
              setPicked({ leg, place })
              props.send({
                type: 'address.open',
                modal: leg === 'handover' ? 'deliveryrefine' : 'returnrefine',
              })
            }}
          />
        )}
      </div>
    </ModalDialog>
  )
}
