// A local OpenID Connect identity provider for the browser journeys, the
// counterpart of internal/fakeidp for the Go tests: an authorization page
// with an "Allow" button, a token endpoint that checks the client, the
// redirect URI and PKCE S256, and real RS256 ID tokens signed with a key it
// publishes as a JWKS. The server under test is configured with its URLs
// (google.issuer, google.auth-url, google.token-url, google.jwks-url).
import { createHash, createSign, generateKeyPairSync, randomBytes } from 'node:crypto'
import { createServer } from 'node:http'

const b64url = (buf) => Buffer.from(buf).toString('base64url')

export async function startFakeIdP({ clientId, clientSecret }) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const jwk = publicKey.export({ format: 'jwk' })
  const codes = new Map()
  // Live tokens: the fake Drive accepts only access tokens issued here.
  const accessTokens = new Set()
  const refreshTokens = new Set()
  let identity = { sub: 'g-e2e-1', email: 'gina@acme-pharma.com', given_name: 'Gina', family_name: 'Google' }
  let issuer = ''

  const sign = (claims) => {
    const head = b64url(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: 'e2e-1' }))
    const body = b64url(JSON.stringify(claims))
    const s = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey)
    return `${head}.${body}.${b64url(s)}`
  }
  const json = (res, status, v) => {
    res.writeHead(status, { 'Content-Type': 'application/json' })
    res.end(JSON.stringify(v))
  }

  const server = createServer(async (req, res) => {
    const url = new URL(req.url, issuer)
    if (req.method === 'GET' && url.pathname === '/jwks') return json(res, 200, { keys: [{ ...jwk, kid: 'e2e-1', alg: 'RS256', use: 'sig' }] })
    if (req.method === 'GET' && url.pathname === '/authorize') {
      const q = url.searchParams
      if (q.get('client_id') !== clientId || q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge') || !q.get('state') || !q.get('nonce')) {
        res.writeHead(400, { 'Content-Type': 'text/plain' })
        return res.end('bad authorization request: client_id, PKCE S256, state and nonce are required')
      }
      const code = b64url(randomBytes(18))
      codes.set(code, { identity: { ...identity }, challenge: q.get('code_challenge'), nonce: q.get('nonce'), redirectUri: q.get('redirect_uri') })
      const back = new URL(q.get('redirect_uri'))
      back.searchParams.set('code', code)
      back.searchParams.set('state', q.get('state'))
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      return res.end(`<!doctype html><title>Fake identity provider</title>
<main style="font-family:sans-serif;max-width:420px;margin:80px auto">
<h1>Fake identity provider</h1><p>PharmaOps asks to sign you in as <b>${identity.email}</b> (scopes: ${q.get('scope')}).</p>
<a id="allow" href="${back.href.replace(/"/g, '&quot;')}" style="display:inline-block;padding:8px 16px;background:#1a73e8;color:#fff;border-radius:4px">Allow</a></main>`)
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      let raw = ''
      for await (const chunk of req) raw += chunk
      const form = new URLSearchParams(raw)
      const basic = (req.headers.authorization || '').replace(/^Basic /, '')
      const [id, secret] = basic ? Buffer.from(basic, 'base64').toString().split(':').map(decodeURIComponent) : [form.get('client_id'), form.get('client_secret')]
      if (id !== clientId || secret !== clientSecret) return json(res, 400, { error: 'invalid_client' })
      if (form.get('grant_type') === 'refresh_token') {
        if (!refreshTokens.has(form.get('refresh_token'))) return json(res, 400, { error: 'invalid_grant' })
        const access = b64url(randomBytes(18))
        accessTokens.add(access)
        return json(res, 200, { access_token: access, token_type: 'Bearer', expires_in: 3600 })
      }
      const grant = codes.get(form.get('code'))
      codes.delete(form.get('code'))
      const challenge = createHash('sha256').update(form.get('code_verifier') || '').digest('base64url')
      if (!grant || grant.challenge !== challenge || grant.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' })
      const now = Math.floor(Date.now() / 1000)
      const claims = { iss: issuer, aud: clientId, iat: now, exp: now + 3600, nonce: grant.nonce, email_verified: true, ...grant.identity }
      const access = b64url(randomBytes(18))
      const refresh = `e2e-refresh-${b64url(randomBytes(12))}`
      accessTokens.add(access)
      refreshTokens.add(refresh)
      return json(res, 200, { access_token: access, token_type: 'Bearer', expires_in: 3600, refresh_token: refresh, id_token: sign(claims) })
    }
    if (req.method === 'POST' && url.pathname === '/revoke') {
      let raw = ''
      for await (const chunk of req) raw += chunk
      const tok = new URLSearchParams(raw).get('token')
      const known = refreshTokens.delete(tok) || accessTokens.delete(tok)
      return known ? json(res, 200, {}) : json(res, 400, { error: 'invalid_token' })
    }
    res.writeHead(404)
    res.end()
  })
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve))
  issuer = `http://127.0.0.1:${server.address().port}`
  return {
    issuer,
    clientId,
    env: {
      PHARMAOPS_GOOGLE_CLIENT_ID: clientId,
      PHARMAOPS_GOOGLE_CLIENT_SECRET: clientSecret,
      PHARMAOPS_GOOGLE_ISSUER: issuer,
      PHARMAOPS_GOOGLE_AUTH_URL: `${issuer}/authorize`,
      PHARMAOPS_GOOGLE_TOKEN_URL: `${issuer}/token`,
      PHARMAOPS_GOOGLE_JWKS_URL: `${issuer}/jwks`,
      PHARMAOPS_GOOGLE_REVOKE_URL: `${issuer}/revoke`,
    },
    /** accessTokenValid reports whether the provider issued the access token and it was not revoked. */
    accessTokenValid: (tok) => accessTokens.has(tok),
    /** expireAccessTokens forgets the access tokens issued so far: clients must refresh. */
    expireAccessTokens: () => accessTokens.clear(),
    /** signInAs sets who the next authorizations sign in. */
    signInAs(next) {
      identity = { ...next }
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  }
}
