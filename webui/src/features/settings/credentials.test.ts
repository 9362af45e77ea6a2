import { describe, expect, it } from 'vitest'
import { deleteConfirmation } from './CredentialCard'
import { badgeFor, fieldMessage, initialValues, isComplete, SECRET_MASK, SERVICES, toPayload, validate, type CredentialService } from './credentials'

const svc = (id: string): CredentialService => SERVICES.find((s) => s.id === id)!

describe('services', () => {
  it('lists the spec fields per service, with the secrets masked', () => {
    const shape = SERVICES.map((s) => [s.title, s.fields.map((f) => (f.secret ? `*${f.key}` : f.key))])
    expect(shape).toEqual([
      ['Google Drive', ['clientId', '*apiKey']],
      ['SharePoint', ['clientId', 'tenantId', '*clientSecret']],
      ['Amazon S3', ['accessKeyId', '*secretAccessKey', 'region']],
    ])
  })
})

describe('badgeFor', () => {
  it.each([
    [undefined, 'not-configured'],
    [{ connected: false, hasCredentials: false }, 'not-configured'],
    [{ connected: false, hasCredentials: true }, 'configured'],
    [{ connected: true, hasCredentials: true }, 'connected'],
    [{ connected: true, hasCredentials: false }, 'connected'],
  ] as const)('%j → %s', (status, want) => {
    expect(badgeFor(status)).toBe(want)
  })
})

describe('validate', () => {
  const s3 = svc('s3')
  it.each([
    [{}, ['accessKeyId', 'secretAccessKey', 'region']],
    [{ accessKeyId: 'AKIA1', secretAccessKey: '  ', region: 'us-east-1' }, ['secretAccessKey']],
    [{ accessKeyId: 'AKIA1', secretAccessKey: 's', region: '' }, ['region']],
    [{ accessKeyId: 'AKIA1', secretAccessKey: 's', region: 'eu-west-1' }, []],
  ])('%j misses %j', (values, missing) => {
    const errors = validate(s3, values)
    expect(Object.keys(errors)).toEqual(missing)
    expect(isComplete(s3, values)).toBe(missing.length === 0)
    for (const k of missing) expect(errors[k]).toMatch(/ is required$/)
  })

  it('names the field in its message', () => {
    expect(validate(svc('sharepoint'), { clientId: 'a', clientSecret: 'b' })).toEqual({ tenantId: 'Tenant ID is required' })
  })
})

describe('initialValues and toPayload', () => {
  it('prefills non-secret fields and never a secret, even if one is sent in clear', () => {
    const record = { serviceName: 's3' as const, credentialType: 'oauth', hasCredentials: true, fields: { accessKeyId: 'AKIA9', secretAccessKey: 'leaked', region: 'eu-west-1' } }
    expect(initialValues(svc('s3'), record)).toEqual({ accessKeyId: 'AKIA9', secretAccessKey: '', region: 'eu-west-1' })
    expect(initialValues(svc('google-drive'), { ...record, fields: { clientId: SECRET_MASK } })).toEqual({ clientId: '', apiKey: '' })
    expect(initialValues(svc('google-drive'), null)).toEqual({ clientId: '', apiKey: '' })
  })

  it('sends every field trimmed and nothing else', () => {
    expect(toPayload(svc('google-drive'), { clientId: ' id \n', apiKey: 'k', extra: 'x' })).toEqual({ clientId: 'id', apiKey: 'k' })
  })

  it('asks the spec question on delete', () => {
    expect(deleteConfirmation('Amazon S3')).toBe('Are you sure you want to delete Amazon S3 credentials?')
  })
})

describe('fieldMessage', () => {
  it.each([
    ['region is too long', 'Region is too long'],
    ['secretAccessKey is required', 'Secret Access Key is required'],
    ['regional outage', 'regional outage'],
    ['unknown field "bucket" for s3', 'unknown field "bucket" for s3'],
  ])('%s → %s', (msg, want) => {
    expect(fieldMessage(svc('s3'), msg)).toBe(want)
  })
})
