import { inject } from 'vitest'
import { startDataFoldersFrom } from './portal-data-template'

// Each browser test file's servers start from the template its global set-up made.
startDataFoldersFrom(inject('portalDataTemplate'))
