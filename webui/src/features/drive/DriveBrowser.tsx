import {
  ChevronLeft,
  ChevronRight,
  CloudOff,
  File as FileIcon,
  FileText,
  FileVideo,
  Folder,
  HardDrive,
  Image as ImageIcon,
  Link2,
  Loader2,
  RefreshCw,
  Search,
  Sparkles,
  Unplug,
} from 'lucide-react'
import { useEffect, useMemo, useState } from 'react'
import { toast } from 'sonner'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Input } from '@/components/ui/input'
import { Skeleton } from '@/components/ui/skeleton'
import { authApi } from '@/features/auth/authApi'
import { isValidGoogleAuthUrl } from '@/features/auth/googleAuth'
import { formatRelative } from '@/lib/format'
import { cn } from '@/lib/utils'
import { type DriveFile, type DriveImport, type ListQuery, useDriveFiles, useDriveStatus, useRevokeDrive, useStartImport } from './driveApi'
import {
  type ConnectionState,
  type Crumb,
  DRIVE_TEXT,
  connectionState,
  fileKind,
  formatDriveSize,
  importButtonLabel,
  importable,
  listingError,
  openFolder,
  toggleAll,
} from './driveLogic'

const KIND_ICON = { folder: Folder, image: ImageIcon, video: FileVideo, pdf: FileText, document: FileText, other: FileIcon }
const KIND_LABEL = { folder: 'Folder', image: 'Image', video: 'Video', pdf: 'PDF', document: 'Document', other: 'File' }

/** DriveBrowserProps: the campaign to import into (null: none chosen yet), and what to do when an import starts. */
export interface DriveBrowserProps {
  campaignId: string | null
  onImportStarted: (job: DriveImport, demo: boolean) => void
  /** campaignPicker is shown beside the import button (the standalone page's campaign choice). */
  campaignPicker?: React.ReactNode
  className?: string
}

/**
 * DriveBrowser is the cloud-drive file browser (spec §2): connection badge,
 * breadcrumb into folders, search, the file list with type icons, sizes and
 * dates, multi-select with Select All, 'Import N Files', refresh, Connect
 * Drive and Load Demo Files.
 */
