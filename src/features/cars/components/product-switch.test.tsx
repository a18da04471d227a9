import { act, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { ProductType } from '../../../api/schemas/common'
import { ProductSwitch } from './product-switch'

describe('ProductSwitch', () => {
  it('shows the choice at once and hands it to the page after that paint', async () => {
    const changes: ProductType[] = []
    function Page() {
      const [product, setProduct] = useState<ProductType>('DAILY')
      return (
        <ProductSwitch
          value={product}
          onChange={(next) => {
            changes.push(next)
            setProduct(next)
          }}
        />
      )
    }
    render(<Page />)
    const monthly = screen.getByRole('radio', { name: 'Monthly' })
    act(() => monthly.click())
    // Flipped in the tap's own frame; the page (its list) has not been asked yet.
    expect(monthly).toBeChecked()
    expect(changes).toEqual([])
    await vi.waitFor(() => expect(changes).toEqual(['MONTHLY']))
    expect(monthly).toBeChecked()
    expect(screen.getByRole('radio', { name: 'Daily' })).not.toBeChecked()
  })
})
