import { Bot, FileCheck2, Loader2, ShieldCheck } from 'lucide-react'
import * as React from 'react'
import { Navigate, useSearchParams } from 'react-router'
import { toast } from 'sonner'
import { Button } from '@/components/ui/button'
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog'
import { useDocumentTitle } from '@/hooks/useDocumentTitle'
import { BrandMark } from '@/components/app/brand'
import { useAuth } from './AuthContext'
import { authApi } from './authApi'
import { isValidGoogleAuthUrl } from './googleAuth'

/** AFTER_LOGIN_PATH is where every sign-in lands (it redirects to /campaigns). */
export const AFTER_LOGIN_PATH = '/campaign-builder'

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
  return params.get('authenticated') === 'true' && params.get('provider') === 'google'
}

/** LoginPage is the split-layout sign-in screen (spec §2) and handles the sign-in return flow. */
export function LoginPage() {
  useDocumentTitle('Sign in')
  const { loginDemo, loginWithToken, isAuthenticated } = useAuth()
  const [params] = useSearchParams()
  const returning = isReturnFromGoogle(params)
  const [busy, setBusy] = React.useState(false)
  const [legal, setLegal] = React.useState<null | 'terms' | 'privacy'>(null)
  const handled = React.useRef(false)
  // Where a signed-in user goes from here: '/' for a visit while signed in;
  // AFTER_LOGIN_PATH once a sign-in started on this screen. It is set before
  // the sign-in changes the session, so the redirect below cannot race it.
  const [target, setTarget] = React.useState('/')

  const enterDemo = React.useCallback(async () => {
    try {
      await loginDemo()
      toast.success('Demo login successful!')
    } catch {
      toast.error('Demo login failed')
    }
  }, [loginDemo])

  // Return flow: ?authenticated=true&provider=google[&token=…&email=…]
  React.useEffect(() => {
    // Already signed in: the redirect below leaves this screen; no second sign-in.
    if (!returning || handled.current || isAuthenticated) return
    handled.current = true
    setTarget(AFTER_LOGIN_PATH)
    const token = params.get('token')
    const email = params.get('email') ?? undefined
    void (async () => {
      try {
        if (token) {
          const user = await loginWithToken(token, email)
          toast.success(`Welcome ${user.firstName || user.email.split('@')[0]}!`)
        } else {
          await loginDemo()
          toast.success('Demo login successful!')
        }
      } catch {
        toast.error('Login failed. Please try again.')
        await enterDemo()
      }
    })()
  }, [returning, isAuthenticated, params, loginWithToken, loginDemo, enterDemo])

  async function continueWithGoogle() {
    setBusy(true)
    setTarget(AFTER_LOGIN_PATH)
    try {
      const res = await authApi.googleAuthUrl()
      if (isValidGoogleAuthUrl(res?.authUrl)) {
        window.location.assign(res.authUrl)
        return
      }
    } catch {
      // Treated like a missing URL: demo mode below.
    }
    toast.info('Google auth unavailable. Entering demo mode...')
    await enterDemo()
    setBusy(false)
  }

  // Signed in (before or just now): leave the login screen, dropping the query string.
  if (isAuthenticated) return <Navigate to={target} replace />

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
          {returning ? (
            <div role="status" className="flex flex-col items-center gap-3 text-center">
              <Loader2 className="size-8 animate-spin text-brand" aria-hidden="true" />
              <p className="text-lg font-medium">Signing you in...</p>
            </div>
          ) : (
            <>
              <h1 className="text-3xl font-semibold tracking-tight">Welcome Back</h1>
              <p className="mt-2 text-muted-foreground">Sign in with your Google account to continue</p>
              <Button size="lg" variant="outline" className="mt-8 h-11 w-full text-[15px]" disabled={busy} onClick={() => void continueWithGoogle()}>
                {busy ? <Loader2 className="animate-spin" aria-hidden="true" /> : <GoogleLogo />}
                Continue with Google
              </Button>
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
