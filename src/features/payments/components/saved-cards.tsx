import { useMutation, useQueryClient, type UseQueryResult } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css, cx } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { removeMethod, setPreferredMethod } from '../../../api/payment'
import { ALLOWED_METHODS_RETRIES, paymentQueries } from '../../../api/queries/payment-queries'
import type { PaymentMethodsView } from '../../../api/payment'
import type { SavedPaymentMethod } from '../../../api/schemas/payment'
import { CardBrandLogo } from '../../../components/cards/card-brand-logo'
import { FormAlert } from '../../../components/ui/form-alert'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { Skeleton } from '../../../components/ui/skeleton'
import { VisuallyHidden } from '../../../components/ui/visually-hidden'
import { cardProblem, expiryState, isInserted, type PayingHere } from '../../../domain/cards'
import { notify } from '../../../lib/toast'
import { actions, badge, listRow, muted, plainList, warningText } from './payment-styles'

const two = (value: number) => String(value % 100).padStart(2, '0')

/** "Visa •••• 4242": how a card is named everywhere on the page. */
export function useCardName() {
  const { t } = useTranslation()
  return (method: Pick<SavedPaymentMethod, 'brand' | 'last4Digits'>) =>
    method.last4Digits
      ? `${t(`cards.brands.${method.brand}`)} •••• ${method.last4Digits}`
      : t(`cards.brands.${method.brand}`)
}

/**
 * The allowed-methods call as the customer sees it (SPEC §9: two retries ten seconds apart): a
 * skeleton, then "still trying" while a retry is pending, then an error with Try again.
 */
export function MethodsStatus(props: { methods: UseQueryResult<PaymentMethodsView, unknown> }) {
  const { t } = useTranslation()
  const { methods } = props
  if (methods.isError) {
    return (
      <FormAlert tone="error" title={t('payments.cards.loadFailed')}>
        <p>{t(errorMessageKey(methods.error))}</p>
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void methods.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      </FormAlert>
    )
  }
  if (methods.isPending && methods.failureCount > 0) {
    return (
      <FormAlert tone="info" title={t('payments.cards.stillTrying')}>
        <p>
          {t('payments.cards.attempt', {
            attempt: methods.failureCount + 1,
            total: ALLOWED_METHODS_RETRIES + 1,
          })}
        </p>
      </FormAlert>
    )
  }
  if (methods.isPending) {
    return (
      <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
        <p className={muted}>{t('payments.cards.loading')}</p>
        <Skeleton className={css({ height: '16' })} />
        <Skeleton className={css({ height: '16' })} />
      </div>
    )
  }
  return null
}

/**
 * The saved cards: brand, last four, expiry, what the bank said (SPEC §4 statuses), the preferred
 * one, mada in Riyadh; make one preferred or remove one. A card that cannot pay says why and is
 * never offered as preferred.
 */
