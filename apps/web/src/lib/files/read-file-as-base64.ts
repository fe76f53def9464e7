// String.fromCharCode takes its bytes as arguments, so they go in slices well under the engines' argument limit.
const CHUNK_BYTES = 0x8000

/**
 * A file's bytes as base64 (no data-URL prefix), as the upload route's `dataBase64` wants them.
 * @example await readFileAsBase64(new File(['hi'], 'a.txt')) // 'aGk='
 */
export const readFileAsBase64 = async (file: Blob): Promise<string> => {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let start = 0; start < bytes.length; start += CHUNK_BYTES) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK_BYTES))
  }
  return btoa(binary)
}
