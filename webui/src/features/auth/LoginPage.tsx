import { Bot, FileCheck2, FlaskConical, Loader2, ShieldCheck } from 'lucide-react'
import * as React from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { Input } from '@/components/ui/input'
import { Label } from '@/components/ui/label'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { BrandMark } from '@/components/app/brand'
import { authErrorMessage, useAuth } from './AuthContext'
import { authApi, type Providers } from './authApi'
import { isValidGoogleAuthUrl } from './googleAuth'

/** AFTER_LOGIN_PATH is where every sign-in lands (it redirects to /campaigns). */
export const AFTER_LOGIN_PATH = '/campaign-builder'

/** MIN_PASSWORD_LENGTH is the server's minimum password length. */
export const MIN_PASSWORD_LENGTH = 10

const PROMISES = [
  { icon: FileCheck2, title: 'BRD-driven workflows', text: 'BRD-driven workflows for compliant creative operations' },
  {
    icon: Bot,
    title: 'AI-powered processing',
    text: 'AI-powered asset processing with automated compliance checking and intelligent trafficking',
  },
  { icon: ShieldCheck, title: 'FDA-compliant', text: 'FDA-compliant workflows with real-time validation' },
]

/** isReturnFromGoogle reports whether the query string is the sign-in provider's return. */
export function isReturnFromGoogle(params: URLSearchParams): boolean {
  return params.get('provider') === 'google' && (params.get('authenticated') === 'true' || params.get('authenticated') === 'false')
}

/** Invitation is what an invitation link (/auth?invite=CODE&email=…) carries. */
export interface InvitationLink {
  code: string
  email: string
}

/** invitationFromParams reads an invitation link's code and e-mail, or null without a code. */
export function invitationFromParams(params: URLSearchParams): InvitationLink | null {
  const code = params.get('invite')?.trim()
  return code ? { code, email: params.get('email')?.trim() ?? '' } : null
}

/** useProviders asks the server which sign-ins it offers (a public call). */
function useProviders(): Providers | null {
  const [providers, setProviders] = React.useState<Providers | null>(null)
  React.useEffect(() => {
    let live = true
    authApi
      .providers()
      .then((p) => live && setProviders(p))
      .catch(() => live && setProviders({ google: false, demo: false, password: true }))
    return () => {
      live = false
    }
  }, [])
  return providers
}

/**
 * LoginPage is the split-layout sign-in screen (spec §2): Continue with
 * Google when the server has it configured, e-mail and password sign-in and
 * registration, and Try the demo. It also handles the Google return flow,
 * exchanging the one-time code for a session.
 */
