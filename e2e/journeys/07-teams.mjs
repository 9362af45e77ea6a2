// Journey of issue 13, real teams: a signed-out visit that calls nothing
// needing a session; password registration; inviting a colleague, who is
// refused without the invitation link and registers through it, sees the organization's campaigns with the invited role and is
// refused what that role forbids; Google sign-in end to end against the
// harness's local identity provider (and a replayed one-time code refused);
// two demo visitors who never see each other's data. Screenshots of the
// login screen and the Organization tab at 1440, 768 and 390 px.
export const name = 'teams'

const VIEWPORTS = [
  { tag: 'desktop', width: 1440, height: 900 },
  { tag: 'tablet', width: 768, height: 1024 },
  { tag: 'phone', width: 390, height: 844 },
]
const PASSWORD = 'correct-violet-stapler-42'

export default async function journey(j) {
  const { base, page, step, shot, expectText, expectPath, check } = j
  const stamp = Date.now().toString(36)
  const olga = `olga.${stamp}@acme-pharma.com`
  const vic = `vic.${stamp}@acme-pharma.com`
  const campaign = `Olga's launch ${stamp}`
  let inviteLink = ''

  // api calls the server from the page with the signed-in user's token.
  const api = (method, path, body) =>
    page.evaluate(
      async ([method, path, body]) => {
        const res = await fetch(path, {
          method,
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${localStorage.getItem('auth_token')}` },
          body: body === undefined ? undefined : JSON.stringify(body),
        })
        return { status: res.status, body: await res.json().catch(() => null) }
      },
      [method, path, body],
    )
  const signOut = async () => {
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('complementary', { name: 'Sidebar' }).getByRole('button', { name: 'Sign Out' }).click()
    await expectPath('/auth')
  }
  const register = async (first, last, email) => {
    await page.getByRole('tab', { name: 'Create account' }).click()
    await page.getByLabel('First name').fill(first)
    await page.getByLabel('Last name').fill(last)
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectPath('/campaigns')
  }

  await step('a signed-out visit shows the login screen with no console errors and no refused calls', async () => {
    const problems = []
    const onConsole = (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`)
    const onResponse = (r) => r.status() >= 400 && problems.push(`${r.status()} ${r.url()}`)
    page.on('console', onConsole)
    page.on('response', onResponse)
    await page.goto(`${base}/campaigns`)
    await expectPath('/auth')
    for (const t of ['Welcome Back', 'Continue with Google', 'Try the demo']) await expectText(t)
    await page.getByRole('button', { name: 'Sign in' }).waitFor()
    await page.waitForTimeout(500)
    page.off('console', onConsole)
    page.off('response', onResponse)
    check(problems.length === 0, `signed-out visit: ${problems.join(' | ')}`)
    for (const vp of VIEWPORTS) {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.waitForTimeout(200)
      await shot(`70-${vp.tag}-login`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByRole('tab', { name: 'Create account' }).click()
    await shot('70-desktop-register')
  })

  await step('a wrong password gets the generic error and no session', async () => {
    await page.getByRole('tab', { name: 'Sign in' }).click()
    await page.getByLabel('Email').fill(`nobody.${stamp}@acme-pharma.com`)
    await page.getByLabel('Password').fill('not-the-password-1')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).waitFor()
    check((await page.evaluate(() => localStorage.getItem('auth_token'))) === null, 'a token was saved after a wrong password')
    await shot('71-wrong-password')
  })

  await step('Olga registers, owns a new organization, and the banner shows her', async () => {
    await register('Olga', 'Owner', olga)
    await expectText('Olga Owner')
    await expectText(`${olga} · Email`)
    const me = await api('GET', '/api/auth/me')
    check(me.body.data.user.role === 'owner' && me.body.data.organization.name === 'Acme Pharma', `me: ${JSON.stringify(me.body.data)}`)
    const created = await api('POST', '/api/campaigns', { name: campaign })
    check(created.status === 201, `create campaign: ${created.status}`)
  })

  await step('Olga invites Vic as a viewer from the Organization tab', async () => {
    await page.goto(`${base}/settings?tab=organization`)
    await page.getByRole('list', { name: 'Team members' }).waitFor()
    await page.getByRole('button', { name: 'Invite User' }).click()
    const dialog = page.getByRole('dialog')
    const send = dialog.getByRole('button', { name: 'Send Invitation' })
    check(await send.isDisabled(), 'Send is enabled before e-mail and name are filled')
    await dialog.getByLabel('Email').fill(vic)
    await dialog.getByLabel('Name').fill('Vic Viewer')
    await dialog.getByRole('combobox', { name: 'Role' }).click()
    await page.getByRole('option', { name: /^viewer/ }).click()
    await shot('72-invite-modal')
    await send.click()
    await dialog.getByText('User Invited!').waitFor()
    inviteLink = await dialog.getByRole('textbox', { name: 'Invitation link' }).inputValue()
    check(inviteLink.startsWith(`${base}/auth?`) && /[?&]invite=pinv_/.test(inviteLink), `invitation link: ${inviteLink}`)
    await shot('72-invite-done')
    await page.setViewportSize({ width: 390, height: 844 })
    await page.waitForTimeout(250)
    await shot('72-phone-invite-done')
    await page.setViewportSize({ width: 1440, height: 900 })
    await dialog.getByRole('button', { name: 'Done' }).click()
    await dialog.waitFor({ state: 'detached', timeout: 5000 })
    await page.getByRole('list', { name: 'Team members' }).getByText('Vic Viewer').waitFor()
    for (const vp of VIEWPORTS) {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.waitForTimeout(250)
      await shot(`73-${vp.tag}-organization`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
  })

  await step('Olga makes Brand required; the new-campaign form and the server both ask for it', async () => {
    await page.goto(`${base}/settings?tab=organization`)
    const brand = page.getByRole('switch', { name: 'Brand required' })
    await brand.click()
    await page.waitForFunction(() => document.querySelector('[aria-label="Brand required"]')?.getAttribute('aria-checked') === 'true')
    await shot('78-form-fields')
    const refused = await api('POST', '/api/campaigns', { name: `No brand ${stamp}` })
    check(refused.status === 400 && /Brand is required/.test(refused.body.error), `create without a brand: ${refused.status} ${JSON.stringify(refused.body)}`)
    await page.goto(`${base}/campaigns/new`)
    await page.getByText('Product Information').waitFor()
    await page.getByLabel(/Campaign name/).fill(`Branded ${stamp}`)
    await page.locator('form').getByRole('button', { name: 'Create Campaign' }).click()
    await expectText('Brand is required')
    for (const vp of VIEWPORTS) {
      await page.setViewportSize({ width: vp.width, height: vp.height })
      await page.waitForTimeout(250)
      await shot(`79-${vp.tag}-new-campaign-configured`)
    }
    await page.setViewportSize({ width: 1440, height: 900 })
    await page.getByLabel(/^Brand/).fill('Zeta')
    await page.locator('form').getByRole('button', { name: 'Create Campaign' }).click()
    await page.waitForURL((u) => /^\/campaigns\/[^/]+$/.test(u.pathname) && !u.pathname.endsWith('/new'))
  })

  await step("Vic is refused without the link, registers through it, joins Olga's organization as a viewer and sees her campaign", async () => {
    await signOut()
    await page.getByRole('tab', { name: 'Create account' }).click()
    await page.getByLabel('First name').fill('Vic')
    await page.getByLabel('Email').fill(vic)
    await page.getByLabel('Password').fill(PASSWORD)
    await page.getByRole('button', { name: 'Create account' }).click()
    await page.getByText(/Register through the invitation link/).waitFor()
    await expectPath('/auth')
    await page.goto(inviteLink)
    await page.getByText(/You were invited to join a team/).waitFor()
    check((await page.getByLabel('Email').inputValue()) === vic, 'the invitation link does not pre-fill the e-mail')
    await page.getByLabel('First name').fill('Vic')
    await page.getByLabel('Last name').fill('Viewer')
    await page.getByLabel('Password').fill(PASSWORD)
    await shot('75-invited-register')
    await page.getByRole('button', { name: 'Create account' }).click()
    await expectPath('/campaigns')
    await page.getByRole('heading', { name: campaign }).waitFor()
    await expectText(`${vic} · Email`)
    const me = await api('GET', '/api/auth/me')
    check(me.body.data.user.role === 'viewer', `Vic's role is ${me.body.data.user.role}`)
  })

  await step('the viewer is refused what the role forbids, and the campaign survives', async () => {
    const list = await api('GET', '/api/campaigns')
    const id = list.body.data.campaigns.find((c) => c.name === campaign).id
    const del = await api('DELETE', `/api/campaigns/${id}`)
    check(del.status === 403, `viewer DELETE campaign: ${del.status}, want 403`)
    const inv = await api('POST', '/api/users/create', { email: `x.${stamp}@acme-pharma.com`, name: 'X' })
    check(inv.status === 403, `viewer invite: ${inv.status}, want 403`)
    await page.getByRole('button', { name: `Delete ${campaign}` }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await page.waitForTimeout(800)
    await page.reload()
    await page.getByRole('heading', { name: campaign }).waitFor()
    await page.goto(`${base}/settings?tab=organization`)
    await page.getByRole('list', { name: 'Team members' }).getByText('Olga Owner').waitFor()
    check(!(await page.getByRole('button', { name: 'Invite User' }).isVisible()), 'a viewer sees Invite User')
    await shot('74-viewer-organization')
  })

  let usedCode = ''
  await step('Google sign-in end to end against the local identity provider', async () => {
    check(j.idp, 'the harness has no identity provider (PHARMAOPS_URL runs skip this)')
    await signOut()
    j.idp.signInAs({ sub: `g-${stamp}`, email: `gina.${stamp}@gmail.com`, given_name: 'Gina', family_name: 'Google', email_verified: true })
    await page.getByRole('button', { name: 'Continue with Google' }).click()
    await page.waitForURL((u) => u.href.startsWith(j.idp.issuer))
    await page.getByText('Fake identity provider').waitFor()
    await shot('75-idp')
    const responses = []
    const onResponse = (r) => r.url().includes('/api/auth/google/callback') && responses.push(r.headers()['location'] || '')
    page.on('response', onResponse)
    await page.getByRole('link', { name: 'Allow' }).click()
    await expectPath('/campaigns')
    page.off('response', onResponse)
    await expectText('Welcome Gina!')
    usedCode = new URL(responses[0], base).searchParams.get('token') || ''
    check(usedCode && !usedCode.startsWith('pos_'), `callback redirect ${responses[0]}`)
    const token = await page.evaluate(() => localStorage.getItem('auth_token'))
    check(token.startsWith('pos_') && token !== usedCode, 'the session token is the one-time code')
    check(!page.url().includes('token='), `the address bar keeps the code: ${page.url()}`)
    await expectText(`gina.${stamp}@gmail.com · Google`)
    const me = await api('GET', '/api/auth/me')
    check(me.body.data.user.provider === 'google' && me.body.data.user.role === 'owner', `Gina: ${JSON.stringify(me.body.data.user)}`)
    await shot('75-google-signed-in')
  })

  await step('the one-time code does not work twice', async () => {
    await signOut()
    await page.goto(`${base}/auth?authenticated=true&provider=google&token=${encodeURIComponent(usedCode)}&email=x`)
    await page.getByRole('alert').filter({ hasText: 'already used' }).waitFor()
    check((await page.evaluate(() => localStorage.getItem('auth_token'))) === null, 'a replayed code created a session')
    await shot('76-replayed-code')
  })

  await step('two demo visitors never see each other\'s data', async () => {
    await page.goto(`${base}/auth`)
    await j.demoSignIn()
    await page.getByRole('heading', { name: 'Zetamab Spring Launch (sample)' }).waitFor()
    const secret = `Visitor A secret ${stamp}`
    const a = await api('POST', '/api/campaigns', { name: secret })
    check(a.status === 201, `visitor A create: ${a.status}`)
    const aID = a.body.data.campaignId
    const aOrg = (await api('GET', '/api/auth/me')).body.data.organization.organizationId
    await signOut()
    await j.demoSignIn()
    await page.getByRole('heading', { name: 'Zetamab Spring Launch (sample)' }).waitFor()
    check(!(await page.getByRole('heading', { name: secret }).isVisible()), "visitor B sees visitor A's campaign")
    const bOrg = (await api('GET', '/api/auth/me')).body.data.organization.organizationId
    check(bOrg !== aOrg, 'both visitors share a sandbox')
    const peek = await api('GET', `/api/campaigns/${aID}`)
    check(peek.status === 404, `visitor B reading visitor A's campaign: ${peek.status}, want 404`)
    const users = await api('GET', `/api/organizations/${aOrg}/users`)
    check(users.status === 404, `visitor B listing visitor A's members: ${users.status}, want 404`)
    await shot('77-second-demo-visitor')
  })
}
