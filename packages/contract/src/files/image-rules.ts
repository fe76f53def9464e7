/**
 * The largest width and height an uploaded image may declare, in pixels. The header is read before anything
 * decodes the image: a small file may declare a canvas of gigabytes (16384 × 16384 RGBA is 1 GiB), and every
 * browser that shows a logo, background, banner or avatar would try to allocate it.
 */
export const IMAGE_MAX_DIMENSION = 8000

/**
 * Whether an image's declared width and height are both within IMAGE_MAX_DIMENSION.
 * @example isImageWithinDimensions({ width: 16384, height: 16384 }) // false
 */
export const isImageWithinDimensions = ({ width, height }: { width: number; height: number }): boolean =>
  width <= IMAGE_MAX_DIMENSION && height <= IMAGE_MAX_DIMENSION
