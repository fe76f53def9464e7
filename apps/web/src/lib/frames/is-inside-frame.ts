/**
 * Whether the portal runs inside another page's frame (the /page/... error pages serve that case).
 * @example if (isInsideFrame()) navigate('/page/404')
 */
export const isInsideFrame = (): boolean => {
  try {
    return window.top !== window.self
  } catch {
    // A cross-origin parent refuses even the comparison in some browsers: that is a frame too.
    return true
  }
}
