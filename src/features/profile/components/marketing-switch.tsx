import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { setMarketingConsent } from '../../../api/identity'
import { FormAlert } from '../../../components/ui/form-alert'
import { useAuthActor } from '../../../session/use-auth'
import { muted } from './profile-styles'

const track = css({
  appearance: 'none',
  flexShrink: 0,
  position: 'relative',
  width: '44px',
  height: '26px',
  borderRadius: 'full',
  bg: 'border.control',
  cursor: 'pointer',
  transition: 'background 0.15s',
  _checked: { bg: 'bg.brand' },
  _disabled: { opacity: 0.6, cursor: 'not-allowed' },
  _focusVisible: { outline: '3px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  '&::after': {
    content: '""',
    position: 'absolute',
    insetBlockStart: '3px',
    insetInlineStart: '3px',
    width: '20px',
    height: '20px',
    borderRadius: 'full',
    bg: 'white',
    transition: 'inset-inline-start 0.15s',
  },
  '&:checked::after': { insetInlineStart: '21px' },
  _reducedMotion: { transition: 'none', '&::after': { transition: 'none' } },
})

/**
 * Marketing consent as a switch that saves on change (PATCH marketing-consent); a failed save
 * puts the switch back and says so.
 */
export function MarketingSwitch(props: { accepted: boolean }) {
  const { t } = useTranslation()
  const auth = useAuthActor()
  const [checked, setChecked] = useState(props.accepted)
  const save = useMutation({
    mutationFn: setMarketingConsent,
    onSuccess: (updated) => {
      auth?.send({ type: 'user.updated', user: updated })
      setChecked(updated.marketingMessagesAccepted)
    },
    onError: (_, wanted) => setChecked(!wanted),
  })
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <label
        className={css({ display: 'flex', alignItems: 'center', gap: '3', minHeight: '44px' })}
      >
        <input
          type="checkbox"
          role="switch"
          className={track}
          checked={checked}
          aria-checked={checked}
          disabled={save.isPending}
          onChange={(event) => {
            const wanted = event.currentTarget.checked
            setChecked(wanted)
            save.mutate(wanted)
          }}
        />
        <span>{t('profile.marketing.label')}</span>
      </label>
      <p className={muted} aria-live="polite">
        {save.isSuccess
          ? checked
            ? t('profile.marketing.on')
            : t('profile.marketing.off')
          : t('profile.marketing.hint')}
      </p>
      {save.isError ? (
        <FormAlert tone="error">
          <p>{t('profile.marketing.failed')}</p>
        </FormAlert>
      ) : null}
    </div>
  )
}
