import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { ModalDialog } from '../../../components/ui/modal-dialog'

/** SPEC §6: ride-app users are sent to the ride app's own help instead of the web chat. */
export function RideAppContactPopup(props: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title={t('support.rideApp.title')}
      closeLabel={t('support.close')}
      placement="corner"
    >
      <div className={css({ display: 'grid', gap: '4', justifyItems: 'start' })}>
        <p>{t('support.rideApp.body')}</p>
        <button type="button" className={button()} onClick={props.onClose}>
          {t('support.rideApp.ok')}
        </button>
      </div>
    </ModalDialog>
  )
}
