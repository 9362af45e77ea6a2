import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useModalOpen } from './sonner'

describe('useModalOpen', () => {
  afterEach(() => {
    document.body.innerHTML = ''
  })

  it('follows a dialog portalled under the body as it opens and closes', async () => {
    const { result } = renderHook(() => useModalOpen())
    expect(result.current).toBe(false)
    const portal = document.createElement('div')
    portal.innerHTML = '<div role="dialog" data-state="open"></div>'
    act(() => document.body.appendChild(portal))
    await waitFor(() => expect(result.current).toBe(true))
    act(() => portal.firstElementChild!.setAttribute('data-state', 'closed'))
    await waitFor(() => expect(result.current).toBe(false))
    act(() => portal.firstElementChild!.setAttribute('data-state', 'open'))
    await waitFor(() => expect(result.current).toBe(true))
    act(() => portal.remove())
    await waitFor(() => expect(result.current).toBe(false))
  })

  it('does not search the page for every node added deep inside it (a scrolling list)', async () => {
    const list = document.createElement('ul')
    document.body.appendChild(list)
    renderHook(() => useModalOpen())
    const search = vi.spyOn(document, 'querySelector')
    for (let i = 0; i < 50; i++) list.appendChild(document.createElement('li'))
    await new Promise((r) => setTimeout(r, 0))
    expect(search).not.toHaveBeenCalled()
    search.mockRestore()
  })
})
