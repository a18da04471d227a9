import { readdirSync } from 'node:fs'
import { types } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod/mini'
import { BUILD_SLICE_MS, built, buildWhole } from './built'

describe('built', () => {
  it('builds the schema on first use, not when defined, and only once', () => {
    const build = vi.fn(() => z.object({ name: z.string() }))
    const schema = built(build)
    expect(build).not.toHaveBeenCalled()

    expect(schema.parse({ name: 'Ali' })).toEqual({ name: 'Ali' })
    expect(schema.safeParse({ name: 1 }).success).toBe(false)
    expect(build).toHaveBeenCalledTimes(1)
  })

  it('stands in for the schema inside others, built only when they parse', () => {
    const buildCity = vi.fn(() => z.enum(['DXB', 'RUH']))
    const city = built(buildCity)
    const listing = z.object({ city, cities: z.array(city), home: z.nullable(city) })
    const extended = z.extend(
      built(() => z.object({ id: z.string() })),
      { city },
    )
    expect(buildCity).not.toHaveBeenCalled()

    expect(listing.parse({ city: 'DXB', cities: ['RUH'], home: null })).toEqual({
      city: 'DXB',
      cities: ['RUH'],
      home: null,
    })
    expect(listing.safeParse({ city: 'CAI', cities: [], home: null }).success).toBe(false)
    expect(extended.parse({ id: 'x', city: 'RUH' })).toEqual({ id: 'x', city: 'RUH' })
    expect(buildCity).toHaveBeenCalledTimes(1)
  })

  it('keeps what the schema carries: checks, options and Standard Schema', async () => {
    const sort = built(() => z.enum(['price', 'newest']))
    expect(sort.options).toEqual(['price', 'newest'])
    const trimmed = built(() => z.string().check(z.trim(), z.minLength(2)))
    expect(trimmed.parse('  ab ')).toBe('ab')
    expect(trimmed.safeParse(' a ').success).toBe(false)
    const result = await trimmed['~standard'].validate(' xy ')
    expect(result).toEqual({ value: 'xy' })
  })
})

describe('buildWhole', () => {
  it('builds a schema and every schema inside it, once', async () => {
    const buildPhoto = vi.fn(() => z.object({ url: z.string() }))
    const buildCity = vi.fn(() => z.enum(['DXB', 'RUH']))
    const buildPrice = vi.fn(() => z.number().check(z.nonnegative()))
    const photo = built(buildPhoto)
    const city = built(buildCity)
    const price = built(buildPrice)
    const page = built(() =>
      z.object({
        items: z.array(z.object({ photos: z.array(photo), home: z.nullable(city) })),
        total: z.union([price, z.null()]),
      }),
    )

    await buildWhole(page)
    await buildWhole(page)
    expect(buildPhoto).toHaveBeenCalledTimes(1)
    expect(buildCity).toHaveBeenCalledTimes(1)
    expect(buildPrice).toHaveBeenCalledTimes(1)
    expect(page.parse({ items: [{ photos: [{ url: 'a' }], home: 'DXB' }], total: 3 })).toEqual({
      items: [{ photos: [{ url: 'a' }], home: 'DXB' }],
      total: 3,
    })
  })

  it('gives the main thread back every few milliseconds, and builds everything', async () => {
    let now = 0
    vi.spyOn(performance, 'now').mockImplementation(() => (now += BUILD_SLICE_MS / 2))
    const builds = Array.from({ length: 6 }, (_, index) =>
      vi.fn(() => z.object({ [`field${String(index)}`]: z.string() })),
    )
    const parts = builds.map((build) => built(build))
    const whole = built(() =>
      z.object(Object.fromEntries(parts.map((part, index) => [`part${String(index)}`, part]))),
    )
    const pauses: number[] = []
    await buildWhole(whole, () => {
      pauses.push(builds.filter((build) => build.mock.calls.length > 0).length)
      return Promise.resolve()
    })
    vi.restoreAllMocks()
    for (const build of builds) expect(build).toHaveBeenCalledTimes(1)
    // Paused while parts were still to build, not only at the end.
    expect(pauses.length).toBeGreaterThan(1)
    expect(pauses.some((done) => done < builds.length)).toBe(true)
  })
})

describe('the API schema modules', () => {
  const modules = readdirSync(new URL('.', import.meta.url)).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && file !== 'built.ts',
  )

  it.each(modules)('%s builds none of its schemas while it is evaluated', async (file) => {
    const module: unknown = await import(`./${file}`)
    const exports = typeof module === 'object' && module !== null ? Object.entries(module) : []
    const eager = exports
      .filter(([name, value]) => name.endsWith('Schema') && typeof value === 'object')
      .filter(([, value]) => !types.isProxy(value))
      .map(([name]) => name)
    expect(eager).toEqual([])
  })
})
