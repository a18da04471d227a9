import { createFileRoute } from '@tanstack/react-router'
import { ProfilePage } from '../../../features/profile/components/profile-page'

export const Route = createFileRoute('/{-$locale}/_account/details')({
  component: DetailsRoute,
})

function DetailsRoute() {
  const { user } = Route.useRouteContext()
  return <ProfilePage key={user.userId} user={user} />
}
