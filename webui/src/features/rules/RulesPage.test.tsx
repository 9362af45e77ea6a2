import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { toast } from 'sonner'
import type { BrdRule } from '@/features/rules/types'
import { CHANGE_REASON_HEADER } from '@/lib/api'
import { AUTH_TOKEN_KEY, AUTH_USER_KEY } from '@/lib/storage'
import { DEMO_USER, fakeServer, fail, ok, type Call } from '@/test/fetch'
import { renderApp } from '@/test/renderApp'

const RULES: BrdRule[] = [
  {
    id: 'r1',
    rule: 'Approved display sizes',
    severity: 'critical',
    field: 'dimensions',
    section: 'Display Requirements',
    channel: 'Display',
    enabled: true,
    params: { allowed: ['300x250', '728x90'] },
    source: { document: 'dtc-display.docx', page: 2, quote: 'Banners must be delivered in 300x250 or 728x90.' },
    tests: [{ input: '300x250', expected: 'pass', description: 'approved size' }],
  },
  { id: 'r2', rule: 'Static file weight', severity: 'warning', field: 'fileSize', section: 'Technical', enabled: true, params: { max: 150, unit: 'KB' } },
  { id: 'r3', rule: 'Alt text on every banner', severity: 'minor', field: 'accessibility', section: 'Accessibility', enabled: false },
]

function savedRules(calls: Call[]): BrdRule[][] {
  return calls.filter((c) => c.method === 'POST' && c.path === '/api/user-data/brd-rules').map((c) => (JSON.parse(c.body!) as { rules: BrdRule[] }).rules)
}

/** echoSave answers a full-list save with the list sent. */
const echoSave = ({ body }: { body: string | null }) => ok({ rules: (JSON.parse(body!) as { rules: BrdRule[] }).rules })

const HEADERS = { 'GET /api/settings/trafficking-headers': ok({ headers: ['Country', 'Language'] }) }

