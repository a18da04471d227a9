// The floor's ten cards: the least a cars page could render, with space reserved for each photo
// (aspect-ratio placeholders), so nothing moves when the page settles. Used by the React floor
// and, rendered to markup at bench time, by its static-HTML twin.

const CARS = Array.from({ length: 10 }, (_, index) => ({
  id: `car-${index + 1}`,
  name: `Car ${index + 1}`,
  price: 100 + index * 15,
}))

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: 16,
  padding: 16,
  listStyle: 'none',
  margin: 0,
} as const
const card = { border: '1px solid #ddd', borderRadius: 12, overflow: 'hidden' } as const
const photo = { aspectRatio: '4 / 3', background: '#e8efe9' } as const

export function FloorCards() {
  return (
    <main>
      <h1 style={{ padding: '0 16px' }}>Cars in Dubai</h1>
      <ul style={grid}>
        {CARS.map((car) => (
          <li key={car.id} style={card}>
            <div style={photo} role="img" aria-label={car.name} />
            <p style={{ padding: '0 12px' }}>
              <strong>{car.name}</strong> · {car.price} AED/day
            </p>
          </li>
        ))}
      </ul>
    </main>
  )
}
