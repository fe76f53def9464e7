import { zipSync } from 'fflate'
import type { StoredFile } from './file-repository'

/**
 * Zips files under unique names: a repeated name gets " (2)", " (3)"... before its extension.
 * @example zipFiles([{ fileName: 'a.txt', ... }, { fileName: 'a.txt', ... }]) // entries a.txt and a (2).txt
 */
export function zipFiles(files: readonly Pick<StoredFile, 'fileName' | 'data'>[]): Uint8Array {
  const entries: Record<string, Uint8Array> = {}
  for (const file of files) entries[uniqueName(file.fileName, entries)] = file.data
  return zipSync(entries)
}

function uniqueName(fileName: string, taken: Record<string, unknown>): string {
  const dot = fileName.lastIndexOf('.')
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, '']
  let name = fileName
  for (let copy = 2; name in taken; copy += 1) name = `${stem} (${copy})${extension}`
  return name
}
