import { describe, expect, it } from 'vitest'
import {
  DISPLAY_CREATIVE_TYPE,
  creativeTypeLabel,
  isMissingRow,
  sheetCounts,
  csvField,
  loadPreviewState,
  previewAdvertiser,
  previewCountry,
  previewPhases,
  savePreviewState,
  traffickingCsv,
  traffickingFileName,
} from '@/features/trafficking/preview'
import fieldsFixture from '../../../../internal/quotedcsv/testdata/fields.json'

describe('derived preview values', () => {
  it.each([
    { name: 'no rows', rows: [], country: 'USA', advertiser: '—' },
    { name: 'empty values', rows: [{ Country: ' ', 'Advertiser ID': '' }], country: 'USA', advertiser: '—' },
    { name: 'first row wins', rows: [{ Country: 'CAN', 'Advertiser ID': 'ADV-1' }, { Country: 'MEX', 'Advertiser ID': 'ADV-2' }], country: 'CAN', advertiser: 'ADV-1' },
  ])('$name', ({ rows, country, advertiser }) => {
    expect(previewCountry(rows)).toBe(country)
    expect(previewAdvertiser(rows)).toBe(advertiser)
  })

  it.each<{ row: Record<string, string>; want: string }>([
    { row: { Channel: 'Display' }, want: DISPLAY_CREATIVE_TYPE },
    { row: { Channel: 'display' }, want: 'HTML5 Banner (HTML BAN)' },
    { row: {}, want: 'HTML5 Banner (HTML BAN)' },
    { row: { Channel: 'OLV' }, want: 'OLV' },
    { row: { Channel: 'Meta', 'Creative Type': 'Static Banner' }, want: 'Static Banner (STAT BAN)' },
    { row: { Channel: 'Display', 'Creative Type': 'Static Banner' }, want: 'Static Banner (STAT BAN)' },
    { row: { Channel: 'Display', 'Creative Type': 'HTML5 Banner' }, want: DISPLAY_CREATIVE_TYPE },
    { row: { Channel: 'OLV', 'Creative Type': 'Video' }, want: 'Video (VID)' },
  ])('creative type of $row', ({ row, want }) => {
    expect(creativeTypeLabel(row)).toBe(want)
  })

  it('counts real and missing creatives from the processing status', () => {
    expect(sheetCounts([{ 'Processing Status': 'complete' }, { 'Processing Status': 'missing' }, { 'Processing Status': 'Missing' }, {}])).toEqual({ creatives: 2, missing: 2 })
    expect(isMissingRow({ 'Processing Status': 'processing' })).toBe(false)
  })

  it('defaults missing phase labels', () => {
    expect(previewPhases(undefined)).toEqual(['Phase 1', 'Phase 2', 'Phase 3'])
    expect(previewPhases(['Tease', ' '])).toEqual(['Tease', 'Phase 2', 'Phase 3'])
  })
})

describe('trafficking CSV', () => {
  it.each([
    { v: '', want: '""' },
    { v: 'plain', want: '"plain"' },
    { v: 'say "hi"', want: '"say ""hi"""' },
    { v: 'a,b\nc', want: '"a,b\nc"' },
    { v: '=SUM(A1)', want: '"\'=SUM(A1)"' },
    { v: '-12.5', want: '"-12.5"' },
    { v: '-cmd', want: '"\'-cmd"' },
  ])('quotes $v', ({ v, want }) => {
    expect(csvField(v)).toBe(want)
  })

  // The server's CSV writer is tested against the same list: the two cannot drift apart.
  it.each(fieldsFixture.cases)('writes $value as the server does', ({ value, field }) => {
    expect(csvField(value)).toBe(field)
  })

  it('writes a BOM, every field quoted and CRLF line ends', () => {
    const csv = traffickingCsv(['Country', 'CTA 1'], [{ Country: 'USA', 'CTA 1': 'Ask "now"' }, { Country: 'CAN' }])
    expect(csv).toBe('\uFEFF"Country","CTA 1"\r\n"USA","Ask ""now"""\r\n"CAN",""\r\n')
  })

  it.each([
    { campaign: 'Spring Launch: HCP', want: 'spring_launch_hcp_trafficking.csv' },
    { campaign: '  Cardiozen   Q3 ', want: 'cardiozen_q3_trafficking.csv' },
    { campaign: 'Été 2026', want: 'été_2026_trafficking.csv' },
    { campaign: '***', want: 'brd_campaign_trafficking.csv' },
    { campaign: undefined, want: 'brd_campaign_trafficking.csv' },
  ])('file name of "$campaign"', ({ campaign, want }) => {
    expect(traffickingFileName(campaign)).toBe(want)
  })
})

describe('preview storage', () => {
  it('round-trips through sessionStorage and rejects junk', () => {
    const st = { headers: ['Country'], rows: [{ Country: 'USA' }], campaignName: 'C', packageId: 'p1', assetCount: 2 }
    expect(savePreviewState(st, window.sessionStorage)).toBe(true)
    expect(loadPreviewState(window.sessionStorage)).toEqual(st)
    window.sessionStorage.setItem('pharmaops.trafficking-preview', '{not json')
    expect(loadPreviewState(window.sessionStorage)).toBeNull()
  })
})
