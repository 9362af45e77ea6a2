import { CheckCircle2, FileUp, Loader2, Play, Plus, Trash2, XCircle } from 'lucide-react'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select'
import { cn } from '@/lib/utils'
import { rulesApi, serverDetail } from './rulesApi'
import { formatSize } from '@/lib/format'
import type { BrdRule, RuleTestCase, RuleTestReport, RuleTestResult } from './types'

/** RuleTestsProps are the props of RuleTests. */
export interface RuleTestsProps {
  rule: BrdRule
  /** onSaveTests saves the rule's test cases with the full list; a rejection keeps the form. */
  onSaveTests: (tests: RuleTestCase[]) => Promise<void>
}

/** inputHint suggests a test input for a rule field. */
function inputHint(field: string | undefined): string {
  switch (field) {
    case 'dimensions':
      return 'e.g. 300x250 or banner_728x90.png'
    case 'fileSize':
      return 'e.g. 120KB'
    case 'format':
      return 'e.g. PNG or hero.jpg'
    case 'duration':
      return 'e.g. 15s'
    case 'frameRate':
      return 'e.g. 30fps'
    case 'bitrate':
      return 'e.g. 2500kbps'
    case 'naming':
      return 'e.g. Brand_Hero_300x250.png'
    default:
      return 'A file name or value'
  }
}

/**
 * RuleTests is a rule's test-case section: the cases (input, expected
 * pass/fail, description), adding and removing them, running them against
 * the stored rule, and testing the rule against a real file (spec §2, §5).
 */
export function RuleTests({ rule, onSaveTests }: RuleTestsProps) {
  const tests = rule.tests ?? []
  const [input, setInput] = React.useState('')
  const [expected, setExpected] = React.useState<'pass' | 'fail'>('pass')
  const [description, setDescription] = React.useState('')
  const [formError, setFormError] = React.useState<string | null>(null)
  const [saving, setSaving] = React.useState(false)
  const [report, setReport] = React.useState<RuleTestReport | null>(null)
  const [running, setRunning] = React.useState(false)
  const [file, setFile] = React.useState<File | null>(null)
  const [fileResult, setFileResult] = React.useState<RuleTestResult | null>(null)
  const [fileMessage, setFileMessage] = React.useState<string | null>(null)
  const [testingFile, setTestingFile] = React.useState(false)
  const fileRef = React.useRef<HTMLInputElement>(null)

  async function addCase(e: React.FormEvent) {
    e.preventDefault()
    if (!input.trim()) {
      setFormError('Enter an input to test')
      return
    }
    setSaving(true)
    setFormError(null)
    try {
      await onSaveTests([...tests, { input: input.trim(), expected, ...(description.trim() ? { description: description.trim() } : {}) }])
      setInput('')
      setDescription('')
      setReport(null)
    } catch (err) {
      setFormError(err instanceof Error ? err.message : String(err))
    } finally {
      setSaving(false)
    }
  }

  async function removeCase(i: number) {
    try {
      await onSaveTests(tests.filter((_, j) => j !== i))
      setReport(null)
    } catch (err) {
      toast.error('Could not remove the test case', { description: err instanceof Error ? err.message : String(err) })
    }
  }

  async function run() {
    setRunning(true)
    try {
      setReport(await rulesApi.runTests(rule.id))
    } catch (err) {
      toast.error('Could not run the tests', { description: serverDetail(err) })
    } finally {
      setRunning(false)
    }
  }

  async function testFile() {
    setFileResult(null)
    if (!file) {
      setFileMessage('Please select a file first')
      return
    }
    setFileMessage(null)
    setTestingFile(true)
    try {
      const rep = await rulesApi.testFile(rule.id, file)
      if (rep.result) setFileResult(rep.result)
      else setFileMessage('The server returned no result for this file')
    } catch (err) {
      setFileMessage(serverDetail(err))
    } finally {
      setTestingFile(false)
    }
  }

  const outcomes = report && report.cases.length === tests.length ? report.cases : null
  const passedCount = outcomes?.filter((c) => c.passed).length ?? 0

  return (
    <div className="grid gap-4 border-t bg-muted/30 px-5 py-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,20rem)]">
      <section aria-label={`Test cases of ${rule.rule}`} className="grid content-start gap-3">
        <div className="flex items-center gap-3">
          <h3 className="text-sm font-semibold">Test cases</h3>
          {outcomes ? (
            <span className={cn('inline-flex items-center gap-1 text-xs font-medium', passedCount === outcomes.length ? 'text-success' : 'text-danger')}>
              {passedCount === outcomes.length ? <CheckCircle2 className="size-3.5" aria-hidden="true" /> : <XCircle className="size-3.5" aria-hidden="true" />}
              {passedCount} of {outcomes.length} passed
            </span>
          ) : null}
          <Button size="sm" variant="outline" className="ml-auto" onClick={() => void run()} disabled={running || tests.length === 0}>
            {running ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play />}
            Run tests
          </Button>
        </div>

        {tests.length === 0 ? (
          <p className="text-xs text-muted-foreground">No test cases yet. Add an input and the outcome you expect, then run them.</p>
        ) : (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-left text-xs text-muted-foreground">
                <th className="py-1 pr-3 font-medium">Input</th>
                <th className="py-1 pr-3 font-medium">Expected</th>
                <th className="py-1 pr-3 font-medium">Description</th>
                <th className="py-1 pr-3 font-medium">Result</th>
                <th className="w-8 py-1" aria-label="Actions" />
              </tr>
            </thead>
            <tbody className="divide-y">
              {tests.map((t, i) => {
                const o = outcomes?.[i]
                return (
                  <tr key={`${i}-${t.input}`} className="align-top">
                    <td className="py-1.5 pr-3 font-mono text-xs [overflow-wrap:anywhere]">{t.input}</td>
                    <td className="py-1.5 pr-3">
                      <span className={cn('text-xs font-medium uppercase', t.expected === 'pass' ? 'text-success' : 'text-danger')}>{t.expected}</span>
                    </td>
                    <td className="py-1.5 pr-3 text-xs text-muted-foreground">{t.description || '—'}</td>
                    <td className="py-1.5 pr-3 text-xs">
                      {o ? <Outcome passed={o.passed} message={o.result.message} got={o.result.passed ? 'pass' : 'fail'} expected={t.expected} /> : <span className="text-muted-foreground">Not run</span>}
                    </td>
                    <td className="py-1">
                      <Button size="icon-sm" variant="ghost" aria-label={`Remove test case ${t.input}`} onClick={() => void removeCase(i)}>
                        <Trash2 className="text-muted-foreground" />
                      </Button>
                    </td>
                  </tr>
                )
              })}
            </tbody>
          </table>
        )}

        <form onSubmit={addCase} className="grid gap-2 sm:grid-cols-[minmax(0,1.2fr)_7rem_minmax(0,1.5fr)_auto] sm:items-end" aria-label="Add a test case">
          <div className="grid gap-1">
            <Label htmlFor={`tc-input-${rule.id}`} className="text-xs">
              Input
            </Label>
            <Input id={`tc-input-${rule.id}`} value={input} onChange={(e) => setInput(e.target.value)} placeholder={inputHint(rule.field)} className="h-8" />
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`tc-expected-${rule.id}`} className="text-xs">
              Expected
            </Label>
            <Select value={expected} onValueChange={(v) => (v === 'pass' || v === 'fail') && setExpected(v)}>
              <SelectTrigger id={`tc-expected-${rule.id}`} className="h-8">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="pass">pass</SelectItem>
                <SelectItem value="fail">fail</SelectItem>
              </SelectContent>
            </Select>
          </div>
          <div className="grid gap-1">
            <Label htmlFor={`tc-desc-${rule.id}`} className="text-xs">
              Description
            </Label>
            <Input id={`tc-desc-${rule.id}`} value={description} onChange={(e) => setDescription(e.target.value)} placeholder="Optional" className="h-8" />
          </div>
          <Button type="submit" size="sm" variant="secondary" disabled={saving}>
            {saving ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Plus />}
            Add case
          </Button>
          {formError ? (
            <p role="alert" className="text-xs text-danger sm:col-span-4">
              {formError}
            </p>
          ) : null}
        </form>
      </section>

      <section aria-label={`Test ${rule.rule} against a file`} className="grid min-w-0 content-start gap-2 overflow-hidden rounded-lg border bg-card p-3">
        <h3 className="text-sm font-semibold">Test against a file</h3>
        <p className="text-xs text-muted-foreground">Measures the file’s real bytes (dimensions, size, format, duration) and checks this rule.</p>
        <div className="flex items-center gap-2">
          <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()}>
            <FileUp /> Choose file
          </Button>
          <span className="min-w-0 truncate text-xs text-muted-foreground" title={file?.name}>
            {file ? `${file.name} (${formatSize(file.size)})` : 'No file chosen'}
          </span>
          <input
            ref={fileRef}
            type="file"
            className="sr-only"
            tabIndex={-1}
            aria-label={`File to test ${rule.rule} against`}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setFileResult(null)
              setFileMessage(null)
            }}
          />
        </div>
        <Button size="sm" variant="brand" onClick={() => void testFile()} disabled={testingFile} className="justify-self-start">
          {testingFile ? <Loader2 className="animate-spin" aria-hidden="true" /> : <Play />}
          Test file
        </Button>
        {fileMessage ? (
          <p role="alert" className="text-xs text-danger">
            {fileMessage}
          </p>
        ) : null}
        {fileResult ? <FileOutcome result={fileResult} /> : null}
      </section>
    </div>
  )
}

