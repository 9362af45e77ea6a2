import { describe, expect, it } from 'vitest'
import { printFacts } from './printFacts'

describe('printFacts', () => {
  it('lists a print PDF facts', () => {
    const rows = printFacts({
      pageCount: 3,
      trim: { widthPt: 595.28, heightPt: 841.89, bleedMinPt: 8.5, bleedMaxPt: 8.5 },
      print: {
        pagesRead: 3,
        colorSpaces: [
          { space: 'CMYK', page: 1, what: 'fill colour' },
          { space: 'Spot', name: 'PANTONE 286 C', page: 2, what: 'fill colour' },
        ],
        outputIntents: [{ identifier: 'FOGRA39', condition: 'Coated FOGRA39' }],
        pdfx: 'PDF/X-1a:2001',
        fonts: 3,
        fontsNotEmbedded: ['Helvetica'],
        lowestImage: { page: 2, name: 'Im2', dpi: 150 },
        ink: { maxPercent: 320, page: 2, what: 'image Im1', notSummed: ['ICC-based colour'] },
      },
    })
    expect(Object.fromEntries(rows)).toEqual({
      Trim: '210 × 297 mm, bleed 3 mm',
      'Colour spaces': 'CMYK, spot PANTONE 286 C',
      'Output intent': 'Coated FOGRA39',
      'PDF/X': 'PDF/X-1a:2001',
      Fonts: 'Not embedded: Helvetica (of 3)',
      'Lowest image': '150 dpi · Im2, page 2',
      'Total ink': 'at least 320% · image Im1, page 2 (not summed: ICC-based colour)',
    })
  })

  it('says what a PDF lacks and what was not read', () => {
    const rows = Object.fromEntries(printFacts({ print: { pagesRead: 40, unread: 'pages from 41 on were not read: budget', fonts: 2, ink: { maxPercent: 0, notSummed: ['RGB colour'] } } }))
    expect(rows['Colour spaces']).toBe('Default black only')
    expect(rows['Output intent']).toBe('None declared')
    expect(rows.Fonts).toBe('2 embedded')
    expect(rows['Total ink']).toBe('Not measured (RGB colour)')
    expect(rows['Not read']).toContain('pages from 41')
  })

  it('shows nothing for other files', () => {
    expect(printFacts({ width: 300, height: 250 })).toEqual([])
  })
})
