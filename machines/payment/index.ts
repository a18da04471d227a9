// The payment flow as other flows see it: the checkout and a new end date invoke the machine as a
// child, and the checkout loads the ways to pay with its actor before the payment starts. Their
// tests script it with payment.test-kit.ts. The rest of this folder is the flow's own.

export { paymentMachine, type PaymentCity, type PaymentStart } from './payment.machine'
export { loadPaymentOptions } from './payment.actors'
export { paymentView } from './payment.view'
