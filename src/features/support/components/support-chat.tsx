import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from '../../../i18n/use-translation'
import { css } from '../../../../styled-system/css'
import { button, field } from '../../../../styled-system/recipes'
import type { CitySettings } from '../../../api/schemas/configuration'
import { ModalDialog } from '../../../components/ui/modal-dialog'
import { BusinessHours } from './business-hours'

/** How long the sandbox "agent" takes to answer. */
const REPLY_DELAY_MS = 700
const MAX_MESSAGE_LENGTH = 1000

interface Message {
  id: number
  from: 'customer' | 'agent'
  text: string
}

const log = css({
  display: 'grid',
  gap: '2',
  alignContent: 'start',
  minHeight: '120px',
  padding: '3',
  bg: 'bg.canvas',
  borderRadius: 'control',
  listStyle: 'none',
  margin: '0',
})

const bubble = css({
  maxWidth: '85%',
  paddingInline: '3',
  paddingBlock: '2',
  borderRadius: 'control',
  fontSize: 'sm',
  overflowWrap: 'anywhere',
  whiteSpace: 'pre-wrap',
  '&[data-from=agent]': {
    justifySelf: 'start',
    bg: 'bg.surface',
    borderWidth: '1px',
    borderColor: 'border.default',
  },
  '&[data-from=customer]': { justifySelf: 'end', bg: 'bg.brand', color: 'fg.onBrand' },
})

/**
 * The sandbox support chat of one city, product and language: the city's customer-service hours
 * and a conversation that stays in this tab. Typed text is only ever rendered as text.
 */
export function SupportChat(props: {
  open: boolean
  onClose: () => void
  title: string
  languageName: string
  cityName: string
  hours: CitySettings['customerServiceInfo']['businessHours'] | undefined
}) {
  const { t } = useTranslation()
  const inputId = useId()
  const [messages, setMessages] = useState<Message[]>(() => [
    { id: 0, from: 'agent', text: t('support.welcome', { city: props.cityName }) },
  ])
  const [draft, setDraft] = useState('')
  const timers = useRef<number[]>([])
  useEffect(() => () => timers.current.forEach((timer) => window.clearTimeout(timer)), [])

  const send = () => {
    const text = draft.trim()
    if (text === '') return
    setDraft('')
    setMessages((current) => [...current, { id: current.length, from: 'customer', text }])
    timers.current.push(
      window.setTimeout(() => {
        setMessages((current) => [
          ...current,
          { id: current.length, from: 'agent', text: t('support.autoReply') },
        ])
      }, REPLY_DELAY_MS),
    )
  }

  return (
    <ModalDialog
      open={props.open}
      onClose={props.onClose}
      title={props.title}
      closeLabel={t('support.close')}
      placement="corner"
      initialFocus="form input"
    >
      <div className={css({ display: 'grid', gap: '4' })}>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {t('support.language', { language: props.languageName })} {t('support.sandboxNote')}
        </p>
        {props.hours ? (
          <section
            aria-labelledby={`${inputId}-hours`}
            className={css({ display: 'grid', gap: '2' })}
          >
            <h3 id={`${inputId}-hours`} className={css({ fontWeight: 'semibold', fontSize: 'sm' })}>
              {t('support.hours', { city: props.cityName })}
            </h3>
            <BusinessHours hours={props.hours} />
          </section>
        ) : null}
        <div role="log" aria-live="polite" aria-label={t('support.conversation')}>
          <ol className={log}>
            {messages.map((message) => (
              <li key={message.id} data-from={message.from} className={bubble}>
                <span className={css({ srOnly: true })}>
                  {t(message.from === 'agent' ? 'support.agent' : 'support.you')}:{' '}
                </span>
                {message.text}
              </li>
            ))}
          </ol>
        </div>
        <form
          className={css({ display: 'flex', gap: '2', alignItems: 'end' })}
          onSubmit={(event) => {
            event.preventDefault()
            send()
          }}
        >
          <div className={css({ flex: '1' })}>
            <label htmlFor={inputId} className={css({ srOnly: true })}>
              {t('support.messageLabel')}
            </label>
            <input
              id={inputId}
              className={field()}
              value={draft}
              maxLength={MAX_MESSAGE_LENGTH}
              autoComplete="off"
              placeholder={t('support.messagePlaceholder')}
              onChange={(event) => setDraft(event.target.value)}
            />
          </div>
          <button type="submit" className={button()}>
            {t('support.send')}
          </button>
        </form>
      </div>
    </ModalDialog>
  )
}
