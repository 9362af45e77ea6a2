import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { UserBanner } from '@/features/shell/UserBanner'
import { displayName, initial, providerLabel } from '@/features/shell/userDisplay'
import type { User } from '@/lib/storage'

const google: User = {
  id: 'g1',
  email: 'jane.doe@acme-pharma.com',
  firstName: 'Jane',
  lastName: 'Doe',
  role: 'user',
  provider: 'google',
  createdAt: '2026-01-01T00:00:00Z',
}

describe('UserBanner', () => {
  it.each([
    { name: 'demo user', user: { ...google, provider: 'demo', role: 'admin' } },
    { name: 'nobody', user: null },
  ])('shows demo mode for $name', ({ user }) => {
    render(<UserBanner user={user} />)
    expect(screen.getByText('Using demo mode (not logged in)')).toBeInTheDocument()
  })

  it('shows initial, name, role, e-mail and provider for a Google user', () => {
    const { container } = render(<UserBanner user={google} />)
    expect(screen.queryByText('Using demo mode (not logged in)')).not.toBeInTheDocument()
    expect(container).toHaveTextContent('J')
    expect(container).toHaveTextContent('Jane Doe')
    expect(screen.getByText('user')).toBeInTheDocument()
    expect(container).toHaveTextContent('jane.doe@acme-pharma.com · Google')
  })
})

describe('user display helpers', () => {
  it.each([
    { u: { firstName: 'Jane', lastName: 'Doe', email: 'j@x.com' }, name: 'Jane Doe', init: 'J' },
    { u: { firstName: '', lastName: '', email: 'mike.r@x.com' }, name: 'mike.r', init: 'M' },
    { u: { firstName: 'Åsa', lastName: '', email: 'a@x.com' }, name: 'Åsa', init: 'Å' },
  ])('$name', ({ u, name, init }) => {
    expect(displayName(u)).toBe(name)
    expect(initial(u)).toBe(init)
  })
  it.each([
    ['google', 'Google'],
    ['demo', 'Demo'],
  ])('provider %s → %s', (p, want) => {
    expect(providerLabel(p)).toBe(want)
  })
})
