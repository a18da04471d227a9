import { useMutation } from '@tanstack/react-query'
import { useBlocker } from '@tanstack/react-router'
import { useEffect, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey, isApiError } from '../../../api/errors'
import { updateMe } from '../../../api/identity'
import type { User } from '../../../api/schemas/user'
import { CheckboxField } from '../../../components/ui/checkbox-field'
import { FormAlert } from '../../../components/ui/form-alert'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { TextField } from '../../../components/ui/text-field'
import { useFormatters } from '../../../i18n/use-formatters'
import { notify } from '../../../lib/toast'
import { useAuthActor } from '../../../session/use-auth'
import {
  profileErrorsOf,
  profileFormOf,
  profilePayload,
  sameProfile,
  validateProfile,
  type ProfileErrors,
  type ProfileField,
  type ProfileForm,
} from '../profile-form'
import { PhoneHint } from '../../../components/ui/phone-hint'
import { badge, muted, pair } from './profile-styles'

/**
 * The customer's details (SPEC §3 edit payload) in one form, saved with PATCH me/details. Errors
 * (the app's checks, or the platform's 422/409) sit next to their fields and nothing typed is
 * lost; leaving with unsaved changes asks first. A ride-app account's name and email come from
 * the ride app and are read-only here.
 */
export function DetailsForm(props: { user: User; whatsapp: boolean }) {
  const { t } = useTranslation()
  const format = useFormatters()
  const auth = useAuthActor()
  const { user } = props
  const rideApp = user.careemId !== null
  const formRef = useRef<HTMLFormElement>(null)
  const [saved, setSaved] = useState<ProfileForm>(() => profileFormOf(user))
  const [form, setForm] = useState<ProfileForm>(saved)
  const [errors, setErrors] = useState<ProfileErrors>({})
  const [refusals, setRefusals] = useState(0)
  const dirty = !sameProfile(form, saved)

  const save = useMutation({
    mutationFn: updateMe,
    onSuccess: (updated) => {
      // The session holds the current user: the header shows the new name at once.
      auth?.send({ type: 'user.updated', user: updated })
      const next = profileFormOf(updated)
      setSaved(next)
      setForm(next)
      notify.success(t('profile.details.saved'))
    },
    onError: (error) => {
      if (isApiError(error) && (error.status === 422 || error.status === 409)) {
        const found = profileErrorsOf(Object.entries(error.fieldErrors))
        if (error.code === 'EMAIL_TAKEN') found.email = 'emailTaken'
        if (Object.keys(found).length > 0) {
          setErrors(found)
          setRefusals((count) => count + 1)
        }
      }
    },
  })

  const blocker = useBlocker({
    shouldBlockFn: () => dirty && !save.isPending,
    enableBeforeUnload: () => dirty,
    withResolver: true,
  })

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const set = (name: ProfileField, value: string) => {
    setForm((current) => ({ ...current, [name]: value }))
    if (errors[name]) setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const text = (name: ProfileField) => ({
    name,
    value: form[name],
    error: errors[name] ? t(`validation.${errors[name]}`) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    disabled: save.isPending,
  })

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const found = validateProfile(form)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setRefusals((count) => count + 1)
      return
    }
    save.mutate(profilePayload(form))
  }

  const otherFailure =
    save.isError &&
    !(isApiError(save.error) && [409, 422].includes(save.error.status) && refusals > 0)

  return (
    <>
      <form
        ref={formRef}
        noValidate
        onSubmit={onSubmit}
        aria-label={t('profile.details.title')}
        className={css({ display: 'grid', gap: '4' })}
      >
        {rideApp ? <FormAlert tone="info">{t('profile.details.rideApp')}</FormAlert> : null}
        {otherFailure ? (
          <FormAlert tone="error" title={t('profile.details.saveFailed')}>
            <p>{t(errorMessageKey(save.error))}</p>
          </FormAlert>
        ) : null}
        <div className={pair}>
          <TextField
            {...text('firstName')}
            label={t('auth.fields.firstName')}
            autoComplete="given-name"
            readOnly={rideApp}
          />
          <TextField
            {...text('lastName')}
            label={t('auth.fields.lastName')}
            autoComplete="family-name"
            readOnly={rideApp}
          />
        </div>
        <TextField
          {...text('email')}
          type="email"
          label={t('auth.fields.email')}
          autoComplete="email"
          latin
          spellCheck={false}
          readOnly={rideApp}
        />
        <TextField
          {...text('phoneNumber')}
          type="tel"
          label={
            <>
              {t('auth.fields.phone')}{' '}
              <span className={badge}>
                {user.isPhoneVerified
                  ? t('profile.details.verified')
                  : t('profile.details.notVerified')}
              </span>
            </>
          }
          optionalLabel={t('auth.fields.optional')}
          hint={<PhoneHint />}
          autoComplete="tel"
          latin
        />
        {user.dateOfBirth ? (
          <div>
            <p className={css({ fontWeight: 'semibold' })}>{t('profile.details.dateOfBirth')}</p>
            <p>{format.fullDate(user.dateOfBirth)}</p>
            <p className={muted}>{t('profile.details.dateOfBirthHint')}</p>
          </div>
        ) : null}
        {props.whatsapp ? (
          <fieldset className={css({ border: 'none', padding: '0', display: 'grid', gap: '3' })}>
            <legend className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}>
              {t('profile.details.whatsapp')}
            </legend>
            <TextField
              {...text('waNumber')}
              type="tel"
              label={t('profile.details.waNumber')}
              optionalLabel={t('auth.fields.optional')}
              autoComplete="tel"
              latin
            />
            <CheckboxField
              label={t('profile.details.waEnabled')}
              checked={form.isWaEnabled}
              disabled={save.isPending}
              onChange={(event) => {
                const checked = event.currentTarget.checked
                setForm((current) => ({ ...current, isWaEnabled: checked }))
              }}
            />
          </fieldset>
        ) : null}
        <div>
          <button type="submit" className={button()} disabled={save.isPending || !dirty}>
            {save.isPending ? t('profile.details.saving') : t('profile.details.save')}
          </button>
        </div>
      </form>
      <ModalDialog
        open={blocker.status === 'blocked'}
        onClose={() => blocker.reset?.()}
        title={t('profile.leave.title')}
        closeLabel={t('profile.leave.close')}
        initialFocus="[data-autofocus]"
      >
        <div className={css({ display: 'grid', gap: '4' })}>
          <p>{t('profile.leave.body')}</p>
          <div
            className={css({
              display: 'flex',
              flexWrap: 'wrap',
              gap: '3',
              justifyContent: 'flex-end',
            })}
          >
            <button
              type="button"
              data-autofocus
              className={button({ variant: 'outline' })}
              onClick={() => blocker.reset?.()}
            >
              {t('profile.leave.stay')}
            </button>
            <button type="button" className={button()} onClick={() => blocker.proceed?.()}>
              {t('profile.leave.leave')}
            </button>
          </div>
        </div>
      </ModalDialog>
    </>
  )
}
