import { createFileRoute, redirect } from '@tanstack/react-router'
import { citySlugForLocale } from '../../domain/locales'

/** `/rental/` lands on the cars page of the locale's city (Dubai by default). */
export const Route = createFileRoute('/{-$locale}/')({
  beforeLoad: ({ context, params }) => {
    throw redirect({
      to: '/{-$locale}/$city/cars',
      params: { locale: params.locale, city: citySlugForLocale(context.locale.locale) },
      replace: true,
    })
  },
})
