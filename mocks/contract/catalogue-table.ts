import {
  getBookedDays,
  getBookingSlots,
  getBusinessHours,
  getListing,
  getListingSlots,
  searchListings,
} from '../../src/api/availability'
import {
  getCity,
  getCitySettings,
  getLegalDocuments,
  getTranslations,
} from '../../src/api/configuration'
import { availabilityPaths, configurationPaths } from '../../src/api/paths'
import { asCustomer, dubai, type ContractTable } from './kit'

/** Configuration and availability: what the catalogue of cars is made of. */
export const catalogueContracts: ContractTable = {
  [`GET ${configurationPaths.citySettings}`]: {
    happy: () => getCitySettings('MONTHLY', 'RUH'),
    failure: () => getCitySettings('DAILY', 'XXX'),
    fails: 404,
  },
  [`GET ${configurationPaths.city}`]: {
    happy: () => getCity('BUD'),
    failure: () => getCity('XXX'),
    fails: 404,
  },
  [`GET ${configurationPaths.translations}`]: {
    happy: () => getTranslations('ar-DXB'),
    failure: () => getTranslations('fr-FR'),
    fails: 404,
  },
  [`GET ${configurationPaths.legalDocuments}`]: {
    happy: () => getLegalDocuments('en-DXB'),
    failure: () => getLegalDocuments('fr-FR'),
    fails: 404,
  },
  [`GET ${availabilityPaths.listingSlots}`]: {
    happy: () =>
      getListingSlots({
        listingId: 'dxb-005',
        date: dubai(3).slice(0, 10),
        cityCode: 'DXB',
        deliveryType: 'DOOR_TO_DOOR',
      }),
    failure: () =>
      getListingSlots({
        listingId: 'dxb-005',
        date: '2026-02-30',
        cityCode: 'DXB',
        deliveryType: 'DOOR_TO_DOOR',
      }),
    fails: 400,
  },
  [`GET ${availabilityPaths.bookingSlots}`]: {
    happy: async () => (
      await asCustomer(),
      getBookingSlots({
        bookingId: 'bkg-customer-active',
        date: dubai(4).slice(0, 10),
        cityCode: 'DXB',
      })
    ),
    failure: () =>
      getBookingSlots({
        bookingId: 'bkg-customer-active',
        date: dubai(4).slice(0, 10),
        cityCode: 'DXB',
      }),
    fails: 401,
  },
  [`GET ${availabilityPaths.businessHours}`]: {
    happy: () => getBusinessHours({ cityCode: 'RUH', deliveryType: 'SELF_PICKUP' }),
    failure: () => getBusinessHours({ cityCode: 'XXX', deliveryType: 'SELF_PICKUP' }),
    fails: 404,
  },
  [`GET ${availabilityPaths.listings}`]: {
    happy: () => searchListings({ cityCode: 'BUD', product: 'MONTHLY', page: 1, pageSize: 10 }),
    failure: () => searchListings({ cityCode: 'XXX', product: 'DAILY', page: 1, pageSize: 10 }),
    fails: 404,
  },
  [`GET ${availabilityPaths.listing}`]: {
    happy: () => getListing('shj-002'),
    failure: () => getListing('nope'),
    fails: 404,
  },
  [`GET ${availabilityPaths.bookedDays}`]: {
    happy: () =>
      getBookedDays({
        listingId: 'dxb-001',
        from: dubai(1).slice(0, 10),
        to: dubai(31).slice(0, 10),
        cityCode: 'DXB',
      }),
    failure: () =>
      getBookedDays({
        listingId: 'dxb-001',
        from: '2026-12-10',
        to: '2026-12-01',
        cityCode: 'DXB',
      }),
    fails: 400,
  },
}
