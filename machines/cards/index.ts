// Adding a card as other flows see it: the payment machine invokes it as a child when the
// customer pays with a new card. The rest of this folder is the flow's own.

export { addCardMachine, type AddCardOutput, type AddCardStep } from './add-card.machine'
export type { AddCardInput } from './add-card.actors'
