import { accountHandlers } from './identity-account'
import { documentHandlers } from './identity-documents'
import { kycHandlers } from './identity-kyc'
import { loginHandlers } from './identity-login'

/** SPEC §7 "Identity": profile, logins and registration, documents and KYC. */
export const identityHandlers = [
  ...accountHandlers,
  ...loginHandlers,
  ...documentHandlers,
  ...kycHandlers,
]
