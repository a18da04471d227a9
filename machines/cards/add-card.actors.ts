import { fromAbortablePromise } from '../shared/abortable-promise'
import { addCardToken } from '../../src/api/payment'
import type { Currency } from '../../src/api/schemas/common'
import type { CityCode } from '../../src/domain/cities'
import type { CardBrand, CardTokenResponse } from '../../src/api/schemas/payment'

// The platform step of adding a card: hand the provider's token to checkout/card-token. Polling
// the card's 3-D Secure result is the shared three-ds machine.

export interface AddCardInput {
  customerId: string
  cardToken: string
  cardNetwork: CardBrand
  currency: Currency
  cityCode: CityCode
  /** One key per attempt: a retried request never adds the card twice. */
  key: string
}

export const addCard = fromAbortablePromise<CardTokenResponse, AddCardInput>(({ input }) =>
  addCardToken(
    input.customerId,
    {
      cardToken: input.cardToken,
      cardNetwork: input.cardNetwork,
      currency: input.currency,
      cityCode: input.cityCode,
    },
    input.key,
  ),
)
