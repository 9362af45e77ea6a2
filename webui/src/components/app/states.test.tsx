import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FolderKanban } from 'lucide-react'
import { describe, expect, it, vi } from 'vitest'
import { EmptyState, QueryState } from '@/components/app/states'

function query(over: Partial<{ isPending: boolean; isError: boolean; error: unknown }> = {}) {
  return { isPending: false, isError: false, error: null, data: undefined, refetch: vi.fn(), ...over }
}

describe('QueryState', () => {
  const empty = <EmptyState icon={FolderKanban} title="No campaigns yet" />

  it('draws the loading state and not the content before the first answer', () => {
    const content = vi.fn(() => <p>content</p>)
    render(<QueryState query={query({ isPending: true })} loading={<p>loading</p>} errorTitle="Could not load">{content}</QueryState>)
    expect(screen.getByText('loading')).toBeInTheDocument()
    expect(content).not.toHaveBeenCalled()
  })

  it('draws the error with its cause and retries', async () => {
    const q = query({ isError: true, error: new Error('HTTP 500') })
    render(<QueryState query={q} loading={null} errorTitle="Could not load campaigns">{() => <p>content</p>}</QueryState>)
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load campaigns')
    expect(screen.getByRole('alert')).toHaveTextContent('HTTP 500')
    await userEvent.click(screen.getByRole('button', { name: /retry/i }))
    expect(q.refetch).toHaveBeenCalledTimes(1)
    expect(screen.queryByText('content')).not.toBeInTheDocument()
  })

  it('draws the empty state only when the answer is empty', () => {
    const { rerender } = render(
      <QueryState query={query()} loading={null} errorTitle="x" isEmpty empty={empty}>{() => <p>content</p>}</QueryState>,
    )
    expect(screen.getByText('No campaigns yet')).toBeInTheDocument()
    expect(screen.queryByText('content')).not.toBeInTheDocument()
    rerender(<QueryState query={query()} loading={null} errorTitle="x" isEmpty={false} empty={empty}>{() => <p>content</p>}</QueryState>)
    expect(screen.getByText('content')).toBeInTheDocument()
    expect(screen.queryByText('No campaigns yet')).not.toBeInTheDocument()
  })
})