describe('RulesPage', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    localStorage.setItem(AUTH_TOKEN_KEY, 'demo_t')
    localStorage.setItem(AUTH_USER_KEY, JSON.stringify(DEMO_USER))
  })

  it('lists the rules with counts, parameters, the BRD quote and the demo banner', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), ...HEADERS })
    renderApp('/rules')
    const row = await screen.findByRole('listitem', { name: 'Approved display sizes' })
    expect(within(row).getByText('critical')).toBeInTheDocument()
    expect(within(row).getByText('Allowed: 300x250, 728x90')).toBeInTheDocument()
    expect(within(row).getByText('“Banners must be delivered in 300x250 or 728x90.”')).toBeInTheDocument()
    expect(within(row).getByText('dtc-display.docx · p. 2')).toBeInTheDocument()
    expect(screen.getByText('≤ 150 KB')).toBeInTheDocument()
    expect(screen.getByTestId('rules-count-total')).toHaveTextContent('3')
    expect(screen.getByTestId('rules-count-enabled')).toHaveTextContent('2')
    expect(screen.getByTestId('rules-count-critical')).toHaveTextContent('1')
    expect(screen.getByText(/Demo mode\./)).toBeInTheDocument()
    expect(await screen.findByText('Language')).toBeInTheDocument()
    expect(document.title).toContain('Configuration')
  })

  it('filters by severity and search', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), ...HEADERS })
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    fireEvent.click(screen.getByRole('button', { name: 'minor' }))
    expect(screen.queryByRole('listitem', { name: 'Approved display sizes' })).not.toBeInTheDocument()
    expect(screen.getByRole('listitem', { name: 'Alt text on every banner' })).toBeInTheDocument()
    fireEvent.click(screen.getByRole('button', { name: 'all' }))
    fireEvent.change(screen.getByLabelText('Search rules'), { target: { value: 'no such rule' } })
    expect(screen.getByText('No rules match your search')).toBeInTheDocument()
  })

  it('shows only the rules that need review and settles all shown in one save', async () => {
    const flagged: BrdRule[] = [
      ...RULES,
      { id: 'f1', rule: 'No first names of real staff', severity: 'warning', field: 'naming', enabled: false, needsReview: true, reviewReason: 'stated requirement with no measurable value: manual review' },
      { id: 'f2', rule: 'Frame rate of banners', severity: 'minor', field: 'frameRate', enabled: false, needsReview: true, reviewReason: 'low confidence' },
      { id: 'f3', rule: 'Logo clear space', severity: 'minor', field: 'brandGuidelines', enabled: false, needsReview: true, reviewReason: 'low confidence' },
    ]
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: flagged }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    const filter = screen.getByRole('button', { name: /Needs review/ })
    expect(filter).toHaveTextContent('3')
    fireEvent.click(filter)
    expect(filter).toHaveAttribute('aria-pressed', 'true')
    expect(screen.queryByRole('listitem', { name: 'Approved display sizes' })).not.toBeInTheDocument()
    expect(screen.getByText('3 of 6 rules')).toBeInTheDocument()
    // Severity narrows the rules the bulk action settles.
    fireEvent.click(screen.getByRole('button', { name: 'minor' }))
    const bar = screen.getByRole('region', { name: 'Review the rules shown' })
    expect(bar).toHaveTextContent('2 rules shown need review.')
    fireEvent.click(within(bar).getByRole('button', { name: 'Switch on 2' }))
    expect(await screen.findByText('Switched on 2 rules; marked as reviewed')).toBeInTheDocument()
    const saves = savedRules(calls)
    expect(saves).toHaveLength(1)
    const byId = new Map(saves[0]!.map((r) => [r.id, r]))
    expect(byId.get('f2')).toMatchObject({ enabled: true, needsReview: false })
    expect(byId.get('f2')!.reviewReason).toBeUndefined()
    expect(byId.get('f3')).toMatchObject({ enabled: true, needsReview: false })
    expect(byId.get('f1')).toMatchObject({ enabled: false, needsReview: true })
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/user-data/brd-rules')!.headers.get(CHANGE_REASON_HEADER)).toBe(encodeURIComponent('Reviewed in bulk: switched on'))
    // The settled rules leave the review filter; the one left stays flagged.
    fireEvent.click(screen.getByRole('button', { name: 'all' }))
    expect(await screen.findByRole('listitem', { name: 'No first names of real staff' })).toBeInTheDocument()
    fireEvent.click(within(screen.getByRole('region', { name: 'Review the rules shown' })).getByRole('button', { name: 'Keep off, mark reviewed' }))
    expect(await screen.findByText('Kept off 1 rule; marked as reviewed')).toBeInTheDocument()
    expect(savedRules(calls)[1]!.find((r) => r.id === 'f1')).toMatchObject({ enabled: false, needsReview: false })
    expect(screen.getByText('No rules match your search')).toBeInTheDocument()
  })

  it('settles the flagged rules of a BRD rule set in one review request, all or none', async () => {
    const setRules: BrdRule[] = Array.from({ length: 5 }, (_, i) => ({ id: `s${i}`, rule: `Set rule ${i}`, severity: 'warning', enabled: false, needsReview: true }))
    const set = { id: 'rs-1', name: 'Zynthera BRD', version: 1, kind: 'brd', ruleCount: 5, enabled: 0, needsReview: 5, campaigns: [], versions: 1 }
    let reviews = 0
    let current = setRules
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'GET /api/rule-sets': ok({ ruleSets: [{ id: 'organization', name: 'Organization rules', version: 1, kind: 'organization', ruleCount: 3, enabled: 2, needsReview: 0, campaigns: [], versions: 1 }, set] }),
      'GET /api/rule-sets/rs-1': () => ok({ ruleSet: { ...set, rules: current, contradictions: [], history: [] } }),
      // The first review is refused whole (a rule the set no longer has); the second goes through as one new version.
      'POST /api/rule-sets/rs-1/review': ({ body }: { body: string | null }) => {
        const { ruleIds, decision } = JSON.parse(body!) as { ruleIds: string[]; decision: string }
        if (++reviews === 1) return fail(404, 'rule set has no rule "s3": nothing was changed')
        current = setRules.map((r) => (ruleIds.includes(r.id) ? { ...r, enabled: decision === 'enable', needsReview: false } : r))
        return ok({ ruleSet: { ...set, version: 2, versions: 2, needsReview: 0, rules: current, contradictions: [], history: [] } })
      },
      ...HEADERS,
    })
    const toastError = vi.spyOn(toast, 'error')
    const user = userEvent.setup()
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    await user.click(screen.getByRole('combobox', { name: 'Rule set' }))
    await user.click(await screen.findByRole('option', { name: 'Zynthera BRD v1' }))
    await screen.findByRole('listitem', { name: 'Set rule 0' })
    fireEvent.click(screen.getByRole('button', { name: /Needs review/ }))
    const bar = screen.getByRole('region', { name: 'Review the rules shown' })
    fireEvent.click(within(bar).getByRole('button', { name: 'Switch on 5' }))
    await waitFor(() => expect(toastError).toHaveBeenCalled())
    const [title, opts] = toastError.mock.calls[0]!
    expect(title).toBe('Could not review the 5 rules: none was changed')
    expect((opts as { description: string }).description).toBe('rule set has no rule "s3": nothing was changed')
    toastError.mockRestore()
    // One request for the five rules, never one per rule.
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0)
    const posted = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/rule-sets/rs-1/review')
    expect(posted()).toHaveLength(1)
    expect(JSON.parse(posted()[0]!.body!)).toEqual({ ruleIds: ['s0', 's1', 's2', 's3', 's4'], decision: 'enable' })
    // Again: the set answers with its new version, and the settled rules leave the review filter.
    fireEvent.click(within(screen.getByRole('region', { name: 'Review the rules shown' })).getByRole('button', { name: 'Keep off, mark reviewed' }))
    expect(await screen.findByText('Kept off 5 rules; marked as reviewed')).toBeInTheDocument()
    expect(posted()).toHaveLength(2)
    expect(JSON.parse(posted()[1]!.body!)).toEqual({ ruleIds: ['s0', 's1', 's2', 's3', 's4'], decision: 'keep-off' })
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Review the rules shown' })).not.toBeInTheDocument())
  })

  it('renders long lists a page at a time', async () => {
    // Rows are found by their aria-label, not by role: role queries compute
    // the accessible tree of hundreds of rows and took over 20 s on a loaded
    // machine.
    const many: BrdRule[] = Array.from({ length: 230 }, (_, i) => ({ id: `m${i}`, rule: `Rule number ${i}`, severity: 'minor', field: 'metadata', section: 'Technical', enabled: true }))
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: many }), ...HEADERS })
    renderApp('/rules')
    const rows = await screen.findByRole('list', { name: 'Rules' })
    expect(within(rows).getByLabelText('Rule number 0').tagName).toBe('LI')
    expect(within(rows).queryByLabelText('Rule number 100')).not.toBeInTheDocument()
    expect(screen.getByText('Showing 100 of 230')).toBeInTheDocument()
    fireEvent.click(screen.getByText('Show 100 more'))
    expect(within(rows).getByLabelText('Rule number 199').tagName).toBe('LI')
    fireEvent.click(screen.getByText('Show 30 more'))
    expect(within(rows).getByLabelText('Rule number 229').tagName).toBe('LI')
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument()
  })

  it('shows the empty state with its next actions', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: [] }), ...HEADERS })
    renderApp('/rules')
    expect(await screen.findByText('No rules yet — upload a BRD or add a custom rule')).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: /Upload New BRD/ }).length).toBeGreaterThan(0)
  })

  it('offers a retry when loading fails', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': fail(500, 'db down'), ...HEADERS })
    renderApp('/rules')
    expect(await screen.findByText('Could not load the rules')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /Retry/ })).toBeInTheDocument()
  })

  it('saves the full list when a rule is toggled off', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('switch', { name: 'Disable Static file weight' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    const sent = savedRules(calls)[0]!
    expect(sent).toHaveLength(3)
    expect(sent.find((r) => r.id === 'r2')!.enabled).toBe(false)
    expect(await screen.findByRole('switch', { name: 'Enable Static file weight' })).toBeInTheDocument()
  })

  it('keeps the previous state and shows the server reason when a save is refused', async () => {
    fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/user-data/brd-rules': fail(400, 'rule "Static file weight": unknown unit "parsecs" for field fileSize'),
      ...HEADERS,
    })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('switch', { name: 'Disable Static file weight' }))
    expect(await screen.findByText(/unknown unit "parsecs"/)).toBeInTheDocument()
    expect(await screen.findByRole('switch', { name: 'Disable Static file weight' })).toBeChecked()
  })

  it('adds a custom rule only when its dialog is saved', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: [] }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    await screen.findByText('No rules yet — upload a BRD or add a custom rule')
    fireEvent.click(screen.getAllByRole('button', { name: /Add Custom Rule/ })[0]!)
    const dialog = await screen.findByRole('dialog', { name: 'Add custom rule' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(savedRules(calls)).toHaveLength(0)
    expect(screen.queryByText('New custom rule')).not.toBeInTheDocument()
    fireEvent.click(screen.getAllByRole('button', { name: /Add Custom Rule/ })[0]!)
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Add custom rule' })).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    expect(savedRules(calls)[0]![0]).toMatchObject({ severity: 'warning', section: 'Custom Rules', field: 'customField', isCustom: true, enabled: true })
  })

  it('edits a parameter, validates it and saves', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Static file weight' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' })
    fireEvent.change(within(dialog).getByLabelText('Max'), { target: { value: 'lots' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }))
    expect(await within(dialog).findByText('Maximum must be a number of 0 or more')).toBeInTheDocument()
    expect(savedRules(calls)).toHaveLength(0)
    fireEvent.change(within(dialog).getByLabelText('Max'), { target: { value: '200' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    expect(savedRules(calls)[0]!.find((r) => r.id === 'r2')!.params).toEqual({ max: 200, unit: 'KB' })
    expect(await screen.findByText('≤ 200 KB')).toBeInTheDocument()
  })

  it("limits a rule to parts: listed ones, the rule set's document parts, and a document's words converted before saving", async () => {
    const withParts: BrdRule[] = [...RULES, { id: 'r4', rule: 'Booth banners stay light', severity: 'warning', field: 'fileSize', section: 'Technical', enabled: true, params: { max: 200, unit: 'KB', parts: ['boothBanner'] } }]
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: withParts }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Static file weight' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' })
    // The rule set's own document part is offered beside the listed parts.
    expect(document.querySelector('#rule-part-list option[value="boothBanner"]')).not.toBeNull()
    expect(document.querySelector('#rule-part-list option[value="End card"]')).not.toBeNull()
    const part = within(dialog).getByRole('combobox', { name: 'Parts' })
    fireEvent.change(part, { target: { value: 'endcrd' } })
    expect(within(dialog).getByTestId('part-reading')).toHaveTextContent('Not a listed part: did you mean End card?')
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeDisabled()
    fireEvent.change(part, { target: { value: 'Kiosk posters' } })
    expect(within(dialog).getByTestId('part-reading')).toHaveTextContent('Saved as kioskPoster')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }))
    expect(within(within(dialog).getByRole('list', { name: 'Parts the rule is limited to' })).getByText('kioskPoster')).toBeInTheDocument()
    // A part left in the field is added on save.
    fireEvent.change(part, { target: { value: 'End card' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    expect(savedRules(calls)[0]!.find((r) => r.id === 'r2')!.params).toEqual({ max: 150, unit: 'KB', parts: ['kioskPoster', 'endCard'] })
    expect(await screen.findByText('Parts: kioskPoster, endCard')).toBeInTheDocument()
  })

  it("removes a BRD rule set rule's last part by sending its parameters empty", async () => {
    const setRules: BrdRule[] = [{ id: 's1', rule: 'Kiosk posters only', severity: 'warning', field: 'customField', section: 'Custom Rules', enabled: true, params: { parts: ['kioskPoster'] } }]
    const set = { id: 'rs-1', name: 'Zynthera BRD', version: 1, kind: 'brd', ruleCount: 1, enabled: 1, needsReview: 0, campaigns: [], versions: 1 }
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'GET /api/rule-sets': ok({ ruleSets: [{ id: 'organization', name: 'Organization rules', version: 1, kind: 'organization', ruleCount: 3, enabled: 2, needsReview: 0, campaigns: [], versions: 1 }, set] }),
      'GET /api/rule-sets/rs-1': ok({ ruleSet: { ...set, rules: setRules, contradictions: [], history: [] } }),
      'PUT /api/rule-sets/rs-1/rules/s1': ({ body }: { body: string | null }) => ok({ rule: { ...setRules[0], ...(JSON.parse(body!) as object) } }),
      ...HEADERS,
    })
    const user = userEvent.setup()
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    await user.click(screen.getByRole('combobox', { name: 'Rule set' }))
    await user.click(await screen.findByRole('option', { name: 'Zynthera BRD v1' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Kiosk posters only' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove part kioskPoster' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }))
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1))
    expect(JSON.parse(calls.find((c) => c.method === 'PUT')!.body!)).toMatchObject({ params: {} })
  })

  it('keeps the dialog open while a typed part is no part', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Static file weight' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit rule' })
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Parts' }), { target: { value: 'thumbnial' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save rule' }))
    expect(await within(dialog).findByText('Not a listed part: did you mean Thumbnail?')).toBeInTheDocument()
    expect(savedRules(calls)).toHaveLength(0)
  })

  it('deletes a rule after confirmation', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alt text on every banner' }))
    const confirm = await screen.findByRole('alertdialog')
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    expect(savedRules(calls)[0]!.map((r) => r.id)).toEqual(['r1', 'r2'])
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Alt text on every banner' })).not.toBeInTheDocument())
  })

  it('sends the reason for a deletion to the audit trail', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Alt text on every banner' }))
    const confirm = await screen.findByRole('alertdialog')
    fireEvent.change(within(confirm).getByLabelText('Reason (optional)'), { target: { value: 'Légal: duplicate of r1' } })
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    const save = calls.find((c) => c.method === 'POST' && c.path === '/api/user-data/brd-rules')!
    expect(decodeURIComponent(save.headers.get('X-Change-Reason')!)).toBe('Légal: duplicate of r1')
  })

  it('shows a stale save as changed by someone else and overwrites on request', async () => {
    const theirs = RULES.map((r) => (r.id === 'r1' ? { ...r, rule: 'Sizes (their edit)', version: 2 } : { ...r, version: 1 }))
    let attempt = 0
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES.map((r) => ({ ...r, version: 1 })) }),
      'POST /api/user-data/brd-rules': (req) => {
        attempt++
        if (attempt === 1) return { status: 409, body: { success: false, error: 'This rule list was changed by someone else — reload or overwrite', data: { current: theirs, version: 0 } } }
        return echoSave(req)
      },
      ...HEADERS,
    })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('switch', { name: 'Disable Static file weight' }))
    const dialog = await screen.findByRole('alertdialog')
    expect(within(dialog).getByText(/changed by someone else — reload or overwrite/)).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Overwrite' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(2))
    const second = savedRules(calls)[1]!
    // Their edit of r1 stays; my change of r2 is applied on top, at their versions.
    expect(second.find((r) => r.id === 'r1')).toMatchObject({ rule: 'Sizes (their edit)', version: 2 })
    expect(second.find((r) => r.id === 'r2')).toMatchObject({ enabled: false, version: 1 })
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument())
  })

  it('uploads a BRD, lists the extracted rules and applies them', async () => {
    const extracted: BrdRule[] = [
      { ...RULES[0]!, rule: 'Approved display sizes (v2)', enabled: true, tests: undefined },
      { id: 'n1', rule: 'ISI must be visible', severity: 'critical', field: 'safetyInfo', section: 'Compliance', enabled: true, source: { document: 'brd.pdf', page: 1, quote: 'ISI must be visible.' } },
    ]
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/user-data/brd-rules': echoSave,
      'POST /api/brd/parse': { status: 200, body: { success: true, message: 'BRD processed successfully! Found 2 rules.', data: { rules: extracted, stats: { pages: 3, requirements: 9, rules: 2, merged: 0, unclassified: 0 } } } },
      ...HEADERS,
    })
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    fireEvent.click(screen.getByRole('button', { name: /Upload New BRD/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload New BRD' })
    const file = new File(['%PDF-1.4'], 'brd.pdf', { type: 'application/pdf' })
    fireEvent.change(within(dialog).getByLabelText('BRD file'), { target: { files: [file] } })
    const list = await within(dialog).findByRole('list', { name: 'Extracted rules' })
    expect(within(list).getByText('ISI must be visible')).toBeInTheDocument()
    expect(within(list).getByText('Updates existing')).toBeInTheDocument()
    expect(within(dialog).getByText('1 new · 1 already in your list')).toBeInTheDocument()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply 2 rules' }))
    expect(await screen.findByText('BRD processed successfully! Found 2 rules.')).toBeInTheDocument()
    const sent = savedRules(calls)[0]!
    expect(sent.map((r) => r.id)).toEqual(['r1', 'r2', 'r3', 'n1'])
    expect(sent[0]!.rule).toBe('Approved display sizes (v2)')
    expect(sent[0]!.tests).toEqual(RULES[0]!.tests)
  })

  it("saves a BRD as a campaign's rule set, flagged rules first with their reason and the contradictions", async () => {
    const extracted: BrdRule[] = [
      { id: 'n1', rule: 'Banner sizes', severity: 'critical', field: 'dimensions', enabled: true, params: { allowed: ['300x250'] }, source: { document: 'brd.pdf', quote: 'Banners must be 300x250.' } },
      { id: 'n2', rule: 'No Flash', severity: 'critical', field: 'format', enabled: false, needsReview: true, reviewReason: 'The document gives no value for this format.', source: { document: 'brd.pdf', quote: 'No Flash.' } },
    ]
    const contradictions = [{ ruleIds: ['n1', 'n3'], rules: ['Banner sizes', 'Leaderboard'], message: 'No asset can pass both: "Banner sizes" allows 300x250, "Leaderboard" allows 728x90.' }]
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'GET /api/campaigns': ok({ campaigns: [{ id: 'c9', name: 'Zynthera DTC', status: 'draft', brand: 'Zynthera' }] }),
      'POST /api/brd/parse': ok({ rules: extracted, contradictions }),
      'POST /api/rule-sets': ok({ ruleSet: { id: 'rs-1', name: 'Zynthera BRD', version: 1, kind: 'brd', rules: extracted, contradictions: [], history: [] } }),
      ...HEADERS,
    })
    const user = userEvent.setup()
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    fireEvent.click(screen.getByRole('button', { name: /Upload New BRD/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload New BRD' })
    fireEvent.change(within(dialog).getByLabelText('BRD file'), { target: { files: [new File(['%PDF-1.4'], 'brd.pdf', { type: 'application/pdf' })] } })
    const list = await within(dialog).findByRole('list', { name: 'Extracted rules' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('No Flash')
    expect(items[0]).toHaveTextContent('The document gives no value for this format.')
    expect(within(dialog).getByRole('alert')).toHaveTextContent('No asset can pass both')
    await user.click(within(dialog).getByRole('combobox', { name: 'Apply to' }))
    await user.click(await screen.findByRole('option', { name: 'Campaign: Zynthera DTC' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save as the campaign’s rule set' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/rule-sets')).toBe(true))
    const body = JSON.parse(calls.find((c) => c.method === 'POST' && c.path === '/api/rule-sets')!.body!) as { campaignId: string; document: string; rules: BrdRule[] }
    expect(body).toMatchObject({ campaignId: 'c9', document: 'brd.pdf' })
    expect(body.rules.find((r) => r.id === 'n2')!.enabled).toBe(false)
    expect(savedRules(calls)).toHaveLength(0)
  })

  it('reports a BRD the server cannot process and clears the extraction', async () => {
    fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/brd/parse': fail(415, 'Failed to process BRD file: notes.pdf is not a PDF, DOCX or DOC document'),
      ...HEADERS,
    })
    const toastError = vi.spyOn(toast, 'error')
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    fireEvent.click(screen.getByRole('button', { name: /Upload New BRD/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Upload New BRD' })
    fireEvent.change(within(dialog).getByLabelText('BRD file'), { target: { files: [new File(['x'], 'notes.pdf', { type: 'application/pdf' })] } })
    expect(await within(dialog).findByText('Failed to process BRD: notes.pdf is not a PDF, DOCX or DOC document')).toBeInTheDocument()
    // The error is shown once: inline, not also as a toast.
    expect(toastError).not.toHaveBeenCalled()
    toastError.mockRestore()
    expect(within(dialog).queryByRole('list', { name: 'Extracted rules' })).not.toBeInTheDocument()
  })

  it('explains why a dropped file is refused', async () => {
    fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), ...HEADERS })
    renderApp('/rules')
    await screen.findByRole('listitem', { name: 'Approved display sizes' })
    fireEvent.click(screen.getByRole('button', { name: /Upload New BRD/ }))
    const zone = await screen.findByTestId('brd-drop-zone')
    fireEvent.drop(zone, { dataTransfer: { files: [new File(['x'], 'banner.png', { type: 'image/png' })] } })
    expect(await screen.findByText(/banner.png was not accepted: its type is image\/png/)).toBeInTheDocument()
  })

  it('runs the test cases and tests a rule against a file', async () => {
    fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/rules/r1/test': ({ body }) =>
        body === '[binary]'
          ? ok({ rule: RULES[0], cases: [], passed: false, result: { status: 'fail', passed: false, message: 'Expected one of 300x250, 728x90 but got 640x480' } })
          : ok({
              rule: RULES[0],
              passed: true,
              cases: [{ testCase: RULES[0]!.tests![0], passed: true, result: { status: 'pass', passed: true, message: 'Got 300x250, as expected (one of 300x250, 728x90)' } }],
            }),
      ...HEADERS,
    })
    renderApp('/rules')
    const row = await screen.findByRole('listitem', { name: 'Approved display sizes' })
    fireEvent.click(within(row).getByRole('button', { name: /Tests/ }))
    fireEvent.click(within(row).getByRole('button', { name: 'Run tests' }))
    expect(await within(row).findByText('1 of 1 passed')).toBeInTheDocument()
    expect(within(row).getByText(/Got 300x250, as expected/)).toBeInTheDocument()
    expect(within(row).getByText('Passed: got pass as expected')).toBeInTheDocument()
    fireEvent.click(within(row).getByRole('button', { name: 'Test file' }))
    expect(await within(row).findByText('Please select a file first')).toBeInTheDocument()
    fireEvent.change(within(row).getByLabelText('File to test Approved display sizes against'), { target: { files: [new File(['x'], 'photo.jpg', { type: 'image/jpeg' })] } })
    fireEvent.click(within(row).getByRole('button', { name: 'Test file' }))
    expect(await within(row).findByText('Expected one of 300x250, 728x90 but got 640x480')).toBeInTheDocument()
  })

  it('adds a test case to the rule through the full-list save', async () => {
    const { calls } = fakeServer({ 'GET /api/user-data/brd-rules': ok({ rules: RULES }), 'POST /api/user-data/brd-rules': echoSave, ...HEADERS })
    renderApp('/rules')
    const row = await screen.findByRole('listitem', { name: 'Static file weight' })
    fireEvent.click(within(row).getByRole('button', { name: /Tests/ }))
    fireEvent.change(within(row).getByLabelText('Input'), { target: { value: '200KB' } })
    fireEvent.change(within(row).getByLabelText('Description'), { target: { value: 'too heavy' } })
    fireEvent.click(within(row).getByRole('button', { name: 'Add case' }))
    await waitFor(() => expect(savedRules(calls)).toHaveLength(1))
    expect(savedRules(calls)[0]!.find((r) => r.id === 'r2')!.tests).toEqual([{ input: '200KB', expected: 'pass', description: 'too heavy' }])
    expect(await within(row).findByText('too heavy')).toBeInTheDocument()
  })

  it('reads a trafficking template, shows its headers and saves them once confirmed', async () => {
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/trafficking/parse': ok({ headers: ['Country', 'Creative Name', 'Creative Size'] }),
      'POST /api/settings/trafficking-headers': ({ body }) => ok({ ...JSON.parse(body!), version: 4 }),
      'GET /api/settings/trafficking-headers': ok({ headers: ['Country', 'Language'], version: 3, defaults: ['Country', 'Language', 'Channel'], isDefault: false }),
    })
    renderApp('/rules')
    await screen.findByText('Language')
    fireEvent.change(screen.getByLabelText('Trafficking template file'), { target: { files: [new File(['a,b'], 'sheet.csv', { type: 'text/csv' })] } })
    expect(await screen.findByText('Trafficking matrix processed! Found 3 fields.')).toBeInTheDocument()
    const dialog = await screen.findByRole('dialog', { name: 'Use these trafficking headers?' })
    expect(within(within(dialog).getByRole('list', { name: 'Headers read from the template' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Country',
      'Creative Name',
      'Creative Size',
    ])
    const posts = () => calls.filter((c) => c.path === '/api/settings/trafficking-headers' && c.method === 'POST')
    expect(posts()).toHaveLength(0) // nothing is saved before the confirmation
    fireEvent.click(within(dialog).getByRole('button', { name: 'Use 3 headers' }))
    await waitFor(() => expect(posts()).toHaveLength(1))
    expect(JSON.parse(posts()[0]!.body!)).toEqual({ headers: ['Country', 'Creative Name', 'Creative Size'], version: 3 })
  })

  it('cancelling the preview keeps the current headers', async () => {
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/trafficking/parse': ok({ headers: ['Country', 'Creative Size'] }),
      ...HEADERS,
    })
    renderApp('/rules')
    await screen.findByText('Language')
    fireEvent.change(screen.getByLabelText('Trafficking template file'), { target: { files: [new File(['a,b'], 'sheet.csv', { type: 'text/csv' })] } })
    const dialog = await screen.findByRole('dialog', { name: 'Use these trafficking headers?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/settings/trafficking-headers')).toBe(false)
  })

  it('shows the reason a file is refused, once', async () => {
    fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'POST /api/trafficking/parse': fail(400, "Failed to process trafficking file: this does not look like a trafficking template's header row: a header row has at least two columns; found one, \"hello\""),
      ...HEADERS,
    })
    renderApp('/rules')
    await screen.findByText('Language')
    fireEvent.change(screen.getByLabelText('Trafficking template file'), { target: { files: [new File(['hello'], 'hello.csv', { type: 'text/csv' })] } })
    expect(await screen.findAllByText(/a header row has at least two columns; found one, "hello"/)).toHaveLength(1)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })

  it('Reset to defaults saves the default list', async () => {
    const { calls } = fakeServer({
      'GET /api/user-data/brd-rules': ok({ rules: RULES }),
      'GET /api/settings/trafficking-headers': ok({ headers: ['hello'], version: 2, defaults: ['Country', 'Language'], isDefault: false }),
      'POST /api/settings/trafficking-headers': ({ body }) => ok({ ...JSON.parse(body!), version: 3 }),
    })
    renderApp('/rules')
    fireEvent.click(await screen.findByRole('button', { name: 'Reset to defaults' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/settings/trafficking-headers')).toBe(true))
    const post = calls.find((c) => c.method === 'POST' && c.path === '/api/settings/trafficking-headers')!
    expect(JSON.parse(post.body!)).toEqual({ headers: ['Country', 'Language'], version: 2 })
  })
})
