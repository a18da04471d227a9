import { queryOptions } from '@tanstack/react-query'
import { availabilityCalls, configurationCalls } from './platform-calls'
import type { DeliveryType, ProductType } from '../schemas/common'
import { BUSINESS_HOURS_STALE_MS, CITY_SETTINGS_STALE_MS, MINUTE_MS } from './stale-times'

export const configurationQueries = {
  all: () => ['configuration'] as const,
  citySettings: (product: ProductType, cityCode: string) =>
    queryOptions({
      queryKey: [...configurationQueries.all(), 'city-settings', product, cityCode] as const,
      queryFn: async ({ signal }) =>
        (await configurationCalls()).getCitySettings(product, cityCode, signal),
      staleTime: CITY_SETTINGS_STALE_MS,
    }),
  city: (cityCode: string) =>
    queryOptions({
      queryKey: [...configurationQueries.all(), 'city', cityCode] as const,
      queryFn: async ({ signal }) => (await configurationCalls()).getCity(cityCode, signal),
      staleTime: 30 * MINUTE_MS,
    }),
  businessHours: (cityCode: string, deliveryType: DeliveryType) =>
    queryOptions({
      queryKey: [...configurationQueries.all(), 'business-hours', cityCode, deliveryType] as const,
      queryFn: async ({ signal }) =>
        (await availabilityCalls()).getBusinessHours({ cityCode, deliveryType }, signal),
      staleTime: BUSINESS_HOURS_STALE_MS,
    }),
  translations: (locale: string) =>
    queryOptions({
      queryKey: [...configurationQueries.all(), 'translations', locale] as const,
      queryFn: async ({ signal }) => (await configurationCalls()).getTranslations(locale, signal),
      staleTime: 30 * MINUTE_MS,
    }),
  legalDocuments: (locale: string) =>
    queryOptions({
      queryKey: [...configurationQueries.all(), 'legal-documents', locale] as const,
      queryFn: async ({ signal }) => (await configurationCalls()).getLegalDocuments(locale, signal),
      staleTime: 30 * MINUTE_MS,
    }),
}
