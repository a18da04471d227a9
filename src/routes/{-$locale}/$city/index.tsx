import { createFileRoute, redirect } from '@tanstack/react-router'

export const Route = createFileRoute('/{-$locale}/$city/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$locale}/$city/cars', params, replace: true })
  },
})
