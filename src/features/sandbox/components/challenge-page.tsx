import { useMutation, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button } from '../../../../styled-system/recipes'
import { errorMessageKey } from '../../../api/errors'
import { decideChallenge, getChallenge } from '../../../api/sandbox'
import { PageHeading } from '../../../components/ui/page-heading'
import { safeRedirectPath } from '../../../domain/redirect'
import { useFormatters } from '../../../i18n/use-formatters'

const page = css({
  minHeight: '100dvh',
  display: 'grid',
  placeItems: 'center',
  padding: '4',
  bg: 'bg.subtle',
})

const card = css({
  width: 'min(100%, 440px)',
  display: 'grid',
  gap: '4',
  padding: '6',
  bg: 'bg.surface',
  borderRadius: 'card',
  borderWidth: '1px',
  borderColor: 'border.default',
})

/** Where to go afterwards: the app's return path, or the app's home. */
function returnHref(returnUrl: string | undefined): string {
  return `/rental${safeRedirectPath(returnUrl) ?? '/'}`
}

export function ChallengePage(props: {
  challengeId: string | undefined
  returnUrl: string | undefined
}) {
  const { t } = useTranslation()
  const { money } = useFormatters()
  const challenge = useQuery({
    queryKey: ['sandbox', 'challenge', props.challengeId],
    queryFn: ({ signal }) => getChallenge(props.challengeId ?? '', signal),
    enabled: props.challengeId !== undefined,
  })
  const decide = useMutation({
    mutationFn: (outcome: 'APPROVE' | 'DECLINE') =>
      decideChallenge(props.challengeId ?? '', outcome),
    onSuccess: () => window.location.assign(returnHref(props.returnUrl)),
  })
  const data = challenge.data
  // A decided challenge, or a scenario that wants no decision, goes straight back.
  const leaveNow = data !== undefined && (data.status !== 'PENDING' || data.mode === 'return')
  useEffect(() => {
    if (leaveNow) window.location.replace(returnHref(props.returnUrl))
  }, [leaveNow, props.returnUrl])

  const title =
    data?.kind === 'WALLET' ? t('sandbox.challenge.walletTitle') : t('sandbox.challenge.cardTitle')
  return (
    <main className={page}>
      <section aria-labelledby="page-title" className={card}>
        <p className={css({ fontSize: 'sm', fontWeight: 'semibold', color: 'fg.brand' })}>
          {t('sandbox.challenge.badge')}
        </p>
        <PageHeading id="page-title">{title}</PageHeading>
        {props.challengeId === undefined || challenge.isError ? (
          <>
            <p role="alert">
              {challenge.isError
                ? t(errorMessageKey(challenge.error))
                : t('sandbox.challenge.missing')}
            </p>
            <Link
              to="/{-$locale}"
              params={{ locale: undefined }}
              className={button({ variant: 'outline' })}
            >
              {t('sandbox.challenge.backToApp')}
            </Link>
          </>
        ) : data === undefined || leaveNow ? (
          <p role="status">{t('common.loading')}</p>
        ) : (
          <>
            <p>{t('sandbox.challenge.body')}</p>
            <dl
              className={css({
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                gap: '2',
                columnGap: '4',
              })}
            >
              <dt className={css({ color: 'fg.muted' })}>{t('sandbox.challenge.for')}</dt>
              <dd>
                <bdi>{data.description}</bdi>
              </dd>
              <dt className={css({ color: 'fg.muted' })}>{t('sandbox.challenge.amount')}</dt>
              <dd>
                {data.amount !== null && data.currency !== null
                  ? money(data.amount, data.currency)
                  : t('sandbox.challenge.noCharge')}
              </dd>
            </dl>
            {decide.isError ? <p role="alert">{t(errorMessageKey(decide.error))}</p> : null}
            <div className={css({ display: 'flex', gap: '3', flexWrap: 'wrap' })}>
              <button
                type="button"
                className={button()}
                disabled={decide.isPending}
                onClick={() => decide.mutate('APPROVE')}
              >
                {t('sandbox.challenge.approve')}
              </button>
              <button
                type="button"
                className={button({ variant: 'outline' })}
                disabled={decide.isPending}
                onClick={() => decide.mutate('DECLINE')}
              >
                {t('sandbox.challenge.decline')}
              </button>
            </div>
          </>
        )}
      </section>
    </main>
  )
}
