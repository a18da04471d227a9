import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useMemo, useRef, useState, type SubmitEvent } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey, isApiError } from '../../../api/errors'
import { putBillingDetails } from '../../../api/payment'
import { paymentQueries } from '../../../api/queries/payment-queries'
import {
  COUNTRIES_WITHOUT_POSTAL_CODE,
  type BillingAccountType,
  type BillingDetails,
} from '../../../api/schemas/payment'
import { FormAlert } from '../../../components/ui/form-alert'
import { SelectField } from '../../../components/ui/select-field'
import { Skeleton } from '../../../components/ui/skeleton'
import { TextField } from '../../../components/ui/text-field'
import {
  BILLING_COUNTRIES,
  billingErrorsOf,
  billingFormOf,
  billingPayload,
  emptyBillingForm,
  validateBilling,
  type BillingErrors,
  type BillingField,
  type BillingForm,
} from '../../../domain/billing'
import type { CityInfo } from '../../../domain/cities'
import { useLocale } from '../../../i18n/use-locale'
import { notify } from '../../../lib/toast'
import { muted } from './payment-styles'

const pair = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', tabletS: 'repeat(2, minmax(0, 1fr))' },
  gap: '3',
  alignItems: 'start',
})

const choice = css({ display: 'flex', flexWrap: 'wrap', gap: '4', border: 'none', padding: '0' })

const TAX_HINTS: Record<string, 'AE' | 'SA' | 'HU'> = { AE: 'AE', SA: 'SA', HU: 'HU' }

/** Country names in the page's language, the cities' countries first. */
function useCountryOptions() {
  const { language } = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    const label = (code: string) => names.of(code) ?? code
    const [first, rest] = [BILLING_COUNTRIES.slice(0, 3), BILLING_COUNTRIES.slice(3)]
    const sorted = [...rest].sort((a, b) => label(a).localeCompare(label(b), language))
    return [...first, ...sorted].map((code) => ({ value: code, label: label(code) }))
  }, [language])
}

/** The customer's billing details: loaded, then the form. */
export function BillingSection(props: { customerId: string; city: CityInfo }) {
  const { t } = useTranslation()
  const billing = useQuery(paymentQueries.billing(props.customerId))
  if (billing.isPending) {
    return (
      <div aria-busy="true" className={css({ display: 'grid', gap: '3' })}>
        <p className={muted}>{t('payments.billing.loading')}</p>
        <Skeleton className={css({ height: '12' })} />
        <Skeleton className={css({ height: '12' })} />
      </div>
    )
  }
  if (billing.isError) {
    return (
      <FormAlert tone="error" title={t('payments.billing.loadFailed')}>
        <p>{t(errorMessageKey(billing.error))}</p>
        <div>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void billing.refetch()}
          >
            {t('common.tryAgain')}
          </button>
        </div>
      </FormAlert>
    )
  }
  return <BillingDetailsForm customerId={props.customerId} city={props.city} saved={billing.data} />
}

