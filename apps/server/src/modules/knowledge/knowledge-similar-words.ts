/** Edit distance of two short words (insertions, deletions, substitutions), stopping early past `max`. */
function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    if (Math.min(...current) > max) return max + 1
    previous = current
  }
  return previous[b.length] ?? max + 1
}

/**
 * The words of a text spelled like one of the query's words (at most two letters off), to mark in a hit found by
 * similarity rather than by its words.
 * @example similarWords('Broadband repair guide', ['brodband']) // ['Broadband']
 */
export function similarWords(text: string, words: readonly string[]): string[] {
  const candidates = text.match(/[\p{L}\p{N}]+/gu) ?? []
  return candidates.filter((candidate) =>
    words.some((word) => word.length >= 3 && editDistance(candidate.toLowerCase(), word, 2) <= 2),
  )
}
