/** How long the login screen's tooltips stay (the protocol-agreement reminder). */
export const LOGIN_TOOLTIP_MS = 3000
