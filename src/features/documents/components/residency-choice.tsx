import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import type { KycCountry, PendingSwitch } from '../../../../machines/kyc/kyc.types'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { actions, card, cardTitle, choice, choiceGroup, choices, muted } from './document-styles'

/**
 * Resident or visitor: each hands in a different set. Switching with documents already uploaded
 * first says what the switch removes.
 */
export function ResidencyChoice(props: {
  country: KycCountry
  isTourist: boolean
  disabled: boolean
  pending: PendingSwitch | null
  onSwitch: (isTourist: boolean) => void
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const removes = props.pending?.removes ?? []
  return (
    <div className={card}>
      <fieldset className={choiceGroup}>
        <legend className={cardTitle}>{t('documents.residency.legend')}</legend>
        <div className={choices}>
          {[false, true].map((tourist) => (
            <label key={String(tourist)} className={choice}>
              <input
                type="radio"
                name="residency"
                checked={props.isTourist === tourist}
                disabled={props.disabled}
                onChange={() => props.onSwitch(tourist)}
              />
              {t(`documents.residency.${tourist ? 'tourist' : 'resident'}_${props.country}`)}
            </label>
          ))}
        </div>
        <p className={muted}>{t('documents.residency.hint')}</p>
      </fieldset>
      <ModalDialog
        open={props.pending !== null}
        onClose={props.onCancel}
        title={t('documents.residency.confirmTitle')}
        closeLabel={t('documents.viewer.close')}
        footer={
          <div className={css({ padding: '5', paddingBlockStart: '0' })}>
            <div className={actions}>
              <button type="button" className={button()} onClick={props.onConfirm}>
                {t('documents.residency.confirm')}
              </button>
              <button
                type="button"
                className={button({ variant: 'outline' })}
                onClick={props.onCancel}
              >
                {t('documents.residency.cancel')}
              </button>
            </div>
          </div>
        }
      >
        <p>{t('documents.residency.confirmBody')}</p>
        <ul className={css({ paddingInlineStart: '5', listStyle: 'disc', marginBlockStart: '2' })}>
          {removes.map((removed) => (
            <li key={`${removed.type}-${removed.side}`}>
              {t(`postBooking.documents.types.${removed.type}`)} ·{' '}
              {t(`documents.sides.${removed.side}`)}
            </li>
          ))}
        </ul>
      </ModalDialog>
    </div>
  )
}
