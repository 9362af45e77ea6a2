import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { AssetRow } from './AssetRow'
import type { BuilderAsset } from './types'

const done: BuilderAsset = {
  id: 'a1',
  campaignId: 'c1',
  name: 'leaderboard_728x90.jpg',
  type: 'image',
  mimeType: 'image/jpeg',
  format: 'JPG',
  size: 2150,
  status: 'complete',
  progress: 100,
  info: { width: 728, height: 90 },
  processingSteps: ['Upload/Extract', 'OCR & Text', 'Elements Detection', 'BRD Matching', 'Compliance Score'].map((label) => ({ label, status: 'done' as const })),
  analysis: { complianceScore: 80, summary: { totalChecks: 10, passed: 8, failed: 2, warnings: 0 }, issues: [] },
}

const noop = () => {}

describe('AssetRow', () => {
  // A list of 2,000 assets mounts and removes about nine rows a frame as it
  // scrolls at 1440 px, and a row's cost follows its element count (see
  // docs/performance.md, "A cheaper row"): a finished row with its checkbox
  // was 28 elements, and is 21.
  it('draws a finished row in 21 elements', () => {
    const { container } = render(
      <ul>
        <AssetRow asset={done} selected={false} onSelect={noop} onOpen={noop} onDelete={noop} onReprocess={noop} />
      </ul>,
    )
    const row = container.querySelector('li')!
    expect(row.querySelectorAll('*').length + 1).toBe(21)
  })
})

describe('AssetRow light', () => {
  const draw = (asset: BuilderAsset, light: boolean) =>
    render(
      <ul>
        <AssetRow asset={asset} light={light} selected={false} onSelect={noop} onOpen={noop} onDelete={noop} onReprocess={noop} />
      </ul>,
    ).container.querySelector('li')!

  it('draws a finished asset light: its name, size, status and counts as text, no control, no image', () => {
    const row = draw(done, true)
    expect(row).toHaveAttribute('data-light', 'true')
    expect(row.querySelectorAll('button, input, [role="progressbar"], svg, .count-icon, [class*="score-ring-"]')).toHaveLength(0)
    expect(row).toHaveTextContent('leaderboard_728x90.jpg')
    expect(row).toHaveTextContent('2.1 KB')
    expect(row.querySelector('[data-testid="asset-status"]')).toHaveTextContent('Complete')
    expect(row.querySelector('[data-testid="asset-status"]')).toHaveClass('text-success')
    expect(row.querySelector('[role="img"]')).toHaveAccessibleName('2 failed, 0 warnings, 8 passed')
    expect(row).toHaveTextContent('80% Compliant')
    expect(row).toHaveTextContent('All 5 steps done')
  })

  it('keeps the full row\'s boxes: the name truncated the same way, one box for each control', () => {
    const full = draw(done, false)
    const light = draw(done, true)
    expect(light.children).toHaveLength(full.children.length)
    const name = (li: Element) => li.querySelector(':scope > div.min-w-0 > div:first-child > :first-child')!
    expect(name(light).className).toContain('min-w-0 truncate')
    expect(name(full).className).toContain('min-w-0 truncate')
    expect(name(light)).toHaveTextContent(done.name)
  })

  it('draws an asset still processing, or failed, in full even when asked for light', () => {
    for (const status of ['processing', 'error'] as const) {
      const row = draw({ ...done, status, progress: 40 }, true)
      expect(row).not.toHaveAttribute('data-light')
      expect(row.querySelector('[role="progressbar"]')).not.toBeNull()
    }
  })
})
