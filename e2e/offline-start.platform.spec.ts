import { expect, test } from './fixtures'
import {
  cards,
  expectTakenOver,
  markBuildHeading,
  PRERENDERED_PAGES,
  reactErrors,
  staticImports,
} from './prerendered'

// The connection drops just as the app starts fetching its code (a phone going into a tunnel), on
// the build a launch would run (no sandbox), in front of the standalone platform. The prerendered
// page stays as it is, to be read: no reload onto the browser's offline page, no error page. Once
// the connection is back the app fetches the code it could not (the route's, the session's, the
// API calls') and takes the page over (docs/deploying.md).

for (const page of PRERENDERED_PAGES) {
  test(`keeps the cars page when the connection drops as the app starts, then starts, in ${page.language} @phone`, async ({
    page: tab,
    context,
  }) => {
    const errors = reactErrors(tab)
    // The entry and what it imports statically load up front; the first chunk the app asks for
    // later takes the connection down.
    const html = await (await tab.request.get(page.path)).text()
    const upFront = await staticImports(
      tab,
      [...html.matchAll(/\/rental\/assets\/[^"]+\.js/g)].map((match) => match[0]),
    )
    let dropped = false
    await context.route('**/rental/assets/*.js', async (route) => {
      if (!dropped && !upFront.has(new URL(route.request().url()).pathname)) {
        dropped = true
        await context.setOffline(true)
        await route.abort('internetdisconnected')
        return
      }
      await route.fallback()
    })
    await tab.goto(page.path)
    await markBuildHeading(tab, page)
    await expect.poll(() => dropped).toBe(true)
    await expect(cards(tab)).toHaveCount(10)
    await expect(tab.getByRole('alert')).toHaveCount(0)

    await context.setOffline(false)
    await expectTakenOver(tab, page)
    expect(errors).toEqual([])
  })
}
