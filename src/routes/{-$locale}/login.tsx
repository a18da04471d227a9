import { createFileRoute } from '@tanstack/react-router'
import { useTranslation } from 'react-i18next'
import { z } from 'zod/mini'
import { SimplePage } from '../../components/ui/simple-page'
import { citySearch, redirectSearch } from '../-search'

export const Route = createFileRoute('/{-$locale}/login')({
  validateSearch: z.object({ redirect: redirectSearch, city: citySearch }),
  component: LoginRoute,
})

function LoginRoute() {
  const { t } = useTranslation()
  return <SimplePage title={t('pages.login.title')} lead={t('pages.login.lead')} />
}