function Outcome({ passed, message, got, expected }: { passed: boolean; message: string; got: string; expected: string }) {
  return (
    <span className={cn('inline-flex items-start gap-1', passed ? 'text-success' : 'text-danger')}>
      {passed ? <CheckCircle2 className="mt-px size-3.5 shrink-0" aria-hidden="true" /> : <XCircle className="mt-px size-3.5 shrink-0" aria-hidden="true" />}
      <span>
        <span className="font-medium">{passed ? `Passed: got ${got} as expected` : `Failed: got ${got}, expected ${expected}`}</span>
        {message ? <span className="block text-muted-foreground">{message}</span> : null}
      </span>
    </span>
  )
}

function FileOutcome({ result }: { result: RuleTestResult }) {
  return (
    <div
      role="status"
      className={cn(
        'flex min-w-0 items-start gap-2 rounded-md border px-3 py-2 text-xs break-words',
        result.passed ? 'border-success/30 bg-success/10 text-success' : 'border-danger/30 bg-danger/5 text-danger',
      )}
    >
      {result.passed ? <CheckCircle2 className="size-4 shrink-0" aria-hidden="true" /> : <XCircle className="size-4 shrink-0" aria-hidden="true" />}
      <div className="min-w-0 [overflow-wrap:anywhere]">
        <div className="font-semibold">{result.passed ? 'Pass' : 'Fail'}</div>
        {result.message ? <div className="text-foreground/80">{result.message}</div> : null}
        {result.detail && result.detail !== result.message ? <div className="mt-0.5 text-muted-foreground">{result.detail}</div> : null}
      </div>
    </div>
  )
}