export function SavedCards(props: {
  customerId: string
  methods: PaymentMethodsView
  withMada: boolean
  here: Omit<PayingHere, 'mada'>
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const name = useCardName()
  const [removing, setRemoving] = useState<SavedPaymentMethod | null>(null)
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: paymentQueries.all(props.customerId) })

  const prefer = useMutation({
    mutationFn: (method: SavedPaymentMethod) =>
      setPreferredMethod(props.customerId, method.paymentMethodId),
    onSuccess: async (_, method) => {
      await refresh()
      notify.success(t('payments.cards.preferredDone', { card: name(method) }))
    },
  })
  const remove = useMutation({
    mutationFn: (method: SavedPaymentMethod) =>
      removeMethod(props.customerId, method.paymentMethodId),
    onSuccess: async (_, method) => {
      setRemoving(null)
      await refresh()
      notify.success(t('payments.cards.removed', { card: name(method) }))
    },
  })
  const busy = prefer.isPending || remove.isPending
  const cards = props.methods.paymentMethods

  return (
    <>
      {prefer.isError ? (
        <FormAlert tone="error" title={t('payments.cards.preferredFailed')}>
          <p>{t(errorMessageKey(prefer.error))}</p>
        </FormAlert>
      ) : null}
      {cards.length === 0 ? (
        <p className={muted}>{t('payments.cards.none')}</p>
      ) : (
        <ul className={plainList} aria-label={t('payments.cards.listLabel')}>
          {cards.map((method) => {
            const mada = props.methods.mada[method.paymentMethodId]
            const problem = cardProblem(method, { ...props.here, mada })
            const expiry = isInserted(method)
              ? expiryState(
                  { year: method.expiryYear, month: method.expiryMonth },
                  props.here.today,
                )
              : undefined
            return (
              <li key={method.paymentMethodId} className={listRow}>
                <CardBrandLogo brand={method.brand} />
                <div
                  className={css({ flex: '1 1 12rem', minWidth: '0', display: 'grid', gap: '1' })}
                >
                  <p className={css({ fontWeight: 'semibold' })}>
                    <bdi>{name(method)}</bdi>{' '}
                    {method.isPreferred ? (
                      <span className={badge}>{t('payments.cards.preferred')}</span>
                    ) : null}
                  </p>
                  {isInserted(method) ? (
                    <p className={muted}>
                      {t('payments.cards.expires')}{' '}
                      <bdi>
                        {two(method.expiryMonth)}/{two(method.expiryYear)}
                      </bdi>
                      {' · '}
                      {t(`payments.cards.status.${method.status}`)}
                    </p>
                  ) : null}
                  {expiry === 'expiringSoon' && method.status === 'SUCCESS' ? (
                    <p
                      className={css({ fontSize: 'sm', color: 'fg.warning', fontWeight: 'medium' })}
                    >
                      {t('payments.cards.expiringSoon')}
                    </p>
                  ) : null}
                  {problem && problem !== 'pending' ? (
                    <p className={warningText}>{t(`payments.cards.problem.${problem}`)}</p>
                  ) : null}
                  {props.withMada && method.status === 'SUCCESS' && mada ? (
                    <p className={muted}>
                      {/* A long status wraps on a narrow phone instead of running under the buttons. */}
                      <span className={cx(badge, css({ whiteSpace: 'normal' }))}>
                        {t(`payments.mada.label.${mada}`)}
                      </span>{' '}
                      {t(`payments.mada.means.${mada}`)}
                    </p>
                  ) : null}
                </div>
                <div className={actions}>
                  {!method.isPreferred && problem === undefined ? (
                    <button
                      type="button"
                      className={button({ variant: 'outline', size: 'sm' })}
                      disabled={busy}
                      onClick={() => prefer.mutate(method)}
                    >
                      {t('payments.cards.makePreferred')}
                      <VisuallyHidden>
                        {' '}
                        <bdi>{name(method)}</bdi>
                      </VisuallyHidden>
                    </button>
                  ) : null}
                  <button
                    type="button"
                    className={button({ variant: 'outline', size: 'sm' })}
                    disabled={busy}
                    onClick={() => {
                      remove.reset()
                      setRemoving(method)
                    }}
                  >
                    {t('payments.cards.remove')}
                    <VisuallyHidden>
                      {' '}
                      <bdi>{name(method)}</bdi>
                    </VisuallyHidden>
                  </button>
                </div>
              </li>
            )
          })}
        </ul>
      )}
      <ModalDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('payments.cards.removeTitle')}
        closeLabel={t('payments.cards.close')}
        initialFocus="[data-autofocus]"
      >
        {removing ? (
          <div className={css({ display: 'grid', gap: '4' })}>
            <p>
              {t('payments.cards.removeBody', { card: name(removing) })}
              {removing.isPreferred ? ` ${t('payments.cards.removePreferred')}` : ''}
            </p>
            {remove.isError ? (
              <FormAlert tone="error">
                <p>{t(errorMessageKey(remove.error))}</p>
              </FormAlert>
            ) : null}
            <div className={cx(actions, css({ justifyContent: 'flex-end' }))}>
              <button
                type="button"
                data-autofocus
                className={button({ variant: 'outline' })}
                onClick={() => setRemoving(null)}
              >
                {t('payments.cards.keep')}
              </button>
              <button
                type="button"
                className={button({ variant: 'danger' })}
                disabled={remove.isPending}
                onClick={() => remove.mutate(removing)}
              >
                {t('payments.cards.removeConfirm')}
              </button>
            </div>
          </div>
        ) : null}
      </ModalDialog>
    </>
  )
}
