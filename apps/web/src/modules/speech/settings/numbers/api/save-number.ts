import { addNumberRoute, updateNumberRoute, type NewNumberForm, type NumberForm } from '@portal/contract'
import { callApi } from '@/lib/api/call-api'
import { useNumbersMutation } from './use-numbers-mutation'

/** Adds a number, or (with `number`) renames and routes an existing one. */
export const useSaveNumber = () =>
  useNumbersMutation(({ number, body }: { number?: string; body: NewNumberForm | NumberForm }) =>
    number
      ? callApi(updateNumberRoute, { params: { number }, body: { name: body.name, route: body.route } })
      : callApi(addNumberRoute, { body: body as NewNumberForm }),
  )
