import { addCardToken } from '../api/payment'
import { tokenizeCard } from '../api/sandbox'
import { sandboxToday } from '../../mocks/testing'

/** Adds the magic card that needs 3-D Secure (4000 0000 0000 3220) to a customer: it stays PENDING. */
export async function addChallengedCard(customerId: string, idempotencyKey: string) {
  const { token, brand } = await tokenizeCard({
    number: '4000000000003220',
    expiryMonth: 12,
    expiryYear: sandboxToday('Asia/Dubai').year + 2,
    cvc: '123',
  })
  const added = await addCardToken(
    customerId,
    { cardToken: token, cardNetwork: brand, currency: 'AED', cityCode: 'DXB' },
    idempotencyKey,
  )
  return { added, brand }
}
