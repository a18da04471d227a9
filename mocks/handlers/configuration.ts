import { HttpResponse } from 'msw'
import { availabilityPaths, configurationPaths } from '../../src/api/paths'
import { deliveryTypeSchema } from '../../src/api/schemas/common'
import { db } from '../db'
import { productFromPath } from '../lib/product-path'
import { errorResponse } from '../lib/respond'
import { route } from '../lib/route'
import { selfPickupStarts } from '../lib/slots'
import { LEGAL_DOCUMENTS, SERVER_TRANSLATIONS } from '../seed/legal'

function languageOf(locale: string): 'en' | 'ar' | undefined {
  const language = locale.slice(0, 2).toLowerCase()
  return language === 'en' || language === 'ar' ? language : undefined
}

function unknownLocale(locale: string): Response {
  return errorResponse(404, `Unknown locale ${locale}`, { code: 'UNKNOWN_LOCALE' })
}

export const configurationHandlers = [
  route<{ product: string; cityCode: string }>(
    'get',
    'platform',
    configurationPaths.citySettings,
    ({ params }) => {
      const product = productFromPath(params.product)
      const settings = db.citySettings.findFirst((q) =>
        q.where({
          cityCode: (code) => code === params.cityCode.toUpperCase(),
          productType: product,
        }),
      )
      return settings
        ? HttpResponse.json(settings)
        : errorResponse(404, `No settings for ${params.cityCode}`, { code: 'UNKNOWN_CITY' })
    },
  ),

  route<{ cityCode: string }>('get', 'platform', configurationPaths.city, ({ params }) => {
    const city = db.cities.findFirst((q) =>
      q.where({ code: (code) => code === params.cityCode.toUpperCase() }),
    )
    if (!city)
      return errorResponse(404, `Unknown city ${params.cityCode}`, { code: 'UNKNOWN_CITY' })
    const { slug: _slug, ...record } = city
    return HttpResponse.json(record)
  }),

  route<{ locale: string }>('get', 'platform', configurationPaths.translations, ({ params }) => {
    const language = languageOf(params.locale)
    if (!language) return unknownLocale(params.locale)
    return HttpResponse.json({ locale: params.locale, translations: SERVER_TRANSLATIONS[language] })
  }),

  route<{ locale: string }>('get', 'platform', configurationPaths.legalDocuments, ({ params }) => {
    const language = languageOf(params.locale)
    if (!language) return unknownLocale(params.locale)
    return HttpResponse.json({ locale: params.locale, documents: LEGAL_DOCUMENTS[language] })
  }),

  route('get', 'platform', availabilityPaths.businessHours, ({ request }) => {
    const url = new URL(request.url)
    const cityCode = url.searchParams.get('cityCode')?.toUpperCase() ?? ''
    const deliveryType = deliveryTypeSchema.safeParse(url.searchParams.get('deliveryType'))
    if (!deliveryType.success)
      return errorResponse(400, 'deliveryType is required', { code: 'BAD_QUERY' })
    const settings = db.citySettings.findFirst((q) =>
      q.where({ cityCode: (code) => code === cityCode, productType: 'DAILY' }),
    )
    if (!settings) return errorResponse(404, `Unknown city ${cityCode}`, { code: 'UNKNOWN_CITY' })
    const days = Object.entries(settings.businessHours)
    return HttpResponse.json({
      d2dAvailability: {
        businessHoursByDayOfWeek: Object.fromEntries(days.map(([day, hours]) => [day, [hours]])),
      },
      selfPickupAvailability: {
        businessHoursByDayOfWeek: Object.fromEntries(
          days.map(([day, hours]) => [day, selfPickupStarts(hours.start, hours.end)]),
        ),
      },
    })
  }),
]
