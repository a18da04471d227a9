import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { CitySettings } from '../../../api/schemas/configuration'
import type { ListingDetails } from '../../../api/schemas/listings'
import type { CityInfo } from '../../../domain/cities'
import { useUser } from '../../../session/use-auth'
import type { BookingFlow as Flow } from '../hooks/use-booking-flow'
import type { SendBooking } from './booking-view'
import { CarHeader } from './car-header'
import { Waiting } from '../../../components/ui/waiting'
import { CheckoutSection } from './checkout-section'
import { PriceSummary } from './price-summary'
import { TripSection } from './trip-section'
import { UserNotes } from './user-notes'

// One column on phones (car, step, price, then the way on); two on wide screens, the step on
// the start side and the price summary sticky on the end side.
const layout = css({
  display: 'grid',
  gap: { base: '5', laptop: '6' },
  alignItems: 'start',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', laptop: 'minmax(0, 1.6fr) minmax(320px, 1fr)' },
  gridTemplateAreas: {
    base: '"header" "flow" "summary" "actions"',
    laptop: '"header summary" "flow summary" "actions summary"',
  },
  gridTemplateRows: { laptop: 'auto auto 1fr' },
})

const area = {
  header: css({ gridArea: 'header', display: 'grid', gap: '4', minWidth: '0' }),
  flow: css({ gridArea: 'flow', minWidth: '0' }),
  summary: css({ gridArea: 'summary', alignSelf: 'stretch', minWidth: '0' }),
  actions: css({ gridArea: 'actions', display: 'grid', gap: '2', minWidth: '0' }),
}

/** The booking flow the machine runs: the car, the current step, and the price summary. */
export function BookingFlow(props: {
  flow: Flow
  listing: ListingDetails
  settings: CitySettings
  city: CityInfo
}) {
  const { t } = useTranslation()
  const { flow, listing, settings, city } = props
  const { actor } = flow
  const snapshot = useSelector(actor, (current) => current)
  const send = useCallback<SendBooking>((event) => actor.send(event), [actor])
  const user = useUser()
  const vip = user?.isVip === true
  const { trip, product } = snapshot.context
  const quoted = snapshot.matches({ trip: { price: 'quoted' } })
  const step = snapshot.matches('trip')
    ? 'trip'
    : snapshot.matches('checkout')
      ? 'checkout'
      : 'done'
  // Moving between steps replaces what had focus (Continue, Back): the new step's heading takes it.
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    document.getElementById(`${step}-title`)?.focus()
  }, [step])
  return (
    <div className={layout}>
      <div className={area.header}>
        <CarHeader listing={listing} product={product} citySlug={city.slug} dates={trip} />
        <UserNotes user={user} country={city.countryCode} />
      </div>
      <div className={area.flow}>
        {snapshot.matches('trip') ? (
          <TripSection
            snapshot={snapshot}
            send={send}
            settings={settings}
            cityCode={city.code}
            vip={vip}
          />
        ) : snapshot.matches('checkout') ? (
          <CheckoutSection flow={flow} snapshot={snapshot} />
        ) : (
          <Waiting>{t('booking.confirmed')}</Waiting>
        )}
      </div>
      <div className={area.summary}>
        <PriceSummary snapshot={snapshot} settings={settings} vip={vip} />
      </div>
      {snapshot.matches('trip') ? (
        <div className={area.actions}>
          <button
            type="button"
            className={cx(button(), css({ width: '100%', minHeight: '52px', fontSize: 'lg' }))}
            disabled={!quoted}
            aria-describedby="continue-hint"
            onClick={() => send({ type: 'checkout.start' })}
          >
            {t('booking.trip.continue')}
          </button>
          <p id="continue-hint" className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {t(quoted ? 'booking.trip.continueHint' : 'booking.trip.continueWaiting')}
          </p>
        </div>
      ) : null}
    </div>
  )
}