export function LoginPage() {
  useDocumentTitle('Sign in')
  const { loginDemo, loginWithToken, isAuthenticated } = useAuth()
  const providers = useProviders()
  const [params] = useSearchParams()
  const returning = isReturnFromGoogle(params) && params.get('authenticated') === 'true'
  const invitation = React.useMemo(() => invitationFromParams(params), [params])
  const [busy, setBusy] = React.useState<null | 'google' | 'demo'>(null)
  const [error, setError] = React.useState<string | null>(() =>
    isReturnFromGoogle(params) && params.get('authenticated') === 'false'
      ? `Google authentication failed: ${params.get('error') || 'Login failed. Please try again.'}`
      : null,
  )
  const [legal, setLegal] = React.useState<null | 'terms' | 'privacy'>(null)
  const handled = React.useRef(false)
  // Where a signed-in user goes from here: '/' for a visit while signed in;
  // AFTER_LOGIN_PATH once a sign-in started on this screen. It is set before
  // the sign-in changes the session, so the redirect below cannot race it.
  const [target, setTarget] = React.useState('/')

  const enterDemo = React.useCallback(async () => {
    setBusy('demo')
    setTarget(AFTER_LOGIN_PATH)
    try {
      await loginDemo()
      toast.success('Demo login successful!')
    } catch (err) {
      setError(authErrorMessage(err, 'Demo login failed'))
      toast.error('Demo login failed')
    } finally {
      setBusy(null)
    }
  }, [loginDemo])

  // Return flow: ?authenticated=true&provider=google&token=<one-time code>&email=…
  React.useEffect(() => {
    if (!returning || handled.current || isAuthenticated) return
    handled.current = true
    setTarget(AFTER_LOGIN_PATH)
    const code = params.get('token')
    void (async () => {
      try {
        if (!code) throw new Error('Login failed. Please try again.')
        const user = await loginWithToken(code, params.get('email') ?? undefined)
        toast.success(`Welcome ${user.firstName || user.email.split('@')[0]}!`)
      } catch (err) {
        setError(authErrorMessage(err, 'Login failed. Please try again.'))
        toast.error('Login failed. Please try again.')
        window.history.replaceState(null, '', '/auth') // drop the used code from the address bar
        handled.current = true
      }
    })()
  }, [returning, isAuthenticated, params, loginWithToken])

  async function continueWithGoogle() {
    setBusy('google')
    setError(null)
    try {
      const res = await authApi.googleAuthUrl()
      if (isValidGoogleAuthUrl(res?.authUrl, res?.accountsHost)) {
        window.location.assign(res.authUrl)
        return
      }
      setError('Google authentication failed: the server gave no valid sign-in address')
    } catch (err) {
      setError(authErrorMessage(err, 'Google authentication failed'))
    }
    setBusy(null)
  }

  // Signed in (before or just now): leave the login screen, dropping the query string.
  if (isAuthenticated) return <Navigate to={target} replace />
  const signingIn = returning && !error

  return (
    <div className="grid min-h-svh lg:grid-cols-[1.1fr_1fr]">
      <aside className="relative hidden overflow-hidden bg-[oklch(0.27_0.06_225)] p-12 text-white lg:flex lg:flex-col">
        <div className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-[oklch(0.52_0.105_215)] opacity-40 blur-3xl" />
        <div className="pointer-events-none absolute -bottom-40 -left-24 size-96 rounded-full bg-[oklch(0.45_0.09_190)] opacity-30 blur-3xl" />
        <BrandMark inverted />
        <div className="relative mt-auto mb-auto max-w-lg">
          <h2 className="text-4xl leading-tight font-semibold tracking-tight">Pharmaceutical creative operations, compliant by design.</h2>
          <p className="mt-4 text-base text-white/75">
            Turn your business requirements into checkable rules, verify every creative asset, and ship trafficking sheets with confidence.
          </p>
          <ul className="mt-10 space-y-6">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-white/10 ring-1 ring-white/15">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span>
                  <span className="block font-semibold">{title}</span>
                  <span className="block text-sm text-white/75">{text}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-xs text-white/50">© {new Date().getFullYear()} PharmaOps</p>
      </aside>

      <main className="flex items-center justify-center p-6 sm:p-12">
        <div className="w-full max-w-sm">
          <div className="mb-10 lg:hidden">
            <BrandMark />
          </div>
          {signingIn ? (
            <div role="status" className="flex flex-col items-center gap-3 text-center">
              <Loader2 className="size-8 animate-spin text-brand" aria-hidden="true" />
              <p className="text-lg font-medium">Signing you in...</p>
            </div>
          ) : (
            <>
              <h1 className="text-3xl font-semibold tracking-tight">Welcome Back</h1>
              <p className="mt-2 text-muted-foreground">
                {providers?.google ? 'Sign in with your Google account to continue' : 'Sign in to your PharmaOps workspace to continue'}
              </p>
              {error ? (
                <p role="alert" className="mt-6 rounded-md border border-destructive/30 bg-destructive/10 px-3 py-2 text-sm text-destructive">
                  {error}
                </p>
              ) : null}
              {providers?.google ? (
                <>
                  <Button size="lg" variant="outline" className="mt-6 h-11 w-full text-[15px]" disabled={busy !== null} onClick={() => void continueWithGoogle()}>
                    {busy === 'google' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GoogleLogo />}
                    Continue with Google
                  </Button>
                  <Divider />
                </>
              ) : (
                <div className="mt-6" />
              )}
              <PasswordForms invitation={invitation} onSignIn={() => setTarget(AFTER_LOGIN_PATH)} onError={setError} disabled={busy !== null} />
              {providers?.demo ? (
                <div className="mt-6 rounded-lg border border-dashed p-4">
                  <Button variant="secondary" className="w-full" disabled={busy !== null} onClick={() => void enterDemo()}>
                    {busy === 'demo' ? <Loader2 className="animate-spin" aria-hidden="true" /> : <FlaskConical aria-hidden="true" />}
                    Try the demo
                  </Button>
                  <p className="mt-2 text-center text-xs text-muted-foreground">
                    A private sandbox with a sample campaign, deleted after 24 hours. No account needed.
                  </p>
                </div>
              ) : null}
              <p className="mt-8 text-center text-xs leading-relaxed text-muted-foreground">
                By continuing, you agree to our{' '}
                <button type="button" className="font-medium text-foreground underline underline-offset-4 hover:text-brand" onClick={() => setLegal('terms')}>
                  Terms of Service
                </button>{' '}
                and{' '}
                <button type="button" className="font-medium text-foreground underline underline-offset-4 hover:text-brand" onClick={() => setLegal('privacy')}>
                  Privacy Policy
                </button>
                .
              </p>
            </>
          )}
        </div>
      </main>

      <Dialog open={legal !== null} onOpenChange={(o) => !o && setLegal(null)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{legal === 'privacy' ? 'Privacy Policy' : 'Terms of Service'}</DialogTitle>
            <DialogDescription>
              {legal === 'privacy'
                ? 'PharmaOps stores your campaigns, assets and rules on the server your organization runs it on. Your sign-in provider shares only your name, e-mail address and picture. Contact your administrator for your organization’s privacy policy.'
                : 'PharmaOps is operated by your organization. Its terms of service apply to your use of this workspace; contact your administrator for a copy.'}
            </DialogDescription>
          </DialogHeader>
        </DialogContent>
      </Dialog>
    </div>
  )
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
      <path fill="#4285F4" d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z" />
      <path fill="#34A853" d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z" />
      <path fill="#FBBC05" d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.78.43 3.45 1.18 4.93l3.66-2.84z" />
      <path fill="#EA4335" d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z" />
    </svg>
  )
}

