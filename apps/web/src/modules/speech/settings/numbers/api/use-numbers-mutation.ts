import { useMutation, useQueryClient } from '@tanstack/react-query'
import { NUMBERS_PAGE_KEY } from './numbers-page'

/** A change on the numbers page; the page is read again after it (a retire changes the outbound lists too). */
export const useNumbersMutation = <Input, Output>(run: (input: Input) => Promise<Output>) => {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: NUMBERS_PAGE_KEY }),
  })
}
