import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { carImageSchema } from '../../api/schemas/listings'
import { CarPhoto } from './car-photo'

describe('CarPhoto', () => {
  it('offers every size the platform has, for the slot it fills', () => {
    const image = carImageSchema.parse({
      url: '/photos/a.svg',
      width: 800,
      height: 500,
      renditions: [
        { url: '/photos/a-400.webp', width: 400 },
        { url: '/photos/a-800.webp', width: 800 },
      ],
    })
    render(<CarPhoto image={image} sizes="(min-width: 1024px) 400px, 100vw" alt="Kia Picanto" />)
    const photo = screen.getByRole('img', { name: 'Kia Picanto' })
    expect(photo).toHaveAttribute('src', '/photos/a.svg')
    expect(photo).toHaveAttribute('srcset', '/photos/a-400.webp 400w, /photos/a-800.webp 800w')
    expect(photo).toHaveAttribute('sizes', '(min-width: 1024px) 400px, 100vw')
    // The original's proportions reserve the space before it loads.
    expect(photo).toHaveAttribute('width', '800')
    expect(photo).toHaveAttribute('height', '500')
  })

  it('loads the original alone when the platform offers no sizes', () => {
    const image = carImageSchema.parse({ url: '/photos/b.jpg', width: 1600, height: 1000 })
    expect(image.renditions).toEqual([])
    render(<CarPhoto image={image} sizes="100vw" alt="" width={160} height={100} />)
    const photo = screen.getByRole('presentation')
    expect(photo).toHaveAttribute('src', '/photos/b.jpg')
    expect(photo).not.toHaveAttribute('srcset')
    expect(photo).not.toHaveAttribute('sizes')
    expect(photo).toHaveAttribute('width', '160')
  })
})