function Divider() {
  return (
    <div className="my-6 flex items-center gap-3 text-xs text-muted-foreground uppercase" aria-hidden="true">
      <span className="h-px flex-1 bg-border" />
      or
      <span className="h-px flex-1 bg-border" />
    </div>
  )
}

/**
 * PasswordForms are the e-mail and password sign-in and the registration,
 * as two tabs. Errors are the server's (one generic answer for a wrong
 * e-mail or password). Opened from an invitation link, it starts on the
 * registration with the invited e-mail and sends the link's code.
 */
function PasswordForms({
  invitation,
  onSignIn,
  onError,
  disabled,
}: {
  invitation: InvitationLink | null
  onSignIn: () => void
  onError: (msg: string | null) => void
  disabled: boolean
}) {
  const { loginWithPassword, register } = useAuth()
  const [tab, setTab] = React.useState<'signin' | 'register'>(invitation ? 'register' : 'signin')
  const [pending, setPending] = React.useState(false)
  const [form, setForm] = React.useState({ email: invitation?.email ?? '', password: '', firstName: '', lastName: '' })
  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) => setForm((f) => ({ ...f, [k]: e.target.value }))

  async function submit(e: React.FormEvent) {
    e.preventDefault()
    onError(null)
    setPending(true)
    onSignIn()
    try {
      if (tab === 'signin') {
        const user = await loginWithPassword(form.email.trim(), form.password)
        toast.success(`Welcome ${user.firstName || user.email.split('@')[0]}!`)
      } else {
        const user = await register({
          email: form.email.trim(),
          password: form.password,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          inviteCode: invitation?.code,
        })
        toast.success(`Welcome ${user.firstName}!`)
      }
    } catch (err) {
      onError(authErrorMessage(err, 'Login failed. Please try again.'))
    } finally {
      setPending(false)
    }
  }

  const off = disabled || pending
  return (
    <Tabs value={tab} onValueChange={(v) => setTab(v as 'signin' | 'register')}>
      <TabsList className="grid w-full grid-cols-2" aria-label="Sign in or create an account">
        <TabsTrigger value="signin">Sign in</TabsTrigger>
        <TabsTrigger value="register">Create account</TabsTrigger>
      </TabsList>
      <form onSubmit={(e) => void submit(e)} className="grid gap-3" aria-label={tab === 'signin' ? 'Sign in with e-mail' : 'Create an account'}>
        {invitation && tab === 'register' ? (
          <p role="note" className="mt-3 rounded-md border border-primary/30 bg-primary/5 px-3 py-2 text-sm">
            You were invited to join a team. Create your account with the invited e-mail address to join it.
          </p>
        ) : null}
        <TabsContent value="register" className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="login-first">First name</Label>
            <Input id="login-first" autoComplete="given-name" value={form.firstName} onChange={set('firstName')} required={tab === 'register'} maxLength={100} />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="login-last">Last name</Label>
            <Input id="login-last" autoComplete="family-name" value={form.lastName} onChange={set('lastName')} maxLength={100} />
          </div>
        </TabsContent>
        <div className="grid gap-1.5">
          <Label htmlFor="login-email">Email</Label>
          <Input id="login-email" type="email" autoComplete="email" value={form.email} onChange={set('email')} required />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="login-password">Password</Label>
          <Input
            id="login-password"
            type="password"
            autoComplete={tab === 'signin' ? 'current-password' : 'new-password'}
            value={form.password}
            onChange={set('password')}
            required
            minLength={tab === 'register' ? MIN_PASSWORD_LENGTH : undefined}
            aria-describedby={tab === 'register' ? 'login-password-hint' : undefined}
          />
          {tab === 'register' ? (
            <p id="login-password-hint" className="text-xs text-muted-foreground">
              At least {MIN_PASSWORD_LENGTH} characters; common passwords are refused.
            </p>
          ) : null}
        </div>
        <Button type="submit" className="mt-1 w-full" disabled={off}>
          {pending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
          {tab === 'signin' ? 'Sign in' : 'Create account'}
        </Button>
      </form>
    </Tabs>
  )
}
