import { request } from './http'
import { fillPath, configurationPaths } from './paths'
import { productPath, type ProductType } from './schemas/common'
import {
  cityRecordSchema,
  citySettingsSchema,
  legalDocumentsResponseSchema,
  translationsResponseSchema,
} from './schemas/configuration'

export function getCitySettings(product: ProductType, cityCode: string, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: fillPath(configurationPaths.citySettings, { product: productPath(product), cityCode }),
    schema: citySettingsSchema,
    signal,
  })
}

export function getCity(cityCode: string, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: fillPath(configurationPaths.city, { cityCode }),
    schema: cityRecordSchema,
    signal,
  })
}

export function getTranslations(locale: string, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: fillPath(configurationPaths.translations, { locale }),
    schema: translationsResponseSchema,
    signal,
  })
}

export function getLegalDocuments(locale: string, signal?: AbortSignal) {
  return request({
    base: 'platform',
    path: fillPath(configurationPaths.legalDocuments, { locale }),
    schema: legalDocumentsResponseSchema,
    signal,
  })
}