function BillingDetailsForm(props: {
  customerId: string
  city: CityInfo
  saved: BillingDetails | null
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const countries = useCountryOptions()
  const typeName = useId()
  const formRef = useRef<HTMLFormElement>(null)
  const [form, setForm] = useState<BillingForm>(() =>
    props.saved
      ? billingFormOf(props.saved)
      : emptyBillingForm(props.city.countryCode.toUpperCase()),
  )
  const [errors, setErrors] = useState<BillingErrors>({})
  const [refusals, setRefusals] = useState(0)

  const save = useMutation({
    mutationFn: (details: BillingDetails) => putBillingDetails(props.customerId, details),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentQueries.billing(props.customerId).queryKey, saved)
      notify.success(t('payments.billing.saved'))
    },
    onError: (error) => {
      // The platform's field errors go next to their fields; nothing typed is lost.
      if (isApiError(error) && error.status === 422) {
        const found = billingErrorsOf(Object.entries(error.fieldErrors))
        if (Object.keys(found).length > 0) {
          setErrors(found)
          setRefusals((count) => count + 1)
        }
      }
    },
  })

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [refusals])

  const set = (name: keyof BillingForm, value: string) => {
    setForm((current) => ({ ...current, [name]: value }))
    if (name !== 'accountType' && errors[name])
      setErrors((current) => ({ ...current, [name]: undefined }))
  }

  const text = (name: BillingField, label: string, options: { optional?: boolean } = {}) => ({
    name,
    label,
    value: form[name],
    optionalLabel: options.optional ? t('payments.billing.optional') : undefined,
    error: errors[name] ? t(`payments.billing.errors.${errors[name]}`) : undefined,
    onChange: (event: { currentTarget: { value: string } }) => set(name, event.currentTarget.value),
    disabled: save.isPending,
  })

  const onSubmit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (save.isPending) return
    const found = validateBilling(form)
    setErrors(found)
    if (Object.values(found).some(Boolean)) {
      setRefusals((count) => count + 1)
      return
    }
    save.mutate(billingPayload(form))
  }

  const company = form.accountType === 'COMPANY'
  const noPostalCode = COUNTRIES_WITHOUT_POSTAL_CODE.has(form.country)
  const taxHint = TAX_HINTS[form.country] ?? 'OTHER'
  const failedOtherwise =
    save.isError && !(isApiError(save.error) && save.error.status === 422 && refusals > 0)

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={t('payments.billing.title')}
      className={css({ display: 'grid', gap: '4' })}
    >
      <p className={muted}>{t('payments.billing.lead')}</p>
      {failedOtherwise ? (
        <FormAlert tone="error" title={t('payments.billing.saveFailed')}>
          <p>{t(errorMessageKey(save.error))}</p>
        </FormAlert>
      ) : null}
      <fieldset className={choice}>
        <legend className={css({ fontWeight: 'semibold', marginBlockEnd: '2' })}>
          {t('payments.billing.accountType')}
        </legend>
        {(['PERSONAL', 'COMPANY'] as const satisfies readonly BillingAccountType[]).map((type) => (
          <label
            key={type}
            className={css({ display: 'flex', alignItems: 'center', gap: '2', minHeight: '44px' })}
          >
            <input
              type="radio"
              name={typeName}
              value={type}
              checked={form.accountType === type}
              disabled={save.isPending}
              onChange={() => set('accountType', type)}
              className={css({ width: '20px', height: '20px', accentColor: 'bg.brand' })}
            />
            {t(`payments.billing.type.${type}`)}
          </label>
        ))}
      </fieldset>
      {company ? (
        <div className={pair}>
          <TextField
            {...text('companyName', t('payments.billing.companyName'))}
            autoComplete="organization"
          />
          <TextField
            {...text('vatNumber', t(`payments.billing.taxNumber.${taxHint}`), { optional: true })}
            hint={t(`payments.billing.taxHint.${taxHint}`)}
            latin
            spellCheck={false}
          />
        </div>
      ) : null}
      <TextField
        {...text(
          'fullName',
          company ? t('payments.billing.contactName') : t('payments.billing.fullName'),
        )}
        autoComplete="name"
      />
      <TextField
        {...text('addressLine1', t('payments.billing.addressLine1'))}
        autoComplete="address-line1"
      />
      <TextField
        {...text('addressLine2', t('payments.billing.addressLine2'), { optional: true })}
        autoComplete="address-line2"
      />
      <div className={pair}>
        <TextField {...text('city', t('payments.billing.city'))} autoComplete="address-level2" />
        <SelectField
          label={t('payments.billing.country')}
          name="country"
          value={form.country}
          options={countries}
          autoComplete="country"
          disabled={save.isPending}
          error={errors.country ? t(`payments.billing.errors.${errors.country}`) : undefined}
          onChange={(event) => set('country', event.currentTarget.value)}
        />
      </div>
      {noPostalCode ? (
        <p className={muted}>{t('payments.billing.noPostalCode')}</p>
      ) : (
        <TextField
          {...text('postalCode', t('payments.billing.postalCode'), { optional: true })}
          autoComplete="postal-code"
          latin
        />
      )}
      <div>
        <button type="submit" className={button()} disabled={save.isPending}>
          {save.isPending ? t('payments.billing.saving') : t('payments.billing.save')}
        </button>
      </div>
    </form>
  )
}