export function DriveBrowser({ campaignId, onImportStarted, campaignPicker, className }: DriveBrowserProps) {
  const status = useDriveStatus()
  const [demo, setDemo] = useState(false)
  const rootName = demo ? 'Demo Drive' : 'My Drive'
  const [path, setPath] = useState<Crumb[]>([{ id: 'root', name: 'My Drive' }])
  const [searchText, setSearchText] = useState('')
  const [search, setSearch] = useState('')
  const [orderBy, setOrderBy] = useState('folder,name')
  const [pages, setPages] = useState<string[]>(['']) // page tokens; the last is shown
  const [selected, setSelected] = useState<Map<string, DriveFile>>(new Map())
  const revoke = useRevokeDrive()
  const start = useStartImport()

  // The search box waits for a pause in typing.
  useEffect(() => {
    const t = setTimeout(() => setSearch(searchText), 300)
    return () => clearTimeout(t)
  }, [searchText])

  const state: ConnectionState = connectionState(status.data, status.isPending, demo)
  const enabled = demo || status.data?.connected === true
  const folder = path[path.length - 1] ?? { id: 'root', name: rootName }
  const query: ListQuery = useMemo(() => ({ parents: folder.id, q: search, orderBy, demo }), [folder.id, search, orderBy, demo])
  useEffect(() => setPages(['']), [query])
  const pageToken = pages[pages.length - 1] ?? ''
  const files = useDriveFiles(query, pageToken, enabled)
  const list = files.data?.files ?? []
  const failure = files.isError ? listingError(files.error) : null

  // A listing that fails for another reason than the connection falls back to the demo files (spec §8).
  useEffect(() => {
    if (failure && !failure.notConnected && !demo) {
      toast.error(failure.text, { description: failure.detail })
      loadDemo()
    }
  }, [failure?.text, failure?.detail])

  function loadDemo() {
    setDemo(true)
    setPath([{ id: 'root', name: 'Demo Drive' }])
    setSelected(new Map())
  }

  async function connect() {
    try {
      const res = await authApi.googleAuthUrl()
      if (!isValidGoogleAuthUrl(res?.authUrl, res?.accountsHost)) {
        toast.error(DRIVE_TEXT.authUrlFailed)
        return
      }
      window.location.assign(res.authUrl)
    } catch {
      toast.error(DRIVE_TEXT.connectFailed)
    }
  }

  function toggle(f: DriveFile) {
    setSelected((prev) => {
      const next = new Map(prev)
      if (next.has(f.id)) next.delete(f.id)
      else next.set(f.id, f)
      return next
    })
  }

  function selectAll() {
    const ids = toggleAll(new Set(selected.keys()), list)
    setSelected((prev) => {
      const next = new Map<string, DriveFile>()
      for (const id of ids) next.set(id, prev.get(id) ?? list.find((f) => f.id === id)!)
      return next
    })
  }

  function importSelected() {
    if (!campaignId || selected.size === 0) return
    start.mutate(
      { campaignId, fileIds: [...selected.keys()], demo },
      {
        onSuccess: (res) => {
          setSelected(new Map())
          onImportStarted(res.import, demo)
        },
        onError: (err) => {
          const e = listingError(err)
          toast.error(e.notConnected ? e.text : 'The import could not start', { description: e.notConnected ? undefined : e.detail })
        },
      },
    )
  }

  const selectable = list.filter(importable)
  const allSelected = selectable.length > 0 && selectable.every((f) => selected.has(f.id))

  return (
    <section className={cn('flex min-w-0 flex-col gap-3', className)} aria-label="Cloud drive files">
      <div className="flex flex-wrap items-center gap-2">
        <ConnectionBadge state={state} email={status.data?.email} />
        <div className="ml-auto flex flex-wrap items-center gap-2">
          {status.data?.connected && !demo ? (
            <Button variant="ghost" size="sm" onClick={() => revoke.mutate(undefined, { onSuccess: () => toast.success('Google Drive disconnected') })} disabled={revoke.isPending}>
              <Unplug /> Disconnect
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={() => void connect()} disabled={status.data?.configured === false}
              title={status.data?.configured === false ? 'Google sign-in is not configured on this server' : undefined}>
              <Link2 /> Connect Drive
            </Button>
          )}
          <Button variant="outline" size="sm" onClick={loadDemo} disabled={demo}>
            <Sparkles /> Load Demo Files
          </Button>
          <Button variant="ghost" size="sm" onClick={() => void files.refetch()} disabled={!enabled || files.isFetching} aria-label="Refresh">
            <RefreshCw className={cn(files.isFetching && 'animate-spin')} /> <span className="max-sm:sr-only">Refresh</span>
          </Button>
        </div>
      </div>

      {!enabled ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center" role="status">
          {state === 'checking' ? (
            <p className="flex items-center gap-2 text-sm text-muted-foreground">
              <Loader2 className="size-4 animate-spin" aria-hidden="true" /> Checking the Google Drive connection…
            </p>
          ) : (
            <>
              <CloudOff className="size-8 text-muted-foreground" aria-hidden="true" />
              <p className="max-w-md text-sm">{DRIVE_TEXT.notConnectedIntro}</p>
              {status.data?.configured === false ? (
                <p className="max-w-md text-xs text-muted-foreground">Google sign-in is not configured on this server, so only the demo files are available.</p>
              ) : null}
              <div className="flex flex-wrap justify-center gap-2">
                <Button variant="outline" onClick={() => void connect()} disabled={status.data?.configured === false}>
                  <Link2 /> Connect Google Drive
                </Button>
                <Button variant="brand" onClick={loadDemo}>
                  <Sparkles /> Load Demo Files
                </Button>
              </div>
            </>
          )}
        </div>
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-2">
            <nav aria-label="Breadcrumb" className="flex w-full min-w-0 items-center gap-1 text-sm lg:w-auto lg:flex-1">
              {path.map((c, i) => (
                <span key={c.id} className="flex min-w-0 items-center gap-1">
                  {i > 0 ? <ChevronRight className="size-3.5 shrink-0 text-muted-foreground" aria-hidden="true" /> : null}
                  {i === path.length - 1 ? (
                    <span className="truncate font-medium" aria-current="page" title={c.name}>
                      {i === 0 ? rootName : c.name}
                    </span>
                  ) : (
                    <button type="button" className="truncate text-brand hover:underline" title={c.name} onClick={() => setPath(openFolder(path, c))}>
                      {i === 0 ? rootName : c.name}
                    </button>
                  )}
                </span>
              ))}
            </nav>
            <div className="relative min-w-0 flex-1 lg:w-64 lg:flex-none">
              <Search className="pointer-events-none absolute top-2.5 left-2.5 size-4 text-muted-foreground" aria-hidden="true" />
              <Input value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Search files" aria-label="Search files" className="pl-8" maxLength={200} />
            </div>
            <select
              className="h-9 rounded-md border bg-card px-2 text-sm"
              value={orderBy}
              onChange={(e) => setOrderBy(e.target.value)}
              aria-label="Sort files"
            >
              <option value="folder,name">Name</option>
              <option value="folder,modifiedTime desc">Last modified</option>
              <option value="folder,quotaBytesUsed desc">Size</option>
            </select>
          </div>

          {failure ? (
            <div role="alert" className="rounded-lg border border-danger/30 bg-danger/5 p-4 text-sm">
              <p className="font-medium text-danger">{failure.text}</p>
              {failure.detail ? <p className="mt-1 text-muted-foreground">{failure.detail}</p> : null}
              <div className="mt-3 flex gap-2">
                {failure.notConnected ? (
                  <Button size="sm" variant="outline" onClick={() => void connect()}>
                    <Link2 /> Connect Google Drive
                  </Button>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => void files.refetch()}>
                  <RefreshCw /> Try again
                </Button>
              </div>
            </div>
          ) : null}

          <div className="overflow-hidden rounded-lg border">
            <div className="flex items-center gap-3 border-b bg-muted/40 px-3 py-2 text-xs font-medium text-muted-foreground">
              <label className="flex items-center gap-2">
                <input type="checkbox" className="size-4 accent-[var(--brand)]" checked={allSelected} onChange={selectAll} disabled={selectable.length === 0} aria-label="Select All" />
                <span>Select All</span>
              </label>
              <span className="ml-auto" data-testid="drive-selection">
                {selected.size > 0 ? `${selected.size} selected` : `${list.length} ${list.length === 1 ? 'item' : 'items'}`}
              </span>
            </div>
            {files.isPending ? (
              <div className="space-y-2 p-3" aria-label="Loading files">
                {Array.from({ length: 6 }, (_, i) => (
                  <Skeleton key={i} className="h-9 w-full" />
                ))}
              </div>
            ) : list.length === 0 && !failure ? (
              <p className="p-8 text-center text-sm text-muted-foreground">{search ? `No files match “${search}”.` : 'This folder is empty.'}</p>
            ) : (
              <ul className="max-h-[55vh] divide-y overflow-y-auto" data-testid="drive-files">
                {list.map((f) => (
                  <FileRow
                    key={f.id}
                    file={f}
                    checked={selected.has(f.id)}
                    onToggle={() => toggle(f)}
                    onOpen={() => {
                      setSearchText('')
                      setSearch('')
                      setPath(openFolder(path, { id: f.id, name: f.name }))
                    }}
                  />
                ))}
              </ul>
            )}
            {pages.length > 1 || files.data?.nextPageToken ? (
              <div className="flex items-center justify-between border-t px-3 py-2 text-xs text-muted-foreground">
                <Button variant="ghost" size="sm" disabled={pages.length <= 1} onClick={() => setPages(pages.slice(0, -1))}>
                  <ChevronLeft /> Previous
                </Button>
                <span>Page {pages.length}</span>
                <Button variant="ghost" size="sm" disabled={!files.data?.nextPageToken} onClick={() => setPages([...pages, files.data?.nextPageToken ?? ''])}>
                  Next <ChevronRight />
                </Button>
              </div>
            ) : null}
          </div>

          <div className="flex flex-wrap items-center justify-end gap-2">
            {campaignPicker}
            <Button variant="brand" onClick={importSelected} disabled={selected.size === 0 || !campaignId || start.isPending} data-testid="drive-import">
              {start.isPending ? <Loader2 className="animate-spin" /> : <HardDrive />} {importButtonLabel(selected.size)}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}

function ConnectionBadge({ state, email }: { state: ConnectionState; email?: string }) {
  switch (state) {
    case 'checking':
      return (
        <Badge variant="secondary" data-testid="drive-badge">
          <Loader2 className="animate-spin" aria-hidden="true" /> Checking
        </Badge>
      )
    case 'connected':
      return (
        <Badge variant="success" data-testid="drive-badge" title={email}>
          <HardDrive aria-hidden="true" /> Connected{email ? ` · ${email}` : ''}
        </Badge>
      )
    case 'demo':
      return (
        <Badge variant="brand" data-testid="drive-badge">
          <Sparkles aria-hidden="true" /> Demo files
        </Badge>
      )
  }
  return (
    <Badge variant="warning" data-testid="drive-badge">
      <CloudOff aria-hidden="true" /> Disconnected
    </Badge>
  )
}

function FileRow({ file, checked, onToggle, onOpen }: { file: DriveFile; checked: boolean; onToggle: () => void; onOpen: () => void }) {
  const kind = fileKind(file)
  const Icon = KIND_ICON[kind]
  const can = importable(file)
  return (
    <li className={cn('flex items-center gap-3 px-3 py-2 text-sm', checked && 'bg-brand-soft/50')}>
      <input
        type="checkbox"
        className="size-4 shrink-0 accent-[var(--brand)]"
        checked={checked}
        onChange={onToggle}
        disabled={!can}
        aria-label={`Select ${file.name}`}
      />
      <Icon className={cn('size-4 shrink-0', kind === 'folder' ? 'text-brand' : 'text-muted-foreground')} aria-label={KIND_LABEL[kind]} />
      {kind === 'folder' ? (
        <button type="button" className="min-w-0 flex-1 truncate text-left font-medium hover:underline" title={file.name} onClick={onOpen}>
          {file.name}
        </button>
      ) : (
        <span className="min-w-0 flex-1 truncate" title={file.name}>
          {file.name}
        </span>
      )}
      <span className="hidden w-20 shrink-0 text-xs text-muted-foreground lg:block">{KIND_LABEL[kind]}</span>
      <span className="w-16 shrink-0 text-right text-xs tabular-nums text-muted-foreground sm:w-20">{formatDriveSize(file)}</span>
      <span className="hidden w-24 shrink-0 text-right text-xs text-muted-foreground sm:block" title={file.modifiedTime}>
        {formatRelative(file.modifiedTime)}
      </span>
    </li>
  )
}
