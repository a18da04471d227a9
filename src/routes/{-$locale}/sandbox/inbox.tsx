import { useQuery } from '@tanstack/react-query'
import { createFileRoute, notFound } from '@tanstack/react-router'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { sandboxCalls } from '../../../api/queries/platform-calls'
import { SimplePage } from '../../../components/ui/simple-page'
import { sandboxBuild } from '../../../lib/env'

/** Sandbox only: the mailbox of every email the fake platform has "sent". */
export const Route = createFileRoute('/{-$locale}/sandbox/inbox')({
  beforeLoad: () => {
    if (!sandboxBuild) throw notFound()
  },
  loader: ({ context }) =>
    sandboxBuild
      ? context.queryClient.query({
          queryKey: ['sandbox', 'inbox'],
          queryFn: async ({ signal }) => (await sandboxCalls()).getInbox(signal),
        })
      : undefined,
  component: SandboxOnly,
})

// Beside beforeLoad's not-found: a build without the sandbox drops the page's code.
function SandboxOnly() {
  return sandboxBuild ? <InboxRoute /> : null
}

const item = css({
  display: 'grid',
  gap: '2',
  padding: '4',
  bg: 'bg.surface',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'card',
})

function InboxRoute() {
  const { t } = useTranslation()
  const inbox = useQuery({
    queryKey: ['sandbox', 'inbox'],
    queryFn: async ({ signal }) => (await sandboxCalls()).getInbox(signal),
    refetchInterval: 3000,
  })
  const messages = inbox.data?.messages ?? []
  return (
    <SimplePage title={t('sandbox.inbox.title')} lead={t('sandbox.inbox.lead')}>
      {messages.length === 0 ? <p>{t('sandbox.inbox.empty')}</p> : null}
      <ul className={css({ display: 'grid', gap: '3', listStyle: 'none', padding: '0' })}>
        {messages.map((message) => (
          <li key={message.id} className={item}>
            <h2 className={css({ fontWeight: 'semibold' })}>{message.subject}</h2>
            <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
              {t('sandbox.inbox.to')} <bdi>{message.to}</bdi>
            </p>
            <p className={css({ whiteSpace: 'pre-line' })}>{message.body}</p>
            {message.link ? (
              <a href={message.link} className={css({ color: 'fg.brand', fontWeight: 'semibold' })}>
                {t('sandbox.inbox.open')}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
    </SimplePage>
  )
}
