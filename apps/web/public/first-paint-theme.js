// Why and how: the comment above this script's tag in index.html.
;(function () {
  var root = document.documentElement
  var saved = null
  try {
    saved = JSON.parse(localStorage.getItem('portal.preferences') || 'null')
  } catch {
    // An unreadable copy gives the light default, as the app itself does.
  }
  var theme = saved && saved.theme
  var isDark = theme === 'dark' || (theme === 'system' && matchMedia('(prefers-color-scheme: dark)').matches)
  root.setAttribute('data-theme', isDark ? 'dark' : 'light')
  root.setAttribute('data-density', saved && saved.density === 'compact' ? 'compact' : 'comfortable')
})()
