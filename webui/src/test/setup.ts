import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach } from 'vitest'

// The machine is shared: give async UI assertions room on a cold, busy run.
configure({ asyncUtilTimeout: 5000 })

afterEach(() => {
  toast.dismiss()
  cleanup()
  window.localStorage.clear()
})
